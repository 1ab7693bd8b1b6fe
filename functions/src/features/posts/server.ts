// Posts on the server: the publication time is the one given, else kept, else now.
import { Timestamp } from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { postsFeature } from './feature.js';

export const postServer: RegistryServer = {
  derive({ now }, fields, before) {
    const publishedAt =
      typeof fields.publishedAt === 'string'
        ? Timestamp.fromDate(new Date(fields.publishedAt))
        : ((before?.get('publishedAt') as Timestamp | undefined) ?? now);
    return Promise.resolve({ data: { publishedAt } });
  },
};

export const postsServer = defineFeatureServer(postsFeature, {
  registries: { posts: postServer },
});

export default postsServer;
