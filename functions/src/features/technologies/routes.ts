// The technologies feature's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  technologies: '/tech',
  technologiesAlt: '/technology',
  catalogue: '/pool',
  catalogueChat: '/pool2',
  technology: (technologyId: string) => `/technology/${id(technologyId)}`,
  technologyAdd: '/addtechnology',
  technologyEdit: (technologyId: string) => `/technology/${id(technologyId)}/edit`,
} as const;

export default definePages({
  routes: [
    route(2, 'pool', 'login', 'Technology catalogue', 'catalogue'),
    route(2, '/technology/:id/edit', 'login', 'Edit technology', 'technologyForm'),
    route(2, '/addtechnology', 'login', 'Add a technology', 'technologyForm'),
    route(3, 'pool2', 'login', 'Technology catalogue', 'catalogue'),
    route(3, 'tech', 'login', 'Technology repository', 'technologies'),
    route(3, 'technology', 'login', 'Technology repository', 'technologies'),
    route(3, '/technology/:id', 'login', 'Technology', 'technology'),
  ],
  paths,
});
