import { z } from 'zod';

import {
  attachment,
  deleteInput,
  deleteOutput,
  getInput,
  listInput,
  listOutput,
  requiredText,
  stamps,
  updateInput,
} from '../common.js';
import { defineOperation } from '../operation.js';

export const postFields = z
  .object({
    title: requiredText(200, 'Title'),
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

export const postListInput = listInput(['publishedAt', 'title'], 'publishedAt', {
  pinned: z.boolean().optional(),
});

export const postOperations = {
  'posts.list': defineOperation({
    access: 'signedIn',
    summary: "What's new: pinned posts first, then newest first.",
    input: postListInput,
    output: listOutput(post),
  }),
  'posts.get': defineOperation({
    access: 'signedIn',
    summary: 'One post.',
    input: getInput,
    output: z.object({ post }),
  }),
  'posts.create': defineOperation({
    access: 'admin',
    summary: 'Publishes a post.',
    input: z.object({ fields: postFields }).strict(),
    output: z.object({ post }),
  }),
  'posts.update': defineOperation({
    access: 'admin',
    summary: 'Saves a post; refused if someone else saved since `version`.',
    input: updateInput(postFields),
    output: z.object({ post }),
  }),
  'posts.delete': defineOperation({
    access: 'admin',
    summary: 'Deletes a post.',
    input: deleteInput,
    output: deleteOutput,
  }),
};
