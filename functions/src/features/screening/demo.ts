// The demo screening of the demo search's invented records (searches/demo.ts), labelled demo: two
// invented demo reviewers screen every record independently, disagree once at title and abstract
// (a third settles it), and at full text exclude four with reasons and find one not retrievable;
// the three records they include are the invented demo studies (studies/demo.ts), so the demo
// question's PRISMA diagram ends in the studies its evidence profile uses. No demo account is
// among the reviewers: a person signed in to the demo has the demo records left to screen by no
// one, and sees no one's decisions.
import type { FeatureDemo, StoredDemoDoc } from '../../contract/demo.js';
import type { Decision, ExclusionReason, ScreeningStage } from './rules.js';
import {
  DECISIONS_COLLECTION,
  decisionId,
  LIBRARY_LINKS,
  RESOLUTIONS_COLLECTION,
  resolutionId,
} from './store.js';

const QUESTION = 'demo-question-ultrasound';
const recordOf = (n: number) => `demo-record-${String(n).padStart(2, '0')}`;

const reviewer = (n: number) => ({
  uid: `demo-reviewer-${n}`,
  email: `demo.reviewer${n}@hta.test`,
});
const [FIRST, SECOND, THIRD] = [reviewer(1), reviewer(2), reviewer(3)];

/** Records both reviewers pass at title and abstract (the second says "maybe" to 17). */
const PASSED = [3, 5, 11, 13, 15, 17, 20];
/** The one disagreement at title and abstract, which the third reviewer includes. */
const DISPUTED = 8;
/** Excluded by both at title and abstract. */
const EXCLUDED = [1, 2, 4, 6, 7, 9, 10, 12, 14, 16, 18, 19, 21, 22];
/** At full text: the three demo studies are included; the rest are excluded for a reason. */
const FULL_TEXT: Record<number, ExclusionReason | 'include'> = {
  3: 'include',
  8: 'include',
  15: 'include',
  5: 'wrong population',
  11: 'wrong comparator',
  17: 'wrong outcome',
  20: 'wrong design',
  13: 'not retrievable',
};

const at = (day: number, minute: number) =>
  new Date(Date.UTC(2026, 9, day, 14, 0) + minute * 60_000);

function vote(
  who: { uid: string; email: string },
  n: number,
  stage: ScreeningStage,
  decision: Decision,
  when: Date,
  reason: ExclusionReason | null = null,
): StoredDemoDoc {
  const recordId = recordOf(n);
  return {
    id: decisionId(recordId, stage, who.uid),
    data: {
      questionId: QUESTION,
      recordId,
      stage,
      uid: who.uid,
      email: who.email,
      decision,
      reason,
      otherReason: null,
      at: when,
    },
  };
}

function decisions(): StoredDemoDoc[] {
  const screened = [...PASSED, DISPUTED, ...EXCLUDED].sort((a, b) => a - b);
  const titleAbstract = screened.flatMap((n, i) => {
    const first: Decision = EXCLUDED.includes(n) ? 'exclude' : 'include';
    const second: Decision =
      n === DISPUTED
        ? 'exclude'
        : n === 17
          ? 'maybe'
          : EXCLUDED.includes(n)
            ? 'exclude'
            : 'include';
    return [
      vote(FIRST, n, 'titleAbstract', first, at(5, i)),
      vote(SECOND, n, 'titleAbstract', second, at(6, i)),
    ];
  });
  const fullText = Object.entries(FULL_TEXT).flatMap(([key, outcome], i) =>
    [FIRST, SECOND].map((who, k) =>
      outcome === 'include'
        ? vote(who, Number(key), 'fullText', 'include', at(14 + k, i))
        : vote(who, Number(key), 'fullText', 'exclude', at(14 + k, i), outcome),
    ),
  );
  return [...titleAbstract, ...fullText];
}

/** The included records, already added to the library as the demo studies they are. */
const IN_LIBRARY: Record<number, string> = {
  3: 'demo-study-trial-a',
  8: 'demo-study-trial-b',
  15: 'demo-study-cohort-c',
};

function libraryLinks(): StoredDemoDoc[] {
  return Object.entries(IN_LIBRARY).map(([n, studyId], i) => ({
    id: recordOf(Number(n)),
    data: {
      questionId: QUESTION,
      recordId: recordOf(Number(n)),
      searchId: 'demo-search-medline',
      studyId,
      // The demo studies were in the library before the screening: linked, not created.
      outcome: 'linked',
      byUid: THIRD.uid,
      byEmail: THIRD.email,
      at: at(20, i),
    },
  }));
}

export const demo: FeatureDemo = {
  documents: () => ({}),
  stored: () => ({
    [LIBRARY_LINKS]: libraryLinks(),
    [DECISIONS_COLLECTION]: decisions(),
    [RESOLUTIONS_COLLECTION]: [
      {
        id: resolutionId(recordOf(DISPUTED), 'titleAbstract'),
        data: {
          questionId: QUESTION,
          recordId: recordOf(DISPUTED),
          stage: 'titleAbstract',
          decision: 'include',
          reason: null,
          otherReason: null,
          byUid: THIRD.uid,
          byEmail: THIRD.email,
          at: at(7, 0),
        },
      },
    ],
  }),
};
