// A demo search of the demo review question, labelled demo: written to show the search log, not a
// search anyone ran, and its 24 records, invented ("Demo record 7 (not a real study): …", no
// authors, no DOI), as one RIS import would have stored them. Two are duplicates of earlier ones;
// three carry the titles of the invented demo studies (studies/demo.ts), which the demo screening
// (screening/demo.ts) includes.
import type { FeatureDemo, StoredDemoDoc } from '../../contract/demo.js';
import { searches, type SearchFieldsInput, type SearchRecord } from './contract.js';
import { SEARCH_IMPORTS, SEARCH_RECORDS } from './store.js';

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
    recordsReported: 24,
  },
};

const QUESTION = 'demo-question-ultrasound';
const IMPORT = 'demo-import-medline';
const JOURNAL = 'Demo Journal of Northern Care (invented)';

/** The demo records' ids: `demo-record-01` … `demo-record-24`, in import order. */
const demoRecordId = (n: number) => `demo-record-${String(n).padStart(2, '0')}`;

const record = (n: string) => `Demo record ${n} (not a real study): `;

/** Titles and years in import order; the invented demo studies' own titles where included. */
const RECORDS: Array<[title: string, year: number]> = [
  [`${record('1')}satellite links for telehealth in northern clinics`, 2016],
  [`${record('2')}tele-dermatology referrals from remote communities`, 2018],
  [
    'Demo trial A (not a real study): remote-guided obstetric ultrasound versus travel to a regional hospital',
    2021,
  ],
  [`${record('4')}pharmacist video visits in rural pharmacies`, 2019],
  [`${record('5')}tele-ultrasound in urban emergency departments`, 2020],
  [`${record('6')}drone delivery of laboratory samples`, 2022],
  [`${record('7')}nurse-led diabetes clinics in remote communities`, 2017],
  [
    'Demo trial B (not a real study): tele-ultrasound clinics versus usual referral in remote communities',
    2022,
  ],
  [`${record('9')}waiting times for tele-psychiatry`, 2021],
  [`${record('10')}point-of-care ultrasound training for paramedics`, 2015],
  [`${record('11')}tele-ultrasound compared with no exam at all`, 2019],
  [`${record('12')}mobile mammography vans on northern roads`, 2018],
  [`${record('13')}a remote echocardiography protocol (conference abstract)`, 2023],
  [`${record('14')}the cost of medical travel for a diagnostic exam`, 2020],
  ['Demo cohort C (not a real study): robotic tele-echography in northern health centres', 2020],
  [`${record('16')}broadband access and health service use`, 2021],
  [`${record('17')}tele-ultrasound and sonographers' workload`, 2022],
  [`${record('18')}handheld ultrasound in primary care: an editorial`, 2024],
  [`${record('19')}virtual fracture clinics`, 2019],
  [`${record('20')}tele-ultrasound in one patient: a case report`, 2021],
  [`${record('21')}home monitoring for heart failure in rural areas`, 2017],
  [`${record('22')}interpreters in video visits`, 2023],
];
/** Found twice in the export: records 23 and 24 repeat records 3 and 10 (title and year). */
const REPEATS = [3, 10];

const ABSTRACT =
  "An invented record for the local platform's demo screening; it describes no real study.";

function demoRecords(): StoredDemoDoc[] {
  const all: Array<[title: string, year: number, duplicateOf: number | null]> = [
    ...RECORDS.map(([title, year]): [string, number, null] => [title, year, null]),
    ...REPEATS.map((n): [string, number, number] => [...RECORDS[n - 1]!, n]),
  ];
  return all.map(([title, year, duplicateOf], i) => {
    const data: Omit<SearchRecord, 'id'> = {
      questionId: QUESTION,
      searchId: search.id,
      importId: IMPORT,
      position: i + 1,
      title,
      authors: [],
      year,
      doi: null,
      journal: JOURNAL,
      abstract: ABSTRACT,
      duplicateOf: duplicateOf === null ? null : demoRecordId(duplicateOf),
      duplicateBy: duplicateOf === null ? null : 'title and year',
    };
    return { id: demoRecordId(i + 1), data };
  });
}

export const demo: FeatureDemo = {
  stored: () => {
    const records = demoRecords();
    return {
      [SEARCH_RECORDS]: records,
      [SEARCH_IMPORTS]: [
        {
          id: IMPORT,
          data: {
            searchId: search.id,
            questionId: QUESTION,
            format: 'RIS',
            records: records.length,
            duplicates: REPEATS.length,
            skipped: 0,
            byEmail: null,
            at: new Date('2026-10-01T15:00:00Z'),
          },
        },
      ],
    };
  },
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
