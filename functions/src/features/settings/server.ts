// The settings feature's server part: nothing beyond its page (api/feature.ts).
import { defineFeatureServer } from '../../api/feature.js';
import { settingsFeature } from './feature.js';

export default defineFeatureServer(settingsFeature, {});
