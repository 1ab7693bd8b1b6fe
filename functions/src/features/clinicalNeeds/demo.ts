// Demo clinical needs (labelled demo), stated by the demo staff account.
import type { DemoContext, FeatureDemo } from '../../contract/demo.js';
import { clinicalNeeds } from './contract.js';

export const demoNeeds = [
  {
    id: 'demo-need-ultrasound',
    fields: {
      title: 'Routine prenatal ultrasound close to home (demo)',
      problem:
        'Expectant parents in far-northern communities travel hundreds of kilometres for routine scans.',
      population: 'Expectant parents in northern Saskatchewan communities without imaging',
      outcome: 'Routine prenatal scans done in the home community, read by a qualified sonographer',
      clinicalArea: 'Obstetrics',
      communityIds: ['4718041'],
      severity: 'high',
      status: 'published',
      linkedTechnologyIds: ['demo-tech-ultrasound'],
    },
  },
  {
    id: 'demo-need-bp',
    fields: {
      title: 'Blood-pressure follow-up between visits (demo)',
      problem:
        'People with hypertension are seen rarely; readings between visits are not known to the care team.',
      population: 'Adults with hypertension in rural municipalities',
      outcome: 'The care team sees home readings and adjusts care between visits',
      clinicalArea: 'Primary care',
      severity: 'moderate',
      status: 'draft',
      linkedTechnologyIds: ['demo-tech-rpm'],
    },
  },
];

export const demo: FeatureDemo = {
  documents: ({ staff }: DemoContext) => ({
    clinicalNeeds: demoNeeds.map((n) => ({
      id: n.id,
      fields: clinicalNeeds.fields.parse(n.fields),
      extras: {},
      author: staff,
    })),
  }),
};
