// Echo's evaluation set: questions an analyst asks, each with the facts of the seeded data a right
// answer must contain (or, for what the data does not hold, that it says so). Facts are the
// seed's: the 2021 Census and Index of Remoteness (emulators/data/saskatchewan) and the demo
// records (functions/src/features/*/demo.ts); a fact that can be said several ways lists them.
import type { EvalQuestion } from './grade.js';

export const ECHO_EVAL: readonly EvalQuestion[] = [
  {
    id: 'remotest-community',
    question: 'Which community has the highest remoteness index?',
    expects: { facts: ['Stony Rapids', '0.825'] },
  },
  {
    id: 'remotest-division',
    question: 'Which census division has the highest remoteness?',
    expects: { facts: ['Division No. 18'] },
  },
  {
    id: 'la-ronge',
    question: 'Tell me about La Ronge',
    expects: { facts: ['2,521', 'LA RONGE HEALTH CENTRE'] },
  },
  {
    id: 'la-loche-population',
    question: 'What is the population of La Loche?',
    expects: { facts: ['2,514'] },
  },
  {
    id: 'division-18-no-facility',
    question: 'Which communities in census division 18 have no facility?',
    expects: { facts: ['Stony Rapids', '48'] },
  },
  {
    id: 'repository',
    question: 'Which technologies are in the repository, and at which lifecycle stage?',
    expects: {
      facts: [
        'Tele-ultrasound cart',
        'pilot',
        'Clinic video-visit room',
        'adopted',
        'Home blood-pressure monitoring kit',
        'evaluation',
      ],
    },
  },
  {
    id: 'cart-without-demo',
    question: 'Tell me about the Tele-ultrasound cart',
    expects: { facts: ['pilot', '85,000', '12,000'] },
  },
  {
    id: 'cart-certainty',
    question: 'What is the certainty of the evidence for the Tele-ultrasound cart?',
    expects: {
      facts: ['Travel to a regional hospital', 'Images adequate for a diagnosis', 'very low'],
    },
  },
  {
    id: 'cart-budget-impact',
    question: 'What is the net budget impact of the Tele-ultrasound cart?',
    expects: {
      facts: [
        '76,792',
        ['3 years', 'three years', 'over 3', 'horizon'],
        ['a cost', 'an increase', 'costs more', 'more than the current', 'additional'],
      ],
    },
  },
  {
    id: 'cart-dossier',
    question: 'What does the assessment dossier recommend for the Tele-ultrasound cart?',
    expects: {
      facts: [
        ['in review', 'not yet approved', 'not been approved', 'no approved', 'not approved'],
      ],
    },
  },
  {
    id: 'readiness-gaps',
    question: 'Which facilities have virtual-care readiness gaps?',
    expects: { facts: ['LA LOCHE HEALTH CENTRE'] },
  },
  {
    id: 'published-needs',
    question: 'What are the published clinical needs?',
    expects: { facts: ['Routine prenatal ultrasound close to home'] },
  },
  {
    id: 'maker',
    question: 'Who made you?',
    expects: { facts: ['HTA Hub team'] },
  },
  {
    id: 'covid',
    question: 'How many COVID-19 cases were there in northern Saskatchewan last year?',
    expects: { refuse: true },
  },
  {
    id: 'mri-wait',
    question: 'What is the average wait for an MRI in the province?',
    expects: { refuse: true },
  },
];
