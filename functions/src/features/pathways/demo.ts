// A demo care pathway (labelled demo).
import type { DemoContext, FeatureDemo } from '../../contract/demo.js';
import { pathways as pathwayRegistry } from './contract.js';

const pathways = [
  {
    id: 'demo-pathway-prenatal',
    fields: pathwayRegistry.fields.parse({
      name: 'Prenatal imaging in the north (demo)',
      clinicalArea: 'Obstetrics',
      description: 'From a routine visit to a scan read remotely, without leaving the region.',
      steps: [
        { setting: 'community clinic', description: 'Routine prenatal visit; scan booked.' },
        {
          setting: 'health centre',
          description: 'Scan by a trained local operator, guided live by a sonographer.',
          technologyIds: ['demo-tech-ultrasound'],
        },
        {
          setting: 'tertiary centre',
          description: 'Radiologist reads the images and reports to the clinic.',
          technologyIds: ['demo-tech-video'],
        },
        {
          setting: 'home',
          description: 'Results discussed by video visit.',
          technologyIds: ['demo-tech-video'],
        },
      ],
      needIds: ['demo-need-ultrasound'],
    }),
  },
];

export const demo: FeatureDemo = {
  documents: ({ staff }: DemoContext) => ({
    pathways: pathways.map((p) => ({ id: p.id, fields: p.fields, extras: {}, author: staff })),
  }),
};
