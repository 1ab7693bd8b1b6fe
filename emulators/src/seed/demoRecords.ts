// The demo records of every feature, from the seed's list of them (features/demos.ts), with
// what each keeps on other registries' records (`onRecords`) merged into those records.
import type {
  DemoDoc,
  DemoPeople,
  FeatureDemo,
  StoredDemoDoc,
} from '../../../functions/src/contract/demo.js';
import { featureDemos } from '../../../functions/src/features/demos.js';
import { readCommunities, readFacilities } from './source.js';

const demos: readonly FeatureDemo[] = Object.values(featureDemos);

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
  for (const [name, docs] of Object.entries(out)) {
    const kept = demoStateOn(name);
    out[name] = docs.map((d) => {
      const state = kept.get(d.id);
      return state ? { ...d, extras: { ...d.extras, ...state } } : d;
    });
  }
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

/** The demo documents outside the registries, by collection (a search's records, decisions). */
export function demoStoredDocuments(): Record<string, StoredDemoDoc[]> {
  const out: Record<string, StoredDemoDoc[]> = {};
  for (const demo of demos)
    for (const [name, docs] of Object.entries(demo.stored?.() ?? {}))
      out[name] = [...(out[name] ?? []), ...(docs ?? [])];
  return out;
}
