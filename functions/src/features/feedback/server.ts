// Feedback on the server: its registry works from its declaration alone (access, admin fields,
// indexes), so this part is empty.
import { defineFeatureServer } from '../../api/feature.js';
import { feedbackFeature } from './feature.js';

export const feedbackServer = defineFeatureServer(feedbackFeature, {});

export default feedbackServer;
