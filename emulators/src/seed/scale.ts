// The scaled seed: `HTA_SEED_SCALE=10` writes ten times the demo records of the registries that
// grow with use (technologies, evaluations, needs, assessments, events, readiness assessments,
// onboarding plans, ultrasound sessions), so pages, caps and read budgets can be checked at ten
// times today's data. Copy k of a record is the record with its id suffixed `-x<k>` and its
// title suffixed ` #<k>`; ids and titles of other copied records it refers to are the copy k's
// too (evaluation copy 3 is of technology copy 3). Deterministic; every copy keeps its demo
// label. Communities and facilities are real data and are never copied.
import {
  facilityOnboarding,
  onboardingState,
  registryNamed,
  type MilestoneKey,
  type MilestoneLike,
} from '../../../functions/src/contract/index.js';
import type { SeedDoc } from './mapping.js';

/** A facility a copied onboarding plan can go to. */
export interface PlanFacility {
  id: string;
  name: string;
  facilityType: string;
  censusDivisionUid: string | null;
}

export const SCALED_REGISTRIES = [
  'technologies',
  'evaluations',
  'clinicalNeeds',
  'needsAssessments',
  'events',
  'readinessAssessments',
  'onboardings',
  'ultrasoundSessions',
] as const;

/** Registries whose name is a title a copy can carry its number in. */
const TITLED = new Set([
  'technologies',
  'evaluations',
  'clinicalNeeds',
  'needsAssessments',
  'events',
]);

const MAX_SCALE = 100;

/** HTA_SEED_SCALE as a whole number from 1 (the default) to 100; anything else is refused. */
export function seedScale(value = process.env.HTA_SEED_SCALE): number {
  if (value === undefined || value.trim() === '') return 1;
  const scale = Number(value);
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE)
    throw new Error(
      `HTA_SEED_SCALE must be a whole number from 1 to ${MAX_SCALE} (how many times the demo records); got "${value}".`,
    );
  return scale;
}

export const copyId = (id: string, k: number) => `${id}-x${k}`;
const copyName = (name: string, k: number) => `${name} #${k}`;

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** The value with every id and title of a copied record replaced by copy k's (keys too). */
function rewrite(value: unknown, map: Map<string, string>): unknown {
  if (typeof value === 'string') return map.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => rewrite(v, map));
  if (isPlain(value))
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [map.get(k) ?? k, rewrite(v, map)]),
    );
  return value;
}

export interface ScaledSeed {
  docs: Record<string, SeedDoc[]>;
  /** What the copied onboarding plans set on their facilities, by facility id. */
  facilityState: Map<string, Record<string, unknown>>;
}

/**
 * The demo records with copies 2…scale of the scaled registries' records. An onboarding plan is
 * one per facility, so its copies go to facilities without a demo plan, in id order.
 */
export function scaleDemo(
  docs: Record<string, SeedDoc[]>,
  scale: number,
  facilities: readonly PlanFacility[],
): ScaledSeed {
  const facilityState = new Map<string, Record<string, unknown>>();
  if (scale <= 1) return { docs, facilityState };
  const scaled = SCALED_REGISTRIES.flatMap((name) =>
    (docs[name] ?? []).map((doc) => ({ name, doc })),
  );
  const mapFor = (k: number) => {
    const map = new Map<string, string>();
    for (const { name, doc } of scaled) {
      map.set(doc.id, copyId(doc.id, k));
      const nameField = registryNamed(name)?.nameField;
      const title = nameField ? doc.fields[nameField] : undefined;
      if (TITLED.has(name) && typeof title === 'string') map.set(title, copyName(title, k));
    }
    return map;
  };
  const maps = Array.from({ length: scale - 1 }, (_, i) => mapFor(i + 2));

  const planned = new Set((docs.onboardings ?? []).map((d) => String(d.fields.facilityId)));
  const free = facilities
    .filter((f) => !planned.has(f.id))
    .sort((a, b) => a.id.localeCompare(b.id));
  let nextFree = 0;

  const out: Record<string, SeedDoc[]> = { ...docs };
  for (const name of SCALED_REGISTRIES) {
    const originals = docs[name] ?? [];
    const copies = maps.flatMap((map) =>
      originals.map((doc): SeedDoc => ({
        id: map.get(doc.id)!,
        fields: rewrite(doc.fields, map) as Record<string, unknown>,
        extras: rewrite(doc.extras, map) as Record<string, unknown>,
        author: doc.author,
      })),
    );
    if (name === 'onboardings') {
      for (const copy of copies) {
        const facility = free[nextFree++];
        if (!facility) throw new Error('Not enough facilities for the scaled onboarding plans.');
        copy.fields = { ...copy.fields, facilityId: facility.id };
        copy.extras = {
          ...copy.extras,
          facilityName: facility.name,
          facilityType: facility.facilityType,
          censusDivisionUid: facility.censusDivisionUid,
        };
        const milestones = copy.fields.milestones as Record<MilestoneKey, MilestoneLike>;
        facilityState.set(
          facility.id,
          facilityOnboarding({ id: copy.id, state: onboardingState(milestones) }),
        );
      }
    }
    out[name] = [...originals, ...copies];
  }
  // A vendor lists its products: the technology copies too.
  out.vendors = (docs.vendors ?? []).map((v) => {
    const products = (v.extras.products ?? []) as Array<{ id: string; name: string }>;
    return {
      ...v,
      extras: {
        ...v.extras,
        products: [
          ...products,
          ...maps.flatMap((map) => rewrite(products, map) as typeof products),
        ],
      },
    };
  });
  return { docs: out, facilityState };
}
