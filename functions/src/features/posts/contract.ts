import { z } from 'zod';

import { attachment, requiredLine, requiredText, stamps } from '../../contract/common.js';
import { paths } from './routes.js';
import { defineRegistry } from '../../contract/registry.js';

export const postFields = z
  .object({
    title: requiredLine(200, 'Title'),
    /** Markdown; rendered without raw HTML. */
    body: requiredText(20000, 'The text'),
    pinned: z.boolean().default(false),
    publishedAt: z.iso.datetime({ offset: true, error: 'Enter a date and time.' }).optional(),
  })
  .strict();
export type PostFieldsInput = z.input<typeof postFields>;

export const post = z.object({
  ...postFields.shape,
  publishedAt: z.string(),
  attachments: z.array(attachment),
  ...stamps.shape,
});
export type Post = z.output<typeof post>;

export const posts = defineRegistry({
  name: 'posts',
  label: 'post',
  recordKey: 'post',
  nameField: 'title',
  fields: postFields,
  record: post,
  summary: post,
  list: {
    small: true,
    sorts: { publishedAt: 'publishedAt', title: 'nameLower' },
    defaultSort: 'publishedAt',
    defaultDirection: 'desc',
    oneWay: { publishedAt: 'desc' },
    filters: { pinned: { schema: z.boolean() } },
    // The feed shows pinned posts first.
    leadingOrder: [{ field: 'pinned', direction: 'desc' }],
  },
  access: { list: 'signedIn', get: 'signedIn', create: 'admin', update: 'admin', delete: 'admin' },
  initial: { attachments: [] },
  attachments: true,
  page: paths.post,
  home: { title: 'News posts', path: paths.whatsNew },
  homePinned: { flag: 'pinned', newest: 'publishedAt', text: 'body' },
});
