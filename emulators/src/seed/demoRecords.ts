// A few demo records for the registries Statistics Canada does not cover, so the local app is
// not empty. Labelled as demo data; validated by the contract like any record.
import {
  clinicalNeeds,
  feedback,
  paths,
  posts as postRegistry,
  technologies as technologyRegistry,
  vendors as vendorRegistry,
} from '../../../functions/src/contract/index.js';
import type { SeedDoc } from './mapping.js';

const vendors = [
  {
    id: 'demo-vendor-prairie',
    fields: {
      name: 'Prairie Telehealth Supply (demo)',
      website: 'https://example.org/prairie',
      country: 'Canada',
      notes: 'Demo vendor for the local platform.',
    },
  },
  {
    id: 'demo-vendor-aurora',
    fields: {
      name: 'Aurora Remote Care (demo)',
      website: 'https://example.org/aurora',
      country: 'Canada',
    },
  },
];

const technologies = [
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

const needs = [
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

const posts = [
  {
    id: 'demo-post-welcome',
    fields: {
      title: 'Welcome to HTA Hub (demo)',
      body:
        'This is the **local demo**. Communities and facilities come from Statistics Canada; vendors, technologies, needs and this post are demo records.\n\n' +
        `- Browse [communities](${paths.communities}) and [facilities](${paths.facilities})\n` +
        `- See the [technology repository](${paths.technologies})\n- Ask **Echo** in [chat](${paths.chat})`,
      pinned: true,
    },
  },
];

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

/** The demo records by registry; `staff` (the demo staff account) states the demo needs and
 * sends the demo feedback. */
export function demoDocuments(staff: { uid: string; email: string }): Record<string, SeedDoc[]> {
  const vendorDocs = vendors.map((v): SeedDoc => {
    const products = technologies
      .filter((t) => t.vendorId === v.id)
      .map((t) => ({ id: t.id, name: t.fields.name }));
    return { id: v.id, fields: vendorRegistry.fields.parse(v.fields), extras: { products } };
  });
  const vendorName = new Map(vendorDocs.map((v) => [v.id, v.fields.name as string]));
  return {
    vendors: vendorDocs,
    technologies: technologies.map((t) => ({
      id: t.id,
      fields: technologyRegistry.fields.parse({ ...t.fields, vendorId: t.vendorId }),
      extras: { vendorName: vendorName.get(t.vendorId) ?? null },
    })),
    clinicalNeeds: needs.map((n) => {
      const fields = clinicalNeeds.fields.parse(n.fields);
      const rank = { low: 1, moderate: 2, high: 3, critical: 4 }[fields.severity];
      return { id: n.id, fields, extras: { severityRank: rank }, author: staff };
    }),
    posts: posts.map((p) => ({
      id: p.id,
      fields: postRegistry.fields.parse(p.fields),
      extras: { publishedAt: new Date() },
    })),
    feedback: feedbackNotes.map((f) => ({
      id: f.id,
      fields: feedback.fields.parse(f.fields),
      extras: {},
      author: staff,
    })),
  };
}
