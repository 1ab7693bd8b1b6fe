// The settings feature's contract part (see contract/feature.ts): the administrators' page of
// question sets. It has no operations of its own: each setting is declared by the feature whose
// rules read it (`defineSetting` in the kernel, contract/settings.ts), which brings its own
// get and save operations, as a registry brings its five.
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';

export const settingsFeature = defineFeature({
  name: 'settings',
  pages,
});
