// Facility readiness for virtual care (DOMAIN.md section 4): areas of items scored 1–5, items
// scored 2 or lower flagged as gaps (each with an action and an owner), area and overall scores,
// and the level a facility is at. The default items draw on the BC PHSA telehealth room
// guidelines, the Telehealth Organizational Readiness Assessment and Jennett et al.'s readiness
// model; administrators change them without code (the setting below).
import { z } from 'zod';

import { questionGroups, defineSetting } from '../../contract/settings.js';

export const READINESS_AREAS = [
  { key: 'space', title: 'Space' },
  { key: 'connectivity', title: 'Connectivity' },
  { key: 'equipment', title: 'Equipment' },
  { key: 'staffing', title: 'Staffing' },
  { key: 'privacy', title: 'Privacy and policy' },
] as const;
export type ReadinessAreaKey = (typeof READINESS_AREAS)[number]['key'];
export const READINESS_AREA_KEYS = READINESS_AREAS.map((a) => a.key) as [
  ReadinessAreaKey,
  ...ReadinessAreaKey[],
];

/** A score at or below this is a gap. */
export const GAP_AT_MOST = 2;

const q = (id: string, text: string, help?: string) => ({ id, text, help: help ?? null });

export const DEFAULT_READINESS_ITEMS = {
  space: [
    q('room', 'A private room is set aside for virtual visits, bookable when needed.'),
    q(
      'layout',
      'The room fits a seated patient 1.5–1.8 m from the camera, with a companion.',
      'BC PHSA telehealth room guidelines.',
    ),
    q('light-sound', 'Lighting is even and from the front; the room is quiet and not echoing.'),
    q('signage', 'Signage, a clock and a phone are in the room; the door can show "in session".'),
  ],
  connectivity: [
    q(
      'bandwidth',
      'Measured download and upload speeds meet the services planned (at least 50/10 Mbps for video).',
      'Record the measured figures in the connectivity measurements.',
    ),
    q('latency', 'Latency and jitter are low enough for video (under 150 ms round trip).'),
    q('drop', 'A wired network drop with quality of service serves the room.'),
    q('backup', 'A backup link (cellular or satellite) is in place and tested.'),
  ],
  equipment: [
    q('camera-display', 'Camera, display, microphone and speaker are installed and tested.'),
    q('peripherals', 'Clinical peripherals planned (otoscope, stethoscope, ultrasound) work.'),
    q('support', 'Someone fixes equipment problems within a day; spares are on site.'),
  ],
  staffing: [
    q('telepresenter', 'A trained telepresenter is available for every planned session.'),
    q('coordinator', 'A coordinator books sessions and follows up with the far site.'),
    q('leadership', 'Local leadership supports virtual care and gives staff time for it.'),
    q(
      'need',
      'Staff and the community see a need for virtual care and dissatisfaction with the status quo.',
      'Core readiness (Jennett et al.).',
    ),
  ],
  privacy: [
    q('privacy', 'Sessions cannot be overheard or seen from outside the room.'),
    q('consent', 'Consent for virtual care is explained and recorded as policy requires.'),
    q('records', 'Records of virtual visits go to the patient’s chart like any visit.'),
    q('security', 'The platform used is approved by the health authority for clinical care.'),
  ],
};

export const readinessItems = defineSetting({
  name: 'readinessItems',
  title: 'Facility readiness items',
  description:
    'The items a facility readiness assessment scores in each area. New assessments use the current set; assessments keep the items they were scored with.',
  schema: questionGroups(READINESS_AREA_KEYS),
  defaults: DEFAULT_READINESS_ITEMS,
  read: 'signedIn',
});

export const BACKUP_LINKS = ['none', 'cellular', 'satellite', 'second wired link'] as const;

export interface ScoredItem {
  area: string;
  score: number | null;
}

const mean = (values: number[]) =>
  values.length
    ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100
    : null;

/** A facility's readiness: the level its latest assessment reached. */
export const READINESS = ['not assessed', 'not ready', 'partly ready', 'ready'] as const;

export const readinessScoresSchema = z.object({
  areas: z.array(
    z.object({
      key: z.string(),
      mean: z.number().nullable(),
      scored: z.number(),
      items: z.number(),
      gaps: z.number(),
    }),
  ),
  /** The mean of the area means (each area weighs the same). */
  overall: z.number().nullable(),
  gaps: z.number(),
  scored: z.number(),
  items: z.number(),
  level: z.enum(READINESS),
});
export type ReadinessScores = z.infer<typeof readinessScoresSchema>;

/**
 * Area means over the scored items, the overall mean of the area means, the gaps, and the level:
 * ready at 4 or more overall with no gap; partly ready at 3 or more; else not ready.
 */
export function readinessScores(items: readonly ScoredItem[]): ReadinessScores {
  const areas = READINESS_AREA_KEYS.map((key) => {
    const inArea = items.filter((i) => i.area === key);
    const scores = inArea.flatMap((i) => (i.score === null ? [] : [i.score]));
    return {
      key,
      mean: mean(scores),
      scored: scores.length,
      items: inArea.length,
      gaps: scores.filter((s) => s <= GAP_AT_MOST).length,
    };
  });
  const overall = mean(areas.flatMap((a) => (a.mean === null ? [] : [a.mean])));
  const gaps = areas.reduce((n, a) => n + a.gaps, 0);
  const level =
    overall === null
      ? 'not assessed'
      : overall >= 4 && gaps === 0
        ? 'ready'
        : overall >= 3
          ? 'partly ready'
          : 'not ready';
  return {
    areas,
    overall,
    gaps,
    scored: areas.reduce((n, a) => n + a.scored, 0),
    items: items.length,
    level,
  };
}

/** What a facility keeps of its latest assessment (the server writes it; the seed too). */
export function facilityReadiness(latest: { assessedOn: string; scores: ReadinessScores } | null) {
  return latest
    ? {
        readiness: latest.scores.level,
        readinessScore: latest.scores.overall,
        readinessAssessedOn: latest.assessedOn,
        readinessGaps: latest.scores.gaps,
      }
    : {
        readiness: 'not assessed' as const,
        readinessScore: null,
        readinessAssessedOn: null,
        readinessGaps: null,
      };
}
