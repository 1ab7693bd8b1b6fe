// The tornado's axis numbers. The chart library measures each tick label and blanks any that does
// not fit the room left under the axis title; with a font whose line box is tall (system-ui on
// Linux resolves to such fonts) the default room held none of them.
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { SensitivityRow } from '@hta/functions/contract';

import TornadoChart from './TornadoChart';

// jsdom lays nothing out; measure text as a browser would with a tall-lined font (Noto Sans's
// ascent plus descent is about 1.36 em, its average glyph about 0.55 em wide).
const realGetBBox = Object.getOwnPropertyDescriptor(SVGElement.prototype, 'getBBox');
function measureLikeABrowser(this: SVGElement): DOMRect {
  const fontSize = Number.parseFloat(this.style.fontSize) || 16;
  const chars = this.textContent.length;
  return new DOMRect(0, 0, chars * fontSize * 0.55, fontSize * 1.36);
}

// The chart sizes itself from its container's computed width, which jsdom leaves empty.
const realGetComputedStyle = window.getComputedStyle.bind(window);
function withAWidth(element: Element, pseudo?: string | null): CSSStyleDeclaration {
  const style = realGetComputedStyle(element, pseudo);
  if (!style.width.endsWith('px'))
    Object.defineProperty(style, 'width', { configurable: true, value: '900px' });
  return style;
}

describe('the tornado chart', () => {
  beforeEach(() => {
    vi.spyOn(window, 'getComputedStyle').mockImplementation(withAWidth);
    Object.defineProperty(SVGElement.prototype, 'getBBox', {
      configurable: true,
      value: measureLikeABrowser,
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    if (realGetBBox) Object.defineProperty(SVGElement.prototype, 'getBBox', realGetBBox);
    else Reflect.deleteProperty(SVGElement.prototype, 'getBBox');
  });

  it('writes the dollar figures under its ticks', () => {
    const rows: SensitivityRow[] = [
      {
        key: 'eligibleProportion',
        label: 'Equipment',
        low: 1,
        high: 2,
        netAtLow: 80_000,
        netAtHigh: 140_000,
        swing: 60_000,
      },
      {
        key: 'eligibleProportion',
        label: 'Travel',
        low: 1,
        high: 2,
        netAtLow: 60_000,
        netAtHigh: 120_000,
        swing: 60_000,
      },
    ];
    const { container } = render(
      <div style={{ width: 900 }}>
        <TornadoChart rows={rows} base={100_000} />
      </div>,
    );
    const ticks = [
      ...container.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel'),
    ];
    expect(ticks.length).toBeGreaterThan(1);
    const texts = ticks.map((t) => t.textContent);
    expect(texts.filter((t) => t.trim() !== '')).toHaveLength(texts.length);
    expect(texts.join(' ')).toMatch(/\$/);
  });
});
