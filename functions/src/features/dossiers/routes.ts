// Assessment dossiers' pages: their routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  dossiers: '/dossiers',
  dossier: (dossierId: string) => `/dossiers/${id(dossierId)}`,
  dossierAdd: '/dossiers/new',
  dossierEdit: (dossierId: string) => `/dossiers/${id(dossierId)}/edit`,
} as const;

export default definePages({
  routes: [
    route(2, '/dossiers', 'login', 'Assessment dossiers', 'dossiers', true),
    route(2, '/dossiers/new', 'login', 'New assessment dossier', 'dossierForm', true),
    route(2, '/dossiers/:id', 'login', 'Assessment dossier', 'dossier', true),
    route(2, '/dossiers/:id/edit', 'login', 'Edit assessment dossier', 'dossierForm', true),
  ],
  paths,
});
