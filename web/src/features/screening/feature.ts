// Screening: the keyboard-first screening page, the disagreements page, and on a question's page
// its screening progress, PRISMA 2020 flow diagram and the included records with their library
// studies.
import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    questionScreening: { load: () => import('./ScreeningPage') },
    questionScreeningConflicts: { load: () => import('./ConflictsPage') },
  },
  panels: {
    questions: [
      { order: 20, load: () => import('./QuestionScreening') },
      { order: 25, load: () => import('./IncludedStudies') },
    ],
  },
} satisfies WebFeature;
