// The review questions' pages: their routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  questions: '/questions',
  question: (questionId: string) => `/question/${id(questionId)}`,
  questionAdd: '/questions/new',
  questionEdit: (questionId: string) => `/question/${id(questionId)}/edit`,
} as const;

export default definePages({
  routes: [
    route(2, '/questions', 'login', 'Review questions', 'questions', true),
    route(2, '/questions/new', 'login', 'New review question', 'questionForm', true),
    route(2, '/question/:id', 'login', 'Review question', 'question', true),
    route(2, '/question/:id/edit', 'login', 'Edit review question', 'questionForm', true),
  ],
  paths,
});
