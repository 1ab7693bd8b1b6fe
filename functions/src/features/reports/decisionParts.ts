// The report's decision parts, from a dossier as it shows (its snapshot: live for a draft, as
// read in the approval's transaction for a kept report) and its budget impact analysis: the
// economic results per payer and the trips they follow, the Evidence-to-Decision table and the
// type of recommendation, equity and engagement, implementation, the monitoring plan, the
// conclusions and who declared what. Nothing is computed here that its feature computes: the
// budget impact's years and payers are bia.ts's, the linked evidence is the dossier's own words.
import { cad, decimal, percent } from '../../contract/numbers.js';
import {
  PAYERS,
  PAYER_LABELS,
  budgetImpact,
  communityEffects,
  type BudgetImpact,
} from '../budgetImpact/public.js';
import { monitoringRows } from '../followUp/public.js';
import {
  ETD_CRITERIA,
  etdLinkedEvidence,
  isFirstNationsCommunity,
  type DossierSnapshot,
} from '../dossiers/public.js';
import type { ReportBlock, ReportPart } from './reportSchema.js';

const NONE = '—';
const or = (v: string | null | undefined) => (v && v.trim() !== '' ? v : NONE);
/** Whole dollars, a saving said so (and no "-$0" for a rounding's sign). */
const signed = (n: number) => {
  const v = Math.round(n) || 0;
  return v < 0 ? `${cad(v)} (saving)` : cad(v);
};
const paragraph = (text: string): ReportBlock => ({ kind: 'paragraph', text, emphasis: false });
/** A record is a demo one when its title says so ("(demo)"), as the demo data labels them. */
export const isDemoTitle = (title: string | null | undefined) => /\(demo\)/i.test(title ?? '');

type Analysis = Pick<
  BudgetImpact,
  | 'title'
  | 'perspective'
  | 'horizonYears'
  | 'eligibleProportion'
  | 'uptake'
  | 'reTravelShare'
  | 'nihbShare'
  | 'costs'
  | 'payers'
  | 'population'
  | 'targets'
  | 'destinationBasis'
  | 'service'
>;

/** 'economic': the net per year per payer (the provincial budget holder first) and the trips. */
export function economicParts(a: Analysis): ReportPart[] {
  const demo = isDemoTitle(a.title);
  const r = budgetImpact(a, a.targets);
  const years = r.years.map((y) => `Year ${y.year} (${y.calendarYear})`);
  const payerRows = PAYERS.map((payer) => [
    PAYER_LABELS[payer],
    ...r.years.map((y) => signed(y.byPayer[payer].net)),
    signed(r.netByPayer[payer]),
  ]);
  const byPayer: ReportPart = {
    place: 'economic',
    title: 'Net budget impact per payer',
    demo,
    blocks: [
      paragraph(
        `Net budget impact (new mix minus current mix, CAD) per year for each payer, the provincial budget holder first (${a.perspective}). The payers' nets add up to the net of each year.`,
      ),
      {
        kind: 'table',
        columns: ['Payer', ...years, 'Total'],
        rows: [
          ...payerRows,
          ['All payers', ...r.years.map((y) => signed(y.net)), signed(r.netTotal)],
        ],
        rightFrom: 1,
        notes: [
          'NIHB: Non-Insured Health Benefits (Indigenous Services Canada), which pays medical travel for status First Nations people; its share of a reserve’s travel follows the census type, elsewhere the analysis’ NIHB share.',
        ],
      },
    ],
  };

  const destinations: ReportPart = {
    place: 'economic',
    title: 'Trips the analysis follows',
    demo,
    blocks: [
      paragraph(
        `Each community's patients travel to the nearest facility providing the service (${a.service}); where the hub's session log shows where they actually went, that destination is shown beside it. The analysis uses: ${a.destinationBasis === 'session log' ? 'the session log’s destination where it has one' : 'the nearest providing facility'}.`,
      ),
      {
        kind: 'table',
        columns: [
          'Community',
          'Nearest providing facility',
          'Session log destination',
          'Used',
          'Round trip used (km)',
        ],
        rows: a.targets.map((t) => [
          t.name,
          t.nearestProviding
            ? `${t.nearestProviding.name}, ${decimal(t.nearestProviding.roundTripKm)} km`
            : NONE,
          t.logDestination
            ? `${t.logDestination.name}, ${decimal(t.logDestination.roundTripKm)} km`
            : NONE,
          t.destinationUsed ?? 'none',
          t.roundTripKm === null ? NONE : decimal(t.roundTripKm),
        ]),
        shares: [2, 3, 3, 1.6, 1.4],
        rightFrom: 4,
        notes: [],
      },
      paragraph(
        `Re-travel on the new pathway: ${percent(a.reTravelShare.value)} of its patients still travel for the exam (${a.reTravelShare.source}).`,
      ),
      paragraph(
        a.population.method === 'projected'
          ? `Population: projected per year from the 2016→2021 Census change, year 1 being ${a.population.firstYear}. Eligible people: ${r.years.map((y) => `${y.calendarYear} ${decimal(y.eligible)}`).join('; ')}.`
          : `Population: held at the 2021 Census for every year (year 1 is ${a.population.firstYear}); ${decimal(r.eligiblePopulation)} eligible people a year.`,
      ),
      ...(r.omissions.length
        ? [{ kind: 'bullets' as const, items: r.omissions.map((o) => `Not counted: ${o}`) }]
        : []),
    ],
  };
  return [byPayer, destinations];
}

/** 'equity': the effect per community, from the analysis run for each community on its own. */
function communityEffectsTable(a: Analysis): ReportBlock {
  const rows = communityEffects(a, a.targets).map((e) => [
    e.name,
    decimal(e.served),
    decimal(e.tripsAvoided),
    e.kmAvoided === null ? NONE : decimal(e.kmAvoided),
    signed(e.netBeforeProgramme),
  ]);
  return {
    kind: 'table',
    columns: [
      'Community',
      'People served (new pathway)',
      'Trips avoided',
      'Km avoided',
      'Net cost before programme costs',
    ],
    rows,
    rightFrom: 1,
    notes: [
      `Over the analysis' ${a.horizonYears}-year horizon. The programme's own costs (equipment, staff, licences) are shared by every community and are in the totals above, not in each community's net.`,
    ],
  };
}

/** The parts a dossier contributes, from its snapshot and (when it names one) its analysis. */
export function dossierParts(s: DossierSnapshot, analysis: Analysis | null): ReportPart[] {
  const demo = isDemoTitle(s.title);
  const parts: ReportPart[] = [];
  const c = s.conclusions;

  if (s.etd.length) {
    parts.push({
      place: 'decision',
      title: 'Evidence-to-Decision table',
      demo,
      blocks: [
        paragraph(
          'The GRADE Evidence-to-Decision framework for coverage and health-system decisions (Alonso-Coello et al., BMJ 2016;353:i2016 and i2089): each criterion with the panel’s judgement, the research evidence (the figures linked from the dossier’s sources, then what the panel added) and additional considerations.',
        ),
        {
          kind: 'table',
          columns: ['Criterion', 'Judgement', 'Research evidence', 'Additional considerations'],
          rows: s.etd.map((row) => {
            const criterion = ETD_CRITERIA.find((k) => k.key === row.key);
            const linked = criterion ? etdLinkedEvidence(s, criterion.link) : [];
            return [
              row.label,
              row.judgement ?? 'no judgement',
              [...linked, ...(row.evidence ? [row.evidence] : [])].join('\n') || NONE,
              or(row.additional),
            ];
          }),
          shares: [2, 1.6, 4, 2.6],
          notes: [],
        },
      ],
    });
  }
  parts.push({
    place: 'decision',
    title: 'Type of recommendation',
    demo,
    blocks: [
      {
        kind: 'paragraph',
        text: s.recommendation ?? 'No recommendation recorded.',
        emphasis: true,
      },
      paragraph(`Justification: ${or(s.rationale)}`),
      ...(c?.subgroupConsiderations
        ? [paragraph(`Subgroup considerations: ${c.subgroupConsiderations}`)]
        : []),
    ],
  });

  const e = s.equity;
  if (e && (e.communities.length || e.engagements.length || e.dataGovernance || e.culturalSafety)) {
    const blocks: ReportBlock[] = [];
    if (e.communities.length)
      blocks.push({
        kind: 'table',
        columns: ['Community', 'Census type', 'Equity flag', 'Population (2021)'],
        rows: e.communities.map((k) => [
          k.name,
          or(k.type),
          k.flag ?? NONE,
          k.population2021 === null ? NONE : decimal(k.population2021),
        ]),
        rightFrom: 3,
        notes: e.communities.some((k) => isFirstNationsCommunity(k.flag))
          ? [
              'Data about a First Nation’s community is that Nation’s (OCAP®: ownership, control, access, possession; First Nations Information Governance Centre).',
            ]
          : [],
      });
    blocks.push(
      e.engagements.length
        ? {
            kind: 'table',
            columns: ['Who was engaged', 'When', 'How', 'What they said'],
            rows: e.engagements.map((g) => [
              g.people ? `${g.parties} (${g.people})` : g.parties,
              g.date,
              g.method,
              g.said,
            ]),
            shares: [2.4, 1.2, 1.6, 4],
            notes: [],
          }
        : paragraph('No engagement with the communities served has been recorded.'),
      paragraph(
        e.dataGovernance
          ? `Data-governance agreement: ${e.dataGovernance.reference}. OCAP® considerations: ${e.dataGovernance.ocap}`
          : 'No data-governance agreement has been recorded.',
      ),
      paragraph(
        e.culturalSafety
          ? `Cultural-safety review by ${e.culturalSafety.reviewer} on ${e.culturalSafety.date}: ${e.culturalSafety.findings}`
          : 'No cultural-safety review has been recorded.',
      ),
    );
    if (analysis?.targets.length) {
      blocks.push(paragraph('Effect per community (from the budget impact analysis):'));
      blocks.push(communityEffectsTable(analysis));
    }
    parts.push({ place: 'equity', title: 'Communities served and engagement', demo, blocks });
  }

  if (c && (c.conditions.length || c.implementationConsiderations || s.readiness.length)) {
    parts.push({
      place: 'implementation',
      title: 'Conditions and readiness',
      demo,
      blocks: [
        c.conditions.length
          ? {
              kind: 'table',
              columns: ['Condition', 'Owner'],
              rows: c.conditions.map((k) => [k.text, k.owner]),
              shares: [3, 1],
              notes: [],
            }
          : paragraph('No conditions are attached to the recommendation.'),
        ...(c.implementationConsiderations
          ? [paragraph(`Implementation considerations: ${c.implementationConsiderations}`)]
          : []),
        ...(s.readiness.length
          ? [
              {
                kind: 'bullets' as const,
                items: etdLinkedEvidence(s, 'readiness').map((r) => `Readiness: ${r}`),
              },
            ]
          : []),
      ],
    });
  }

  const monitored = c ? monitoringRows(c.monitoring) : [];
  if (c && (monitored.length || c.monitoring.reviewDate)) {
    parts.push({
      place: 'monitoring',
      title: 'Indicators and review date',
      demo,
      blocks: [
        {
          kind: 'table',
          columns: ['Indicator', 'Target', 'Source'],
          rows: monitored.map((i) => [
            i.followed ? i.indicator : `${i.indicator} (not in the session log)`,
            i.target,
            or(i.source),
          ]),
          shares: [2, 1.5, 2.5],
          notes: [
            'Targets are a month. A target is compared with the session log month by month once the technology is adopted (its follow-up plan); an indicator the log does not observe is followed by hand.',
          ],
        },
        paragraph(`Review date: ${c.monitoring.reviewDate ?? 'none set'}.`),
      ],
    });
  }

  if (c && (c.implementationConsiderations || c.researchPriorities || s.recommendation)) {
    parts.push({
      place: 'conclusions',
      title: 'Implications and research priorities',
      demo,
      blocks: [
        paragraph(
          `Implications for decision-making: the recommendation is “${s.recommendation ?? 'none'}”${c.conditions.length ? `, on ${c.conditions.length} condition${c.conditions.length === 1 ? '' : 's'} with named owners` : ''}${c.monitoring.reviewDate ? `, to be reviewed by ${c.monitoring.reviewDate}` : ''}.`,
        ),
        paragraph(`Research priorities: ${or(c.researchPriorities)}`),
      ],
    });
  }

  if (s.conflicts.length)
    parts.push({
      place: 'authors',
      title: 'Declared conflicts of interest',
      demo,
      blocks: [
        {
          kind: 'table',
          columns: ['Person', 'Role', 'Declaration'],
          rows: s.conflicts.map((k) => [k.person, k.role, k.declaration]),
          shares: [2, 1, 4],
          notes: [],
        },
      ],
    });
  return parts;
}
