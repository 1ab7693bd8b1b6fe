// The posts feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { posts } from './contract.js';

export const postsFeature = defineFeature({
  name: 'posts',
  pages,
  registries: [posts],
});

export * from './contract.js';
