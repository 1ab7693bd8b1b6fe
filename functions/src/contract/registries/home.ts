import { z } from 'zod';

import { defineOperation } from '../operation.js';
import { post } from './posts.js';

export const homeOperations = {
  'home.summary': defineOperation({
    access: 'signedIn',
    summary: 'The home page in one call: counts, recent changes, pinned posts.',
    input: z.object({}).strict(),
    output: z.object({
      counts: z.object({
        communities: z.number().int(),
        facilities: z.number().int(),
        technologies: z.number().int(),
        vendors: z.number().int(),
        clinicalNeeds: z.number().int(),
        posts: z.number().int(),
      }),
      recent: z.array(
        z.object({
          collection: z.string(),
          recordId: z.string(),
          name: z.string(),
          action: z.enum(['create', 'update', 'delete']),
          by: z.string(),
          at: z.string(),
        }),
      ),
      pinned: z.array(post),
    }),
  }),
};
