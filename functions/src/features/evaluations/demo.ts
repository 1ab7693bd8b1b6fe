// Demo MAST evaluations (labelled demo), by the demo people.
import type { DemoContext, FeatureDemo } from '../../contract/demo.js';
import { demoTechnologies } from '../technologies/demo.js';
import { evaluations as evaluationRegistry } from './contract.js';
import { aggregateEvaluations, DOMAIN_KEYS, PRECEDING_KEYS } from './mast.js';
import { dropHidden, type QuestionType } from './questions.js';
import { DEFAULT_QUESTION_SETS, refOf, setFor } from './questionSets.js';

/** The demo technologies' categories: an evaluation takes its technology's category's set. */
export const DEMO_TECHNOLOGY_CATEGORIES: Record<string, string> = Object.fromEntries(
  demoTechnologies.map((t) => [t.id, t.fields.category]),
);

const setOf = (technologyId: string) =>
  setFor(DEFAULT_QUESTION_SETS, DEMO_TECHNOLOGY_CATEGORIES[technologyId]);

/**
 * A demo answer to a question that is not a rating: "unknown" to a yes/no question, else not
 * assessed — no invented figures, even in the demo.
 */
const typedAnswer = (type: QuestionType, submitted: boolean) =>
  type === 'yesNo'
    ? { value: 'unknown', notAssessedReason: null }
    : { value: null, notAssessedReason: submitted ? 'Not answered in the demo (demo).' : null };

/**
 * Demo MAST evaluations: answers to the shipped set of the technology's category, the ratings
 * given per domain for its rating questions in order.
 */
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
      DOMAIN_KEYS.map((k) => {
        const questions = setOf(technologyId).domains[k];
        const rated = questions.filter((q) => q.type === 'rating');
        return [
          k,
          dropHidden(
            questions.map(({ id, text, ...spec }) => {
              const answer = { questionId: id, question: text, ...spec, studyIds: [] };
              if (spec.type !== 'rating') {
                const answered = submitted !== null || ratings[k].length > 0;
                return {
                  ...answer,
                  rating: null,
                  ...(answered
                    ? typedAnswer(spec.type, submitted !== null)
                    : { value: null, notAssessedReason: null }),
                  evidence: null,
                  source: null,
                  certainty: null,
                };
              }
              const rating = ratings[k][rated.findIndex((q) => q.id === id)] ?? null;
              return {
                ...answer,
                rating,
                value: null,
                notAssessedReason: rating === null && submitted ? 'No evidence yet (demo).' : null,
                evidence:
                  rating === null
                    ? null
                    : 'Demo evidence: site visit notes and vendor documentation.',
                source: rating === null ? null : 'Hub site visit, 2026 (demo)',
                certainty: rating === null ? null : 'low',
              };
            }),
          ),
        ];
      }),
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

export const demoEvaluations = [
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

const DAY = 24 * 60 * 60 * 1000;

/** A technology's results, from its submitted demo evaluations, as the evaluations' writes keep them. */
function results(technologyId: string) {
  const submitted = demoEvaluations
    .filter((e) => e.fields.technologyId === technologyId && e.fields.status === 'submitted')
    .map((e) => e.fields);
  const aggregate = aggregateEvaluations(submitted);
  return aggregate.evaluations
    ? { evaluationResults: aggregate, hasResults: true }
    : { evaluationResults: null, hasResults: false };
}

export const demo: FeatureDemo = {
  onRecords: () => ({
    technologies: new Map(demoTechnologies.map((t) => [t.id, results(t.id)])),
  }),
  documents: (people: DemoContext) => ({
    evaluations: demoEvaluations.map((e) => ({
      id: e.id,
      fields: e.fields,
      extras: {
        technologyName:
          demoTechnologies.find((t) => t.id === e.fields.technologyId)?.fields.name ?? null,
        communityName: e.fields.communityId === '4718041' ? 'La Ronge' : null,
        facilityName: null,
        questionSet: refOf(setOf(e.fields.technologyId)),
        submittedAt: e.fields.status === 'submitted' ? new Date(Date.now() - 30 * DAY) : null,
      },
      author: people[e.by as 'staff' | 'admin'],
    })),
  }),
};
