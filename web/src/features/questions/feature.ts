// Review questions (PICO): their list, a question's page and its form.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    questions: { load: () => import('./QuestionsPage') },
    question: { load: () => import('./QuestionPage') },
    questionForm: { load: () => import('./QuestionFormPage') },
  },
  nav: [{ group: 'Technologies', path: paths.questions, order: 52 }],
} satisfies WebFeature;
