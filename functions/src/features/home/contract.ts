import { z } from 'zod';

import { defineOperation } from '../../contract/operation.js';

/** A record a registry shows on the home page (its declaration's `homePinned`). */
export const homePinnedRecord = z.object({
  registry: z.string(),
  id: z.string(),
  title: z.string(),
  /** The start of its text (Markdown where the registry's text is). */
  excerpt: z.string(),
  /** Its page. */
  path: z.string(),
});
export type HomePinnedRecord = z.output<typeof homePinnedRecord>;

export const homeOperations = {
  'home.summary': defineOperation({
    access: 'signedIn',
    summary: 'The home page in one call: counts, recent changes, pinned records.',
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
      /** Records the registries pin to home (`homePinned` in their declarations): pinned news. */
      pinned: z.array(homePinnedRecord),
    }),
  }),
};
