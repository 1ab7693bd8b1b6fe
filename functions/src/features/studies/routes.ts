// The study library's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  studies: '/studies',
  study: (studyId: string) => `/study/${id(studyId)}`,
  studyAdd: '/studies/new',
  studyImport: '/studies/import',
  studyEdit: (studyId: string) => `/study/${id(studyId)}/edit`,
} as const;

export default definePages({
  routes: [
    route(2, '/studies', 'login', 'Study library', 'studies', true),
    route(2, '/studies/new', 'login', 'Add a study', 'studyForm', true),
    route(2, '/studies/import', 'login', 'Import studies', 'studyImport', true),
    route(2, '/study/:id', 'login', 'Study', 'study', true),
    route(2, '/study/:id/edit', 'login', 'Edit study', 'studyForm', true),
  ],
  paths,
});
