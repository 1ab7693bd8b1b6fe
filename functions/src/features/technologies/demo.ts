// Demo technologies (labelled demo), with their vendors' names and the results of their submitted
// demo evaluations, as the write path keeps them.
import type { FeatureDemo } from '../../contract/demo.js';
import { demoVendors } from '../vendors/demo.js';
import { technologies as technologyRegistry } from './contract.js';

export const demoTechnologies = [
  {
    id: 'demo-tech-ultrasound',
    vendorId: 'demo-vendor-prairie',
    fields: {
      name: 'Tele-ultrasound cart (demo)',
      category: 'Tele-ultrasound',
      description:
        'A portable ultrasound cart whose scans a remote sonographer guides and reads in real time.',
      intendedUse:
        'Routine obstetric and abdominal scans in communities without an imaging department.',
      clinicalAreas: ['Obstetrics', 'Diagnostic imaging'],
      licenceClass: 'II',
      capitalCost: 85000,
      annualCost: 12000,
      lifecycleStage: 'pilot',
      communityIds: ['4718067', '4718070'],
    },
  },
  {
    id: 'demo-tech-rpm',
    vendorId: 'demo-vendor-aurora',
    fields: {
      name: 'Home blood-pressure monitoring kit (demo)',
      category: 'Remote patient monitoring',
      description:
        'Connected blood-pressure cuffs with a nurse dashboard for people with hypertension at home.',
      clinicalAreas: ['Cardiology', 'Primary care'],
      licenceClass: 'II',
      capitalCost: 300,
      annualCost: 180,
      lifecycleStage: 'evaluation',
    },
  },
  {
    id: 'demo-tech-video',
    vendorId: 'demo-vendor-aurora',
    fields: {
      name: 'Clinic video-visit room (demo)',
      category: 'Video visits',
      description: 'A room kit for specialist video visits from a community clinic.',
      clinicalAreas: ['Specialist consults'],
      licenceClass: 'not a device',
      lifecycleStage: 'adopted',
      communityIds: ['4718041'],
    },
  },
];

const DAY = 24 * 60 * 60 * 1000;

export const demo: FeatureDemo = {
  // A vendor's products are kept by the technologies' writes (`listOn`).
  onRecords: () => ({
    vendors: new Map(
      demoVendors.map((v) => [
        v.id,
        {
          products: demoTechnologies
            .filter((t) => t.vendorId === v.id)
            .map((t) => ({ id: t.id, name: t.fields.name })),
        },
      ]),
    ),
  }),
  documents: () => ({
    technologies: demoTechnologies.map((t) => ({
      id: t.id,
      fields: technologyRegistry.fields.parse({ ...t.fields, vendorId: t.vendorId }),
      extras: {
        vendorName: demoVendors.find((v) => v.id === t.vendorId)?.fields.name ?? null,
        // The kit in evaluation has waited a while (the waiting list counts the days).
        stageChangedAt: new Date(
          Date.now() - (t.fields.lifecycleStage === 'evaluation' ? 40 : 120) * DAY,
        ),
      },
    })),
  }),
};
