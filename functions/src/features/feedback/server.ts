// Feedback on the server: its registry works from its declaration alone (access, admin fields,
// indexes), so this part is empty.
import { defineFeatureServer } from '../../api/feature.js';
import { feedbackFeatureFor } from './feature.js';

// The route check plays no part in the server part's type: any will do to declare it.
export const feedbackServer = defineFeatureServer(
  feedbackFeatureFor(() => true),
  {},
);

export default feedbackServer;
