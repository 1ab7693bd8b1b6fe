// The demo records of every feature (functions/src/features/<name>/demo.ts), found in the
// features' folders: a new feature's demo records are seeded without editing this file.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { DemoDoc, DemoPeople, FeatureDemo } from '../../../functions/src/contract/demo.js';
import { readCommunities, readFacilities } from './source.js';

const FEATURES = new URL('../../../functions/src/features/', import.meta.url);

/** Every feature folder's demo part, in folder order. */
const demos: FeatureDemo[] = await Promise.all(
  readdirSync(fileURLToPath(FEATURES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) =>
      readdirSync(fileURLToPath(new URL(`${entry.name}/`, FEATURES))).includes('demo.ts'),
    )
    .map(async (entry) => {
      const module = (await import(new URL(`${entry.name}/demo.ts`, FEATURES).href)) as {
        demo?: FeatureDemo;
      };
      if (!module.demo) throw new Error(`features/${entry.name}/demo.ts exports no \`demo\`.`);
      return module.demo;
    }),
);

/**
 * The demo records by registry; the demo staff account states the demo needs and sends the demo
 * feedback, and the demo people are the evaluators.
 */
export function demoDocuments(people: DemoPeople): Record<string, DemoDoc[]> {
  const context = {
    ...people,
    source: { communities: readCommunities(), facilities: readFacilities() },
  };
  const out: Record<string, DemoDoc[]> = {};
  for (const demo of demos)
    for (const [name, docs] of Object.entries(demo.documents(context)))
      out[name] = [...(out[name] ?? []), ...(docs ?? [])];
  return out;
}

/** What the demo records set on records of `registry` (a facility's readiness), merged by id. */
export function demoStateOn(registry: string): Map<string, Record<string, unknown>> {
  const merged = new Map<string, Record<string, unknown>>();
  for (const demo of demos)
    for (const [id, state] of demo.onRecords?.()[registry] ?? [])
      merged.set(id, { ...merged.get(id), ...state });
  return merged;
}
