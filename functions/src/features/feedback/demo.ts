// A demo feedback note (labelled demo), from the demo staff account.
import type { DemoContext, FeatureDemo } from '../../contract/demo.js';
import { paths as technologiesPaths } from '../technologies/routes.js';
import { feedbackFor } from './contract.js';

// The demo's pages are the app's own (the catalogue): the route check guards what people send.
const feedback = feedbackFor(() => true);

const paths = technologiesPaths;

/** A demo feedback note, from the demo staff account. */
const feedbackNotes = [
  {
    id: 'demo-feedback-catalogue',
    fields: {
      page: paths.catalogue,
      rating: 4,
      message: 'The catalogue cards are handy; could they show the annual cost too? (demo)',
    },
  },
];

export const demo: FeatureDemo = {
  documents: ({ staff }: DemoContext) => ({
    feedback: feedbackNotes.map((f) => ({
      id: f.id,
      fields: feedback.fields.parse(f.fields),
      extras: {},
      author: staff,
    })),
  }),
};
