// Posts on the server: the publication time is the one given, else kept, else now.
import { z } from 'zod';

import { Timestamp } from '../../api/registries/kit.js';
import { readStored } from '../../api/registries/read.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { postsFeature } from './feature.js';

/** The publication time as stored (a Timestamp, kept as it is). */
const storedPublication = z.object({ publishedAt: z.instanceof(Timestamp).optional() });

export const postServer: RegistryServer = {
  derive({ now }, fields, before) {
    const publishedAt =
      typeof fields.publishedAt === 'string'
        ? Timestamp.fromDate(new Date(fields.publishedAt))
        : ((before && readStored(storedPublication, before).publishedAt) ?? now);
    return Promise.resolve({ data: { publishedAt } });
  },
};

export const postsServer = defineFeatureServer(postsFeature, {
  registries: { posts: postServer },
});

export default postsServer;
