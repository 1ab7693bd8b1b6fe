// The words of the shipped MAST question sets, written by the hub. Each domain follows MAST
// (Kidholm et al., Int J Technol Assess Health Care 2012;28(1):44–51) and takes the EUnetHTA HTA
// Core Model 3.0 domain named below as inspiration only: no licensed text is copied.
import type { DomainKey } from './mast.js';
import type { MastQuestionInput } from './questions.js';

/** Where each domain's default questions come from, shown with the questions. */
export const DOMAIN_SOURCES: Record<DomainKey, string> = {
  healthProblem:
    'MAST domain 1 (Kidholm et al. 2012); EUnetHTA Core Model 3.0 “Health problem and current use” and “Description and technical characteristics” as inspiration. Questions written by HTA Hub.',
  safety:
    'MAST domain 2 (Kidholm et al. 2012); EUnetHTA Core Model 3.0 “Safety” as inspiration. Questions written by HTA Hub.',
  clinicalEffectiveness:
    'MAST domain 3 (Kidholm et al. 2012); EUnetHTA Core Model 3.0 “Clinical effectiveness” as inspiration. Questions written by HTA Hub.',
  patientPerspectives:
    'MAST domain 4 (Kidholm et al. 2012); EUnetHTA Core Model 3.0 “Patients and social aspects” as inspiration. Questions written by HTA Hub.',
  economic:
    'MAST domain 5 (Kidholm et al. 2012); EUnetHTA Core Model 3.0 “Costs and economic evaluation” as inspiration. Questions written by HTA Hub.',
  organisational:
    'MAST domain 6 (Kidholm et al. 2012); EUnetHTA Core Model 3.0 “Organisational aspects” as inspiration. Questions written by HTA Hub.',
  socioCulturalEthicalLegal:
    'MAST domain 7 (Kidholm et al. 2012); EUnetHTA Core Model 3.0 “Ethical”, “Patients and social” and “Legal aspects” as inspiration. Questions written by HTA Hub.',
};

type Q = MastQuestionInput;
const rating = (id: string, text: string, help: string | null = null): Q => ({ id, text, help });
const yesNo = (id: string, text: string, help: string | null = null): Q => ({
  id,
  text,
  help,
  type: 'yesNo',
});
const number = (
  id: string,
  text: string,
  unit: string,
  bounds: { min?: number; max?: number } = { min: 0 },
): Q => ({ id, text, help: null, type: 'number', unit, ...bounds });
const choice = (id: string, text: string, choices: string[]): Q => ({
  id,
  text,
  help: null,
  type: 'choice',
  choices,
});
const text = (id: string, words: string, help: string | null = null): Q => ({
  id,
  text: words,
  help,
  type: 'text',
});
const onlyIf = (q: Q, questionId: string, equals: string): Q => ({
  ...q,
  dependsOn: { questionId, equals },
});

export const DEFAULT_QUESTIONS: Record<DomainKey, Q[]> = {
  healthProblem: [
    rating(
      'target-group',
      'The health problem and the people it is for (who, how many, who is included) are clearly described.',
    ),
    number(
      'people-per-year',
      'About how many people a year would use it in the area served?',
      'people per year',
    ),
    rating(
      'solution',
      'The technology and how it is used (by whom, where, how often) are clearly described.',
    ),
    choice('current-care', 'How is this problem handled in the community today?', [
      'Travel to a regional centre',
      'Visiting specialist',
      'Local care only',
      'Not handled',
    ]),
    rating('fit', 'It fits how care for this problem is organised in the community today.'),
    yesNo(
      'licensed',
      'Does it hold a Health Canada medical device licence where one is needed?',
      'Software that diagnoses or monitors may be a medical device (class I–IV).',
    ),
  ],
  safety: [
    rating(
      'clinical',
      'Risks to patients and staff (harm, missed or late findings) are acceptable.',
    ),
    yesNo('incidents', 'Have adverse events or near misses been reported for it?'),
    onlyIf(
      text('incident-detail', 'What was reported, and how was it handled?'),
      'incidents',
      'yes',
    ),
    rating('technical', 'It works reliably over the connections rural and northern sites have.'),
    yesNo(
      'service-agreement',
      'Is there a service agreement with the vendor (support hours, repair times)?',
    ),
    rating(
      'data-security',
      'Data security (encryption, access control, audit) meets the health authority’s requirements.',
    ),
  ],
  clinicalEffectiveness: [
    rating('outcomes', 'Evidence shows an effect on health (illness, deaths, quality of life).'),
    rating(
      'services',
      'Evidence shows an effect on the use of services (visits, transfers, admissions).',
    ),
    rating('behaviour', 'Evidence shows an effect on behaviour or self-management.'),
    choice('evidence-setting', 'Where does the best evidence come from?', [
      'Rural or remote Canada',
      'Other rural or remote settings',
      'Urban settings only',
      'No studies found',
    ]),
    yesNo('same-comparator', 'Did the studies compare it with the care people here get today?'),
    text('key-outcome', 'Which outcome matters most for this decision, and why?'),
  ],
  patientPerspectives: [
    rating('satisfaction', 'Patients who used it were satisfied and would use it again.'),
    rating(
      'usability',
      'The people it is for can use it (language, reading, disability, devices at home).',
    ),
    rating('access', 'It brings care closer: less travel, shorter waits.'),
    number(
      'travel-avoided',
      'How far is the return trip a patient avoids per visit, typically?',
      'km',
    ),
    yesNo(
      'languages',
      'Is it offered in the languages people in the community speak, or with interpretation?',
    ),
    yesNo('patients-asked', 'Were patients or community members asked what they think of it?'),
  ],
  economic: [
    number('setup-cost', 'Set-up cost per site (equipment, installation, first training)', 'CAD'),
    number(
      'annual-cost',
      'Running cost per site per year (licences, connectivity, support)',
      'CAD',
    ),
    rating('costs', 'Costs before and after are known well enough to decide on.'),
    rating('resources', 'Resource use across sectors (patient travel, transfers) is known.'),
    choice('funding', 'Who would pay for it?', [
      'Health authority budget',
      'Federal or First Nations program',
      'Grant or pilot funding',
      'Vendor',
      'Not yet known',
    ]),
    rating('budget', 'The budget impact is affordable for the hub and its partners.'),
  ],
  organisational: [
    rating(
      'workflow',
      'The workflows and staff roles it needs, including task shifting, are feasible.',
    ),
    rating('training', 'Staff training and support needs can be met.'),
    number('staff-time', 'Staff time per patient encounter', 'minutes'),
    yesNo('local-lead', 'Is there a local lead at each site who will own it?'),
    rating('management', 'Management supports putting it in place.'),
    choice('site-readiness', 'When could the first sites start?', [
      'Ready now',
      'Within 6 months',
      'In more than 6 months',
      'Not known',
    ]),
  ],
  socioCulturalEthicalLegal: [
    rating(
      'relationship',
      'The patient–provider relationship and cultural safety are respected, including in First Nations and Métis communities.',
    ),
    rating('equity', 'It does not widen gaps in access between communities.'),
    rating(
      'privacy',
      'Privacy law and licensing (The Health Information Protection Act, professional colleges) are satisfied.',
    ),
    yesNo('stores-data', 'Does the service store patient data?'),
    onlyIf(
      choice('data-residency', 'Where is the patient data stored?', [
        'In Saskatchewan',
        'Elsewhere in Canada',
        'Outside Canada',
        'Not known',
      ]),
      'stores-data',
      'yes',
    ),
    yesNo(
      'community-say',
      'Did the communities served have a say in the decision, including over their data?',
    ),
  ],
};

/** What each category's set adds to the default (a question with a default's id replaces it). */
export const CATEGORY_QUESTIONS: Record<
  'remoteMonitoring' | 'videoVisits' | 'teleUltrasound',
  Partial<Record<DomainKey, Q[]>>
> = {
  remoteMonitoring: {
    safety: [
      yesNo(
        'alert-thresholds',
        'Are the alert thresholds for readings agreed with the clinical team?',
      ),
      number('alert-response', 'Time from an alert to a clinician’s response, at most', 'hours'),
    ],
    patientPerspectives: [
      choice('home-connection', 'How do readings reach the team from home?', [
        'Cellular',
        'Home internet',
        'Satellite',
        'Not known',
      ]),
    ],
    economic: [number('device-cost', 'Cost of the devices per patient monitored', 'CAD')],
    organisational: [
      choice('who-watches', 'Who watches the readings?', [
        'Home care nurse',
        'Primary care clinic',
        'Central monitoring team',
        'Vendor’s service',
        'Not decided',
      ]),
      yesNo('after-hours', 'Are readings watched outside office hours?'),
      yesNo(
        'device-return',
        'Is there a way to get devices back, cleaned and reissued when monitoring ends?',
      ),
    ],
  },
  videoVisits: {
    safety: [number('bandwidth', 'Bandwidth a visit needs (upload and download)', 'Mbit/s')],
    patientPerspectives: [
      yesNo('interpreter', 'Can an interpreter join the visit?'),
      yesNo(
        'private-space',
        'Do patients have a private place to take the visit (at home or at a clinic)?',
      ),
    ],
    organisational: [
      choice('presenter', 'Who is with the patient at their end of the visit?', [
        'Nobody',
        'Nurse',
        'Community health representative',
        'Family member',
      ]),
    ],
  },
  teleUltrasound: {
    safety: [
      rating(
        'image-quality',
        'Images arrive over the link with enough quality to decide on.',
        'Judge frame rate, resolution and lag as the reading clinician sees them.',
      ),
      number('upload-speed', 'Upload speed measured at the site', 'Mbit/s'),
    ],
    clinicalEffectiveness: [
      rating(
        'scan-answers',
        'Guided scans answer the clinical question about as often as on-site scans do.',
      ),
    ],
    organisational: [
      choice('probe-holder', 'Who holds the probe at the patient’s side?', [
        'Sonographer',
        'Nurse or physician guided remotely',
        'Novice guided remotely',
      ]),
      onlyIf(
        number(
          'novice-training',
          'Hours of training before a novice scans under guidance',
          'hours',
        ),
        'probe-holder',
        'Novice guided remotely',
      ),
    ],
  },
};
