// A demo search of the demo review question, labelled demo: written to show the search log, not a
// search anyone ran. It holds no records (an import adds them), so it counts in no PRISMA box.
import type { FeatureDemo } from '../../contract/demo.js';
import { searches, type SearchFieldsInput } from './contract.js';

const search: { id: string; fields: SearchFieldsInput } = {
  id: 'demo-search-medline',
  fields: {
    questionId: 'demo-question-ultrasound',
    source: 'MEDLINE',
    sourceDetail: 'Ovid (demo)',
    dateRun: '2026-10-01',
    searchString:
      '(telemedicine/ OR tele-ultrasound.tw. OR teleultrasound.tw. OR remote guided ultrasound.tw.) AND (rural health services/ OR rural.tw. OR remote.tw. OR northern.tw.) (demo)',
    limits: 'English; 2000 to present (demo)',
    recordsReported: 0,
  },
};

export const demo: FeatureDemo = {
  documents: () => ({
    searches: [
      {
        id: search.id,
        fields: searches.fields.parse(search.fields),
        extras: {
          questionTitle:
            'Does tele-ultrasound in northern clinics reduce travel for an exam? (demo)',
        },
      },
    ],
  }),
};
