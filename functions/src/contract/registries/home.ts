import { z } from 'zod';

import { defineOperation } from '../operation.js';
import { post } from '../../features/posts/contract.js';

export const homeOperations = {
  'home.summary': defineOperation({
    access: 'signedIn',
    summary: 'The home page in one call: counts, recent changes, pinned posts.',
    input: z.object({}).strict(),
    output: z.object({
      /** Records per registry that the home page counts (`home` in its declaration). */
      counts: z.record(z.string(), z.number().int()),
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
