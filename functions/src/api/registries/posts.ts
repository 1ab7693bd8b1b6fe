import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';

import type { Post, postFields } from '../../contract/index.js';
import type { Handlers } from '../handlers.js';
import { db, listPage, notFound, recordOf, Timestamp, type ListConfig } from './kit.js';
import { createRecord, deleteRecord, updateRecord, type RegistrySpec } from './records.js';

type Fields = z.output<typeof postFields>;

export const POSTS = 'posts';

export const postList: ListConfig = {
  collection: POSTS,
  sortFields: { publishedAt: 'publishedAt', title: 'nameLower' },
  filterFields: { pinned: { field: 'pinned', op: '==' } },
  // The feed shows pinned posts first.
  leadingOrder: [{ field: 'pinned', direction: 'desc' }],
  select: [
    'title',
    'body',
    'pinned',
    'publishedAt',
    'attachments',
    'createdAt',
    'createdBy',
    'updatedAt',
    'updatedBy',
    'version',
  ],
};

const asPost = (snap: DocumentSnapshot) => recordOf<Post>(snap);

export const postSpec: RegistrySpec<Fields> = {
  collection: POSTS,
  label: 'post',
  nameField: 'title',
  references: [],
  derive({ now }, fields, before) {
    const publishedAt = fields.publishedAt
      ? Timestamp.fromDate(new Date(fields.publishedAt))
      : (before?.get('publishedAt') ?? now);
    return Promise.resolve({ data: before ? { publishedAt } : { publishedAt, attachments: [] } });
  },
};

export const postHandlers: Pick<
  Handlers,
  'posts.list' | 'posts.get' | 'posts.create' | 'posts.update' | 'posts.delete'
> = {
  'posts.list': (input) => listPage(postList, input, asPost),

  'posts.get': async ({ id }) => {
    const snap = await db.collection(POSTS).doc(id).get();
    if (!snap.exists) throw notFound('post', id);
    return { post: asPost(snap) };
  },

  'posts.create': async ({ fields }, { caller }) => ({
    post: (await createRecord(postSpec, fields, caller)) as Post,
  }),

  'posts.update': async ({ id, version, fields }, { caller }) => ({
    post: (await updateRecord(postSpec, id, version, fields, caller)) as Post,
  }),

  'posts.delete': async ({ id, version }, { caller }) => {
    await deleteRecord(postSpec, id, version, caller);
    return { deleted: true };
  },
};
