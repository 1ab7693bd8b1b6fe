// A demo review question for the tele-ultrasound cart, labelled demo: written to show the page,
// not a question any review has asked.
import type { FeatureDemo } from '../../contract/demo.js';
import { questions, type QuestionFieldsInput } from './contract.js';

const question: { id: string; fields: QuestionFieldsInput } = {
  id: 'demo-question-ultrasound',
  fields: {
    title: 'Does tele-ultrasound in northern clinics reduce travel for an exam? (demo)',
    technologyId: 'demo-tech-ultrasound',
    population:
      'People in northern and remote Saskatchewan communities who need a diagnostic ultrasound exam.',
    intervention:
      'An exam in the community clinic with a portable cart, read by a radiologist at a distance.',
    comparators: 'Travel to a regional hospital for the exam.',
    outcomes: [
      // Named as the demo evidence profile that answers this question names them.
      {
        name: 'Travel to a regional hospital for the exam (demo)',
        importance: 'critical',
        minimalImportantDifference: null,
      },
      {
        name: 'Images adequate for a diagnosis (demo)',
        importance: 'important',
        minimalImportantDifference: null,
      },
      { name: 'Time to diagnosis', importance: 'important', minimalImportantDifference: null },
      { name: 'Patient satisfaction', importance: 'important', minimalImportantDifference: null },
    ],
    settings: ['rural', 'remote', 'northern'],
    communityIds: [],
    designs: [
      'randomised trials',
      'non-randomised comparative studies',
      'cohort studies',
      'systematic reviews',
    ],
  },
};

export const demo: FeatureDemo = {
  documents: () => ({
    questions: [
      {
        id: question.id,
        fields: questions.fields.parse(question.fields),
        extras: { technologyName: 'Tele-ultrasound cart (demo)' },
      },
    ],
  }),
};
