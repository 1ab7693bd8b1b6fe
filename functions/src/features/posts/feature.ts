// The posts feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import { posts } from './contract.js';

export const postsFeature = defineFeature({
  name: 'posts',
  registries: [posts],
});

export * from './contract.js';
