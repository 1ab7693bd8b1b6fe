// The search log's pages: their routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  searches: '/searches',
  search: (searchId: string) => `/search/${id(searchId)}`,
  /** A new search of a question: the form takes the question from `?questionId=`. */
  searchAdd: '/searches/new',
  searchEdit: (searchId: string) => `/search/${id(searchId)}/edit`,
} as const;

export default definePages({
  routes: [
    route(2, '/searches', 'login', 'Search log', 'searches', true),
    route(2, '/searches/new', 'login', 'Log a search', 'searchForm', true),
    route(2, '/search/:id', 'login', 'Search', 'search', true),
    route(2, '/search/:id/edit', 'login', 'Edit search', 'searchForm', true),
  ],
  paths,
});
