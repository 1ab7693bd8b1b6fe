// The contract's forest plot (an SVG element tree) drawn with React, so the page shows the very
// figure the report writes as markup.
import { createElement, type ReactNode } from 'react';

import type { SvgNode } from '@hta/functions/contract';

/** SVG's kebab-case attributes as React names them; aria-* and data-* stay as they are. */
const reactName = (name: string) =>
  name.startsWith('aria-') || name.startsWith('data-')
    ? name
    : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function draw(node: SvgNode | string, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const props: Record<string, string | number> = { key };
  for (const [k, v] of Object.entries(node.attrs)) props[reactName(k)] = v;
  return createElement(node.tag, props, ...node.children.map(draw));
}

export function ForestPlot({ svg }: { svg: SvgNode }) {
  return <>{draw(svg, 0)}</>;
}
