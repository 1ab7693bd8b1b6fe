// Demo studies (labelled demo in their notes): real, published studies on tele-ultrasound, their
// citations checked against the publishers' and PubMed's pages, figures only as the abstracts
// give them; and three invented studies, named so in their titles, with no DOI or PMID, which
// the demo evidence profile, its risk-of-bias assessments and its synthesis cite.
import type { FeatureDemo } from '../../contract/demo.js';
import { studies as studyRegistry, type StudyFieldsInput } from './contract.js';

const DEMO_NOTE = '(demo) Added as a demo record of the local platform; the citation is real.';
/** The demo evidence profile's studies: invented, so its invented figures belong to no publication. */
const INVENTED_NOTE =
  "(demo) An invented study for the local platform's demo; its results are invented and belong to no publication.";

export const demoStudies: Array<{ id: string; fields: StudyFieldsInput }> = [
  {
    id: 'demo-study-britton-2019',
    fields: {
      authors: ['Britton N', 'Miller MA', 'Safadi S', 'Siegel A', 'Levine AR', 'McCurdy MT'],
      year: 2019,
      title: 'Tele-Ultrasound in Resource-Limited Settings: A Systematic Review',
      journal: 'Front Public Health',
      volume: '7',
      pages: '244',
      doi: '10.3389/fpubh.2019.00244',
      pmid: '31552212',
      url: 'https://www.frontiersin.org/articles/10.3389/fpubh.2019.00244/full',
      design: 'systematic review',
      population: 'Twelve original studies of tele-ultrasound in resource-limited settings.',
      ruralRemote: false,
      country: null,
      outcomes: 'Feasibility, image quality and interpretation, effect on care.',
      technologyIds: ['demo-tech-ultrasound'],
      notes: DEMO_NOTE,
    },
  },
  {
    id: 'demo-study-obaid-2021',
    fields: {
      authors: ['Obaid M', 'Zhang Q', 'Adams SJ', 'Fotouhi R', 'Obaid H'],
      year: 2021,
      title: 'Development and assessment of a telesonography system for musculoskeletal imaging',
      journal: 'Eur Radiol Exp',
      doi: '10.1186/s41747-021-00227-z',
      url: 'https://eurradiolexp.springeropen.com/articles/10.1186/s41747-021-00227-z',
      design: 'case series',
      population: 'Ten forearm examinations, telerobotic and conventional.',
      ruralRemote: false,
      outcomes: 'Exam duration, image quality, participants’ and radiologists’ experience.',
      technologyIds: ['demo-tech-ultrasound'],
      notes: DEMO_NOTE,
    },
  },
  ...[
    {
      id: 'demo-study-trial-a',
      title:
        'Demo trial A (not a real study): remote-guided obstetric ultrasound versus travel to a regional hospital',
      year: 2021,
      design: 'RCT' as const,
    },
    {
      id: 'demo-study-trial-b',
      title:
        'Demo trial B (not a real study): tele-ultrasound clinics versus usual referral in remote communities',
      year: 2022,
      design: 'RCT' as const,
    },
    {
      id: 'demo-study-cohort-c',
      title: 'Demo cohort C (not a real study): robotic tele-echography in northern health centres',
      year: 2020,
      design: 'cohort' as const,
    },
  ].map(({ id, title, year, design }) => ({
    id,
    fields: {
      authors: [],
      year,
      title,
      design,
      ruralRemote: true,
      country: 'Canada',
      technologyIds: ['demo-tech-ultrasound'],
      notes: INVENTED_NOTE,
    },
  })),
];

export const demo: FeatureDemo = {
  documents: () => ({
    studies: demoStudies.map((s) => ({
      id: s.id,
      fields: studyRegistry.fields.parse(s.fields),
      extras: {},
    })),
  }),
};
