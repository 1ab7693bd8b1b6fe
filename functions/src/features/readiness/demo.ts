// Demo readiness assessments (labelled in their notes): La Ronge assessed twice, so its profile
// shows a trend, and La Loche once with gaps. The facilities carry their latest result, as the
// server keeps it on every write.
import {
  DEFAULT_READINESS_ITEMS,
  READINESS_AREA_KEYS,
  facilityReadiness,
  readinessScores,
  type ReadinessAreaKey,
} from './readiness.js';
import { readinessAssessments } from './contract.js';
import type { DemoDoc, FeatureDemo } from '../../contract/demo.js';

type Person = { uid: string; email: string };

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** The default items, scored: one score per area (every item of it), with exceptions by id. */
function scored(
  byArea: Record<ReadinessAreaKey, number>,
  exceptions: Record<string, { score: number; action?: string; owner?: string }> = {},
) {
  return READINESS_AREA_KEYS.flatMap((area) =>
    DEFAULT_READINESS_ITEMS[area].map((item) => {
      const special = exceptions[item.id];
      return {
        area,
        id: item.id,
        text: item.text,
        score: special?.score ?? byArea[area],
        action: special?.action ?? null,
        owner: special?.owner ?? null,
      };
    }),
  );
}

const assessments = [
  {
    id: 'demo-readiness-laronge-1',
    facilityId: 'odhf-8711',
    facilityName: 'LA RONGE HEALTH CENTRE',
    assessedOn: daysAgo(200),
    connectivity: { downloadMbps: 25, uploadMbps: 5, latencyMs: 80, backupLink: 'none' },
    items: scored(
      { space: 3, connectivity: 3, equipment: 3, staffing: 3, privacy: 4 },
      {
        bandwidth: {
          score: 2,
          action: 'Ask SaskTel for a 100/20 Mbps business line.',
          owner: 'IT lead',
        },
        backup: { score: 1, action: 'Install and test an LTE backup router.', owner: 'IT lead' },
        telepresenter: {
          score: 2,
          action: 'Train two LPNs as telepresenters.',
          owner: 'Nurse manager',
        },
      },
    ),
  },
  {
    id: 'demo-readiness-laronge-2',
    facilityId: 'odhf-8711',
    facilityName: 'LA RONGE HEALTH CENTRE',
    assessedOn: daysAgo(20),
    connectivity: { downloadMbps: 110, uploadMbps: 22, latencyMs: 45, backupLink: 'cellular' },
    items: scored({ space: 4, connectivity: 4, equipment: 4, staffing: 4, privacy: 5 }),
  },
  {
    id: 'demo-readiness-laloche-1',
    facilityId: 'odhf-8710',
    facilityName: 'LA LOCHE HEALTH CENTRE',
    assessedOn: daysAgo(45),
    connectivity: { downloadMbps: 12, uploadMbps: 2, latencyMs: 640, backupLink: 'satellite' },
    items: scored(
      { space: 4, connectivity: 2, equipment: 4, staffing: 3, privacy: 4 },
      {
        bandwidth: {
          score: 2,
          action: 'Request a fibre connection through the provincial network.',
          owner: 'Site administrator',
        },
        latency: {
          score: 1,
          action: 'Move video to the terrestrial link once it is in.',
          owner: 'IT lead',
        },
        drop: {
          score: 2,
          action: 'Run a wired drop with QoS to the exam room.',
          owner: 'Facilities',
        },
        backup: { score: 3 },
      },
    ),
  },
];

export function demoReadinessDocuments(staff: Person): DemoDoc[] {
  return assessments.map(({ id, facilityName, ...a }) => ({
    id,
    fields: readinessAssessments.fields.parse({
      ...a,
      assessors: ['Hub staff (demo)'],
      notes: 'Demo assessment for the local platform.',
    }),
    extras: { facilityName },
    author: staff,
  }));
}

/** Each demo-assessed facility's readiness, from its latest demo assessment. */
export function demoFacilityReadiness(): Map<string, Record<string, unknown>> {
  const latest = new Map<string, (typeof assessments)[number]>();
  for (const a of assessments) {
    const seen = latest.get(a.facilityId);
    if (!seen || a.assessedOn > seen.assessedOn) latest.set(a.facilityId, a);
  }
  return new Map(
    [...latest].map(([facilityId, a]) => [
      facilityId,
      facilityReadiness({ assessedOn: a.assessedOn, scores: readinessScores(a.items) }),
    ]),
  );
}

export const demo: FeatureDemo = {
  documents: ({ staff }) => ({ readinessAssessments: demoReadinessDocuments(staff) }),
  onRecords: () => ({ facilities: demoFacilityReadiness() }),
};
