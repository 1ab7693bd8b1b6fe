// The posts feature's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  whatsNew: '/whats-new',
  post: (postId: string) => `/post/${id(postId)}`,
  postCreate: '/post/create',
  postEdit: (postId: string) => `/post/${id(postId)}/edit`,
} as const;

export default definePages({
  routes: [
    route(2, 'whats-new', 'login', "What's new", 'whatsNew'),
    route(2, 'post/:id', 'login', 'Post', 'post'),
    route(2, 'post/create', 'admin', 'New post', 'postForm'),
    route(2, 'post/:id/edit', 'admin', 'Edit post', 'postForm'),
    route(3, 'whats-new', 'login', "What's new", 'whatsNew'),
  ],
  paths,
});
