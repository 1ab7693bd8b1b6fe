// A few demo records for the registries Statistics Canada does not cover, so the local app is
// not empty. Labelled as demo data; validated by the contract like any record.
import {
  DEFAULT_MAST_QUESTIONS,
  DOMAIN_KEYS,
  PRECEDING_KEYS,
  aggregateEvaluations,
  clinicalNeeds,
  evaluations as evaluationRegistry,
  events as eventRegistry,
  feeCodes as feeCodeRegistry,
  feedback,
  needsAssessments as needsAssessmentRegistry,
  pathways as pathwayRegistry,
  paths,
  posts as postRegistry,
  technologies as technologyRegistry,
  vendors as vendorRegistry,
} from '../../../functions/src/contract/index.js';
import { demoOnboardingDocuments } from './demoOnboarding.js';
import { demoReadinessDocuments } from './demoReadiness.js';
import { demoUltrasoundDocuments } from './demoUltrasound.js';
import type { SeedDoc } from './mapping.js';

const vendors = [
  {
    id: 'demo-vendor-prairie',
    fields: {
      name: 'Prairie Telehealth Supply (demo)',
      website: 'https://example.org/prairie',
      country: 'Canada',
      notes: 'Demo vendor for the local platform.',
    },
  },
  {
    id: 'demo-vendor-aurora',
    fields: {
      name: 'Aurora Remote Care (demo)',
      website: 'https://example.org/aurora',
      country: 'Canada',
    },
  },
];

const technologies = [
  {
    id: 'demo-tech-ultrasound',
    vendorId: 'demo-vendor-prairie',
    fields: {
      name: 'Tele-ultrasound cart (demo)',
      category: 'Tele-ultrasound',
      description:
        'A portable ultrasound cart whose scans a remote sonographer guides and reads in real time.',
      intendedUse:
        'Routine obstetric and abdominal scans in communities without an imaging department.',
      clinicalAreas: ['Obstetrics', 'Diagnostic imaging'],
      licenceClass: 'II',
      capitalCost: 85000,
      annualCost: 12000,
      lifecycleStage: 'pilot',
      communityIds: ['4718067', '4718070'],
    },
  },
  {
    id: 'demo-tech-rpm',
    vendorId: 'demo-vendor-aurora',
    fields: {
      name: 'Home blood-pressure monitoring kit (demo)',
      category: 'Remote patient monitoring',
      description:
        'Connected blood-pressure cuffs with a nurse dashboard for people with hypertension at home.',
      clinicalAreas: ['Cardiology', 'Primary care'],
      licenceClass: 'II',
      capitalCost: 300,
      annualCost: 180,
      lifecycleStage: 'evaluation',
    },
  },
  {
    id: 'demo-tech-video',
    vendorId: 'demo-vendor-aurora',
    fields: {
      name: 'Clinic video-visit room (demo)',
      category: 'Video visits',
      description: 'A room kit for specialist video visits from a community clinic.',
      clinicalAreas: ['Specialist consults'],
      licenceClass: 'not a device',
      lifecycleStage: 'adopted',
      communityIds: ['4718041'],
    },
  },
];

const needs = [
  {
    id: 'demo-need-ultrasound',
    fields: {
      title: 'Routine prenatal ultrasound close to home (demo)',
      problem:
        'Expectant parents in far-northern communities travel hundreds of kilometres for routine scans.',
      population: 'Expectant parents in northern Saskatchewan communities without imaging',
      outcome: 'Routine prenatal scans done in the home community, read by a qualified sonographer',
      clinicalArea: 'Obstetrics',
      communityIds: ['4718041'],
      severity: 'high',
      status: 'published',
      linkedTechnologyIds: ['demo-tech-ultrasound'],
    },
  },
  {
    id: 'demo-need-bp',
    fields: {
      title: 'Blood-pressure follow-up between visits (demo)',
      problem:
        'People with hypertension are seen rarely; readings between visits are not known to the care team.',
      population: 'Adults with hypertension in rural municipalities',
      outcome: 'The care team sees home readings and adjusts care between visits',
      clinicalArea: 'Primary care',
      severity: 'moderate',
      status: 'draft',
      linkedTechnologyIds: ['demo-tech-rpm'],
    },
  },
];

const pearlPass = {
  propriety: true,
  economics: true,
  acceptability: true,
  resources: true,
  legality: true,
};

/** A demo needs assessment for La Ronge: two assessors, Hanlon, both demo needs. */
const assessments = [
  {
    id: 'demo-assessment-laronge',
    fields: needsAssessmentRegistry.fields.parse({
      title: 'La Ronge virtual-care priorities (demo)',
      communityId: '4718041',
      date: '2026-09-15',
      method: 'hanlon',
      assessors: ['Sam Staff (demo)', 'Alex Admin (demo)'],
      needs: [
        {
          needId: 'demo-need-ultrasound',
          pearl: pearlPass,
          ratings: [
            {
              assessor: 'Sam Staff (demo)',
              scores: { size: 6, seriousness: 16, effectiveness: 8, inequity: 9, positioning: 6 },
            },
            {
              assessor: 'Alex Admin (demo)',
              scores: { size: 6, seriousness: 14, effectiveness: 7, inequity: 8, positioning: 7 },
            },
          ],
        },
        {
          needId: 'demo-need-bp',
          pearl: pearlPass,
          ratings: [
            {
              assessor: 'Sam Staff (demo)',
              scores: { size: 7, seriousness: 12, effectiveness: 6, inequity: 5, positioning: 5 },
            },
            {
              assessor: 'Alex Admin (demo)',
              scores: { size: 8, seriousness: 10, effectiveness: 7, inequity: 5, positioning: 6 },
            },
          ],
        },
      ],
      dataNotes:
        'Size suggested from the 2021 census population of La Ronge (Statistics Canada); inequity from its Index of Remoteness. Demo scores.',
      status: 'final',
    }),
  },
];

const pathways = [
  {
    id: 'demo-pathway-prenatal',
    fields: pathwayRegistry.fields.parse({
      name: 'Prenatal imaging in the north (demo)',
      clinicalArea: 'Obstetrics',
      description: 'From a routine visit to a scan read remotely, without leaving the region.',
      steps: [
        { setting: 'community clinic', description: 'Routine prenatal visit; scan booked.' },
        {
          setting: 'health centre',
          description: 'Scan by a trained local operator, guided live by a sonographer.',
          technologyIds: ['demo-tech-ultrasound'],
        },
        {
          setting: 'tertiary centre',
          description: 'Radiologist reads the images and reports to the clinic.',
          technologyIds: ['demo-tech-video'],
        },
        {
          setting: 'home',
          description: 'Results discussed by video visit.',
          technologyIds: ['demo-tech-video'],
        },
      ],
      needIds: ['demo-need-ultrasound'],
    }),
  },
];

/**
 * The only fee codes a source can be cited for here (DOMAIN.md section 6), each to be verified
 * against the current Medical Services Branch Payment Schedule before use.
 */
const feeCodeSeed = [
  {
    id: 'sk-510a',
    fields: {
      code: '510A',
      description: 'Telephone assessment (pandemic virtual care code)',
      unit: 'per assessment',
      amount: 35,
      effectiveFrom: '2020-03-16',
      effectiveTo: '2021-05-31',
      source:
        'Saskatchewan Medical Association, pandemic virtual care codes (introduced March 2020; not payable after 31 May 2021).',
      verified: false,
      notes: 'Replaced by the Virtual Care Pilot codes. Verify against the current schedule.',
    },
  },
  {
    id: 'sk-515a',
    fields: {
      code: '515A',
      description: 'Video assessment (pandemic virtual care code)',
      unit: 'per assessment',
      amount: 35,
      effectiveFrom: '2020-03-16',
      effectiveTo: '2021-05-31',
      source:
        'Saskatchewan Medical Association, pandemic virtual care codes (introduced March 2020; not payable after 31 May 2021).',
      verified: false,
      notes: 'Replaced by the Virtual Care Pilot codes. Verify against the current schedule.',
    },
  },
  {
    id: 'on-a101',
    fields: {
      code: 'A101',
      description: 'Limited virtual care by video (Ontario)',
      unit: 'per service',
      amount: null,
      effectiveFrom: '2022-12-01',
      source: 'Ontario Schedule of Benefits, virtual care codes effective 1 December 2022.',
      verified: false,
      notes: 'For comparison; no amount cited here. Verify against the current schedule.',
    },
  },
  {
    id: 'on-a102',
    fields: {
      code: 'A102',
      description: 'Limited virtual care by telephone (Ontario)',
      unit: 'per service',
      amount: null,
      effectiveFrom: '2022-12-01',
      source: 'Ontario Schedule of Benefits, virtual care codes effective 1 December 2022.',
      verified: false,
      notes: 'For comparison; no amount cited here. Verify against the current schedule.',
    },
  },
];

const posts = [
  {
    id: 'demo-post-welcome',
    fields: {
      title: 'Welcome to HTA Hub (demo)',
      body:
        'This is the **local demo**. Communities and facilities come from Statistics Canada; vendors, technologies, needs and this post are demo records.\n\n' +
        `- Browse [communities](${paths.communities}) and [facilities](${paths.facilities})\n` +
        `- See the [technology repository](${paths.technologies})\n- Ask **Echo** in [chat](${paths.chat})`,
      pinned: true,
    },
  },
];

/** A demo feedback note, from the demo staff account. */
const feedbackNotes = [
  {
    id: 'demo-feedback-catalogue',
    fields: {
      page: paths.catalogue,
      rating: 4,
      message: 'The catalogue cards are handy; could they show the annual cost too? (demo)',
    },
  },
];

/** Demo MAST evaluations: answers from the default question set, ratings as given per domain. */
function evaluation(
  technologyId: string,
  title: string,
  ratings: Record<(typeof DOMAIN_KEYS)[number], Array<number | null>>,
  submitted: {
    recommendation: 'adopt' | 'pilot' | 'do not adopt' | 'more evidence needed';
    rationale: string;
  } | null,
  communityId: string | null = null,
) {
  return evaluationRegistry.fields.parse({
    title,
    technologyId,
    communityId,
    evaluators: [],
    startedOn: '2026-09-01',
    preceding: Object.fromEntries(
      PRECEDING_KEYS.map((k) => [
        k,
        submitted
          ? { answer: 'Answered in the demo evaluation (demo).', result: 'pass' }
          : { answer: null, result: null },
      ]),
    ),
    domains: Object.fromEntries(
      DOMAIN_KEYS.map((k) => [
        k,
        DEFAULT_MAST_QUESTIONS[k].map((q, i) => {
          const rating = ratings[k][i] ?? null;
          return {
            questionId: q.id,
            question: q.text,
            rating,
            notAssessedReason: rating === null && submitted ? 'No evidence yet (demo).' : null,
            evidence:
              rating === null ? null : 'Demo evidence: site visit notes and vendor documentation.',
            source: rating === null ? null : 'Hub site visit, 2026 (demo)',
            certainty: rating === null ? null : 'low',
          };
        }),
      ]),
    ),
    transferability: submitted
      ? 'Likely to transfer to other northern communities with similar connectivity (demo).'
      : null,
    recommendation: submitted?.recommendation ?? null,
    rationale: submitted?.rationale ?? null,
    status: submitted ? 'submitted' : 'draft',
  });
}

const all = (...domainRatings: Array<Array<number | null>>) =>
  Object.fromEntries(DOMAIN_KEYS.map((k, i) => [k, domainRatings[i] ?? []])) as Record<
    (typeof DOMAIN_KEYS)[number],
    Array<number | null>
  >;

const demoEvaluations = [
  {
    id: 'demo-eval-ultrasound-staff',
    by: 'staff',
    fields: evaluation(
      'demo-tech-ultrasound',
      'Tele-ultrasound cart in La Ronge (demo)',
      all([4, 4, 3], [4, 3, 4], [3, 3, null], [4, 4, 5], [3, 3, 2], [3, 4, 4], [4, 4, 3]),
      {
        recommendation: 'pilot',
        rationale: 'Good access gains; the costs need a pilot to confirm (demo).',
      },
      '4718041',
    ),
  },
  {
    id: 'demo-eval-ultrasound-admin',
    by: 'admin',
    fields: evaluation(
      'demo-tech-ultrasound',
      'Tele-ultrasound cart, second opinion (demo)',
      all([4, 3, 3], [3, 3, 3], [2, 3, null], [4, 3, 4], [2, 2, 2], [3, 3, 3], [3, 4, 3]),
      {
        recommendation: 'more evidence needed',
        rationale: 'Clinical effectiveness evidence is thin for remote reading (demo).',
      },
    ),
  },
  {
    id: 'demo-eval-video-staff',
    by: 'staff',
    fields: evaluation(
      'demo-tech-video',
      'Clinic video-visit room (demo)',
      all([5, 4, 4], [4, 4, 4], [3, 4, 3], [5, 4, 5], [4, 4, 4], [4, 4, 5], [4, 4, 4]),
      {
        recommendation: 'adopt',
        rationale: 'Works well in routine use; staff and patients like it (demo).',
      },
      '4718041',
    ),
  },
  {
    id: 'demo-eval-rpm-draft',
    by: 'staff',
    fields: evaluation(
      'demo-tech-rpm',
      'Home blood-pressure kits (demo draft)',
      all([4, 3, null], [4], [], [], [], [], []),
      null,
    ),
  },
];

type Person = { uid: string; email: string };

/** A day this many days from today (the demo calendar stays current). */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const demoEvents = [
  {
    id: 'demo-event-laloche-visit',
    fields: {
      title: 'Site visit: La Loche telehealth room (demo)',
      type: 'site visit',
      allDay: true,
      start: inDays(6),
      end: inDays(7),
      communityId: '4718074',
      facilityId: 'odhf-8710',
    },
    extras: {
      communityName: 'La Loche',
      facilityName: 'LA LOCHE HEALTH CENTRE',
      technologyName: null,
    },
  },
  {
    id: 'demo-event-rpm-review',
    fields: {
      title: 'Remote monitoring pilot review (demo)',
      type: 'meeting',
      allDay: false,
      start: `${inDays(3)}T10:00`,
      end: `${inDays(3)}T11:00`,
      technologyId: 'demo-tech-rpm',
    },
    extras: {
      communityName: null,
      facilityName: null,
      technologyName: 'Home blood-pressure monitoring kit (demo)',
    },
  },
];

/**
 * The demo records by registry; the demo staff account states the demo needs and sends the demo
 * feedback, and the demo people are the evaluators.
 */
export function demoDocuments(people: { staff: Person; admin: Person }): Record<string, SeedDoc[]> {
  const { staff } = people;
  // Each technology's results, from its submitted demo evaluations, as the write path keeps them.
  const results = (technologyId: string) => {
    const submitted = demoEvaluations
      .filter((e) => e.fields.technologyId === technologyId && e.fields.status === 'submitted')
      .map((e) => e.fields);
    const aggregate = aggregateEvaluations(submitted);
    return aggregate.evaluations
      ? { evaluationResults: aggregate, hasResults: true }
      : { evaluationResults: null, hasResults: false };
  };
  const DAY = 24 * 60 * 60 * 1000;
  const vendorDocs = vendors.map((v): SeedDoc => {
    const products = technologies
      .filter((t) => t.vendorId === v.id)
      .map((t) => ({ id: t.id, name: t.fields.name }));
    return { id: v.id, fields: vendorRegistry.fields.parse(v.fields), extras: { products } };
  });
  const vendorName = new Map(vendorDocs.map((v) => [v.id, v.fields.name as string]));
  return {
    vendors: vendorDocs,
    technologies: technologies.map((t) => ({
      id: t.id,
      fields: technologyRegistry.fields.parse({ ...t.fields, vendorId: t.vendorId }),
      extras: {
        vendorName: vendorName.get(t.vendorId) ?? null,
        ...results(t.id),
        // The kit in evaluation has waited a while (the waiting list counts the days).
        stageChangedAt: new Date(
          Date.now() - (t.fields.lifecycleStage === 'evaluation' ? 40 : 120) * DAY,
        ),
      },
    })),
    clinicalNeeds: needs.map((n) => {
      return { id: n.id, fields: clinicalNeeds.fields.parse(n.fields), extras: {}, author: staff };
    }),
    posts: posts.map((p) => ({
      id: p.id,
      fields: postRegistry.fields.parse(p.fields),
      extras: { publishedAt: new Date() },
    })),
    evaluations: demoEvaluations.map((e) => ({
      id: e.id,
      fields: e.fields,
      extras: {
        technologyName:
          technologies.find((t) => t.id === e.fields.technologyId)?.fields.name ?? null,
        communityName: e.fields.communityId === '4718041' ? 'La Ronge' : null,
        facilityName: null,
        submittedAt: e.fields.status === 'submitted' ? new Date(Date.now() - 30 * DAY) : null,
      },
      author: people[e.by as 'staff' | 'admin'],
    })),
    needsAssessments: assessments.map((a) => ({
      id: a.id,
      fields: a.fields,
      extras: {
        communityName: 'La Ronge',
        facilityName: null,
        needTitles: Object.fromEntries(needs.map((n) => [n.id, n.fields.title])),
        finalisedAt: new Date(Date.now() - 60 * DAY),
      },
      author: staff,
    })),
    // Real, citable codes (not demo data), each marked to be verified.
    feeCodes: feeCodeSeed.map((c) => ({
      id: c.id,
      fields: feeCodeRegistry.fields.parse(c.fields),
      extras: {},
    })),
    pathways: pathways.map((p) => ({ id: p.id, fields: p.fields, extras: {}, author: staff })),
    ultrasoundSessions: demoUltrasoundDocuments(staff),
    events: demoEvents.map((e) => ({
      id: e.id,
      fields: eventRegistry.fields.parse(e.fields),
      extras: e.extras,
      author: staff,
    })),
    readinessAssessments: demoReadinessDocuments(staff),
    onboardings: demoOnboardingDocuments(staff),
    feedback: feedbackNotes.map((f) => ({
      id: f.id,
      fields: feedback.fields.parse(f.fields),
      extras: {},
      author: staff,
    })),
  };
}
