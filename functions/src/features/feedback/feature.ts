// The feedback feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { feedbackFor } from './contract.js';

/** The feedback feature, its notes' pages checked against the app's routes (`isAppPath`). */
export const feedbackFeatureFor = (isAppPath: (path: string) => boolean) =>
  defineFeature({
    name: 'feedback',
    pages,
    registries: [feedbackFor(isAppPath)],
  });

export * from './contract.js';
