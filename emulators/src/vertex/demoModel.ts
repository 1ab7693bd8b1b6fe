// The fake model's answers (demo): what a very literal model would say from the instruction it is
// given. It reads the data part's tables and answers the kinds of question Echo's page invites —
// a community, facility, technology or need by name or page, rankings of communities, a census
// division's communities, the technology repository, facility readiness, clinical needs, and a
// technology's assessment (its evidence profiles, budget impact analyses and dossier) — and says
// plainly when a question is outside what it looks up. Names match as whole words, so
// "community" never names the town of Unity; a name's label in brackets ("(demo)") may be left
// out, as people leave it out.
import { paths } from '../../../functions/src/contract/index.js';
import { count } from '../../../functions/src/contract/plural.js';
import { parseSections } from '../../../functions/src/features/echo/serialize.js';

type Row = Record<string, string>;

const DEMO_INTRO =
  '**Fake model (demo):** a stand-in for Gemini on this local platform; it only looks up the data.\n\n';

/** Questions asking why something is so: Echo's rules forbid speculating on reasons. */
const ASKS_WHY =
  /(^|[^a-z])(why|reasons? (for|behind|why)|what causes|what caused|cause of)([^a-z]|$)/i;
const ASKS_MAKER = /who (made|built|created|developed|wrote) you|who is your (maker|developer)/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The text names `name` as whole words (letters and digits on neither side). */
const names = (text: string, name: string) =>
  name.length > 1 &&
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
/** The text cites `page` as a whole path (not a longer one starting with it). */
const cites = (text: string, page: string) => new RegExp(`${escape(page)}(?![\\w%-])`).test(text);

interface Tables {
  communities: Row[];
  facilities: Row[];
  readiness: Row[];
  technologies: Row[];
  needs: Row[];
  divisions: Row[];
  evidence: Row[];
  budgets: Row[];
  dossiers: Row[];
}

/** The data part's tables, told apart by their rows' page paths (headings may change). */
function tablesOf(instruction: string): Tables {
  const sections = parseSections(instruction);
  const rowsAt = (page: string, not?: string) =>
    sections.find((s) =>
      s.rows.some((r) => r.page?.startsWith(page) && !(not && r.page.startsWith(not))),
    )?.rows ?? [];
  return {
    communities: rowsAt(paths.community('')),
    facilities: rowsAt(paths.facility('')),
    readiness: rowsAt(paths.readinessAssessment('')),
    technologies: rowsAt(paths.technology('')),
    needs: rowsAt(paths.need('')),
    divisions: rowsAt(paths.smallAreaOf('')),
    evidence: rowsAt(paths.evidenceProfile('')),
    budgets: rowsAt(paths.budgetImpact('')),
    dossiers: rowsAt(paths.dossier('')),
  };
}

type Kind = 'community' | 'facility' | 'technology' | 'need' | 'evidence' | 'budget' | 'dossier';
type Named = { kind: Kind; row: Row };

/** A name and, when it ends in a label in brackets ("… (demo)"), the name without it. */
const spellings = (name: string) => {
  const bare = name.replace(/\s*\([^()]*\)\s*$/, '');
  return bare && bare !== name ? [name, bare] : [name];
};

/** The record the question names: by its page path, else by the longest name it contains. */
function namedIn(question: string, t: Tables): Named | null {
  const candidates: Array<Named & { name: string }> = [
    ...t.communities.map((row) => ({ kind: 'community' as const, row, name: row.name ?? '' })),
    ...t.facilities.map((row) => ({ kind: 'facility' as const, row, name: row.name ?? '' })),
    ...t.technologies.map((row) => ({ kind: 'technology' as const, row, name: row.name ?? '' })),
    ...t.needs.map((row) => ({ kind: 'need' as const, row, name: row.title ?? '' })),
    ...t.evidence.map((row) => ({ kind: 'evidence' as const, row, name: row.question ?? '' })),
    ...t.budgets.map((row) => ({ kind: 'budget' as const, row, name: row.title ?? '' })),
    ...t.dossiers.map((row) => ({ kind: 'dossier' as const, row, name: row.title ?? '' })),
  ];
  const byPage = candidates.find((c) => c.row.page && cites(question, c.row.page));
  if (byPage) return byPage;
  const byName = candidates
    .flatMap((c) => spellings(c.name).map((name) => ({ ...c, name })))
    .filter((c) => names(question, c.name))
    .sort((a, b) => b.name.length - a.name.length)[0];
  return byName ?? null;
}

const link = (name: string | undefined, page: string | undefined) =>
  page ? `[${name}](${page})` : (name ?? '');
const num = (value: string | undefined) =>
  value ? Number(value).toLocaleString('en-US') : undefined;
const list = (items: Array<string | null | undefined>) =>
  items
    .filter(Boolean)
    .map((i) => `- ${i}`)
    .join('\n');
const facts = (pairs: Array<[string, string | undefined]>) =>
  pairs
    .filter(([, v]) => v)
    .map(([k, v]) => `- **${k}:** ${v}`)
    .join('\n');

function community(row: Row, t: Tables): string {
  const population = [
    row['population 2021'] ? `population **${num(row['population 2021'])}** in 2021` : null,
    row['population 2016'] ? `${num(row['population 2016'])} in 2016` : null,
    row['change since 2016 %'] ? `a change of ${row['change since 2016 %']}%` : null,
    row['remoteness 0-1 (1 most remote)']
      ? `remoteness index ${row['remoteness 0-1 (1 most remote)']}`
      : null,
    row.facilities
      ? count(Number(row.facilities), 'healthcare facility', 'healthcare facilities')
      : null,
  ].filter(Boolean);
  const division = row['census division'];
  const here = t.facilities.filter((f) => f['community page'] === row.page);
  return [
    `## ${row.name}`,
    `${row.name} (${row.type}${division ? `, census division ${division}` : ''}): ${population.join(', ')}.`,
    here.length > 0
      ? `Healthcare facilities:\n${list(here.map((f) => `${link(f.name, f.page)} (${f.type})`))}`
      : '',
    `[Open the profile of ${row.name}](${row.page}).`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function facility(row: Row, t: Tables): string {
  const assessments = t.readiness.filter((r) => r['facility page'] === row.page);
  return [
    `## ${row.name}`,
    facts([
      ['Type', row.type],
      ['City', row.city],
      ['Services', row.services],
      ['Virtual-care readiness', row['virtual-care readiness']],
      ['Readiness score (1–5)', row['readiness score (1–5)']],
      ['Readiness gaps', row['readiness gaps']],
      ['Onboarding', row['onboarding status']],
    ]),
    ...assessments
      .slice(0, 1)
      .map((a) => (a.gaps ? `Gaps found ${a['assessed on']}: ${a.gaps}` : '')),
    `[Open ${row.name}](${row.page})${row['community page'] ? ` · [its community](${row['community page']})` : ''}.`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function technology(row: Row, t: Tables): string {
  return [
    `## ${row.name}`,
    facts([
      ['Vendor', row.vendor],
      ['Category', row.category],
      ['Lifecycle stage', row['lifecycle stage']],
      ['Submitted evaluations', row['submitted evaluations']],
      ['MAST domain means (1–5; flagged below 3)', row['domain means 1-5 (flagged below 3)']],
      ['Recommendations', row.recommendations],
      ['Clinical areas', row['clinical areas']],
      ['Capital cost (CAD)', num(row['capital cost CAD'])],
      ['Annual cost (CAD)', num(row['annual cost CAD'])],
    ]),
    row.description ?? '',
    assessmentOf(row, t),
    `[Open ${row.name}](${row.page}).`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** A technology's evidence profiles, budget impact analyses and dossier, as the data has them. */
function assessmentOf(tech: Row, t: Tables): string {
  const profiles = t.evidence.filter((p) => p['technology page'] === tech.page);
  // Budget impact rows carry the technology's name, not its page.
  const budgets = t.budgets.filter((b) => b.technology === tech.name);
  const dossiers = t.dossiers.filter((d) => d['technology page'] === tech.page);
  return [
    ...profiles.map(evidenceProfile),
    ...budgets.map(budgetImpact),
    ...dossiers.map(dossier),
  ].join('\n\n');
}

/**
 * A cell listing items, as a Markdown list. The declarations join items with " | ", which the
 * serializer turns into spaces (a bar separates cells), so a run of spaces separates them too.
 */
const items = (cell: string | undefined) => list((cell ?? '').split(/ \| | {3,}/));

function evidenceProfile(row: Row): string {
  return [
    `### Evidence profile: ${link(row.question, row.page)}`,
    'Certainty of the evidence per outcome (GRADE):',
    items(row['outcomes (importance: certainty; reasons)']),
  ].join('\n\n');
}

function budgetImpact(row: Row): string {
  const net = Number(row['net budget impact total CAD']);
  return [
    `### Budget impact: ${link(row.title, row.page)}`,
    facts([
      ['Technology', row.technology],
      ['Horizon (years)', row['horizon years']],
      ['Communities', row.communities],
      ['Eligible people a year', num(row['eligible people a year'])],
      [
        'Net budget impact over the horizon (CAD, undiscounted)',
        Number.isFinite(net)
          ? `${num(row['net budget impact total CAD'])} (${net < 0 ? 'a saving' : 'a cost'})`
          : undefined,
      ],
    ]),
  ].join('\n\n');
}

function dossier(row: Row): string {
  const approved = row['approved version'];
  return [
    `### Assessment dossier: ${link(row.title, row.page)}`,
    facts([
      ['State', row.state],
      ['Approved version', approved],
      ['Recommendation (as approved)', row.recommendation],
      ['Certainty per outcome (as approved)', row['certainty per outcome']],
      ['Net budget impact (CAD, as approved)', num(row['net budget impact total CAD'])],
    ]),
    approved
      ? ''
      : 'No version of this dossier is approved yet, so it makes no recommendation yet.',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The assessments of one kind, listed (asked about them without naming one). */
function assessments(question: string, t: Tables): string | null {
  const kinds: Array<{
    words: RegExp;
    rows: Row[];
    what: string;
    title: string;
    show: (r: Row) => string;
  }> = [
    {
      words: /evidence|certainty|grade/i,
      rows: t.evidence,
      what: 'GRADE evidence profiles',
      title: 'question',
      show: (r) => r['outcomes (importance: certainty; reasons)'] ?? '',
    },
    {
      words: /budget impact|net impact|cost|saving/i,
      rows: t.budgets,
      what: 'budget impact analyses',
      title: 'title',
      show: (r) =>
        `net ${num(r['net budget impact total CAD']) ?? '?'} CAD over ${r['horizon years'] ?? '?'} years`,
    },
    {
      words: /dossiers?|recommend/i,
      rows: t.dossiers,
      what: 'assessment dossiers',
      title: 'title',
      show: (r) => [r.state, r.recommendation].filter(Boolean).join('; '),
    },
  ];
  const kind = kinds.find((k) => k.words.test(question));
  if (!kind) return null;
  if (kind.rows.length === 0) return `The data has no ${kind.what}.`;
  return [
    `The ${kind.what} in the data (${kind.rows.length}):`,
    list(
      kind.rows.map(
        (r) => `${link(r[kind.title], r.page)} (${r.technology ?? ''}): ${kind.show(r)}`,
      ),
    ),
  ].join('\n\n');
}

function need(row: Row): string {
  return [
    `## ${row.title}`,
    facts([
      ['Clinical area', row['clinical area']],
      ['Severity', row.severity],
      ['Problem', row.problem],
      ['Population', row.population],
      ['Outcome', row.outcome],
    ]),
    `[Open the need](${row.page}).`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

const table = (header: string[], rows: string[][]) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

/** Community measures a question can rank by, with the words that ask for them. */
const MEASURES: Array<{ words: RegExp; column: string; label: string }> = [
  { words: /remote/i, column: 'remoteness 0-1 (1 most remote)', label: 'remoteness index' },
  {
    words: /grow|declin|shrink|change/i,
    column: 'change since 2016 %',
    label: 'change since 2016 %',
  },
  { words: /facilit/i, column: 'facilities', label: 'healthcare facilities' },
  { words: /dens/i, column: 'people per km2', label: 'people per km²' },
  {
    words: /populat|largest|smallest|biggest|people/i,
    column: 'population 2021',
    label: 'population 2021',
  },
];
const HIGHEST = /\b(highest|most|largest|biggest|greatest|top)\b/i;
const LOWEST = /\b(lowest|least|smallest|fewest)\b/i;

function ranking(question: string, t: Tables): string | null {
  const high = HIGHEST.test(question);
  if (!high && !LOWEST.test(question)) return null;
  const measure = MEASURES.find((m) => m.words.test(question));
  if (!measure) return null;
  const divisions = /census division/i.test(question) && measure.column !== 'population 2021';
  const rows = divisions ? t.divisions : t.communities;
  const column =
    divisions && measure.column.startsWith('remoteness') ? 'remoteness' : measure.column;
  const ranked = rows
    .filter((r) => r[column])
    .sort((a, b) => (Number(b[column]) - Number(a[column])) * (high ? 1 : -1))
    .slice(0, 5);
  if (ranked.length === 0) return null;
  const what = divisions ? 'census divisions' : 'communities';
  return [
    `The ${what} with the ${high ? 'highest' : 'lowest'} ${measure.label}:`,
    table(
      [divisions ? 'Census division' : 'Community', measure.label],
      ranked.map((r) => [link(r.name, r.page), r[column] ?? '']),
    ),
  ].join('\n\n');
}

function divisionCommunities(question: string, t: Tables): string | null {
  const number = /census division (?:no\.? ?)?(\d+)/i.exec(question)?.[1];
  if (!number) return null;
  const members = t.communities.filter((c) => c['census division'] === number);
  if (members.length === 0) return `The data has no communities in census division ${number}.`;
  const withoutFacility = /\b(no|without)\b[^?]*facilit/i.test(question);
  const shown = withoutFacility ? members.filter((c) => !c.facilities) : members;
  const what = withoutFacility
    ? `Communities in census division ${number} with no healthcare facility in the data`
    : `Communities in census division ${number}`;
  return [
    `${what} (${shown.length} of ${members.length}):`,
    table(
      ['Community', 'Type', 'Population 2021'],
      shown.map((c) => [link(c.name, c.page), c.type ?? '', num(c['population 2021']) ?? '']),
    ),
  ].join('\n\n');
}

function repository(question: string, t: Tables): string {
  const stage = ['proposed', 'screening', 'pilot', 'evaluation', 'adopted', 'retired'].find((s) =>
    names(question, s),
  );
  const rows = stage
    ? t.technologies.filter((r) => r['lifecycle stage'] === stage)
    : t.technologies;
  if (rows.length === 0)
    return stage
      ? `The repository has no technology at the ${stage} stage.`
      : 'The repository holds no technologies.';
  return [
    `The technology repository holds ${rows.length} ${stage ? `technologies at the ${stage} stage` : 'technologies'}:`,
    table(
      ['Technology', 'Category', 'Lifecycle stage', 'MAST domain means (1–5; flagged below 3)'],
      rows.map((r) => [
        link(r.name, r.page),
        r.category ?? '',
        r['lifecycle stage'] ?? '',
        r['domain means 1-5 (flagged below 3)'] ?? '',
      ]),
    ),
  ].join('\n\n');
}

function readiness(question: string, t: Tables, named: Named | null): string {
  let assessed = t.facilities.filter((f) => f['virtual-care readiness']);
  if (named?.kind === 'facility') assessed = assessed.filter((f) => f.page === named.row.page);
  if (named?.kind === 'community')
    assessed = assessed.filter((f) => f['community page'] === named.row.page);
  if (assessed.length === 0)
    return `No${named ? ` facility of ${named.row.name ?? named.row.title} has a` : ''} virtual-care readiness assessment in the data.`;
  // Asked about gaps: only the facilities that have some.
  if (/\bgaps?\b/i.test(question)) {
    const withGaps = assessed.filter((f) => Number(f['readiness gaps'] || 0) > 0);
    if (withGaps.length === 0)
      return `None of the ${assessed.length} assessed facilities has a readiness gap in the data.`;
    assessed = withGaps;
  }
  const gapsOf = (f: Row) =>
    t.readiness.find((r) => r['facility page'] === f.page && r.gaps)?.gaps ??
    (f['readiness gaps'] ? `${f['readiness gaps']} gaps` : 'none');
  return [
    'Virtual-care readiness of the assessed facilities (a score of 2 or lower on an item is a gap):',
    table(
      ['Facility', 'Readiness', 'Score (1–5)', 'Gaps'],
      assessed.map((f) => [
        link(f.name, f.page),
        f['virtual-care readiness'] ?? '',
        f['readiness score (1–5)'] ?? '',
        gapsOf(f),
      ]),
    ),
  ].join('\n\n');
}

function needs(t: Tables, named: Named | null): string {
  const rows =
    named?.kind === 'community'
      ? t.needs.filter((n) => n['communities (pages)']?.split(' ').includes(named.row.page ?? ''))
      : t.needs;
  if (rows.length === 0)
    return `No published clinical need${named ? ` names ${named.row.name}` : ''} in the data.`;
  return [
    `Published clinical needs (${rows.length}):`,
    table(
      ['Need', 'Clinical area', 'Severity'],
      rows.map((n) => [link(n.title, n.page), n['clinical area'] ?? '', n.severity ?? '']),
    ),
  ].join('\n\n');
}

const CANNOT =
  'I cannot answer that from the data I am given. As a demo model I look up communities, facilities, technologies and clinical needs by name or page, rank communities (by remoteness, population, change or facilities), list a census division’s communities, the technology repository, facility readiness, the published needs, and the evidence profiles, budget impact analyses and dossiers of the technologies.';

/** The demo answer to the question, from the instruction (both parts) the model was given. */
export function demoAnswer(question: string, instruction: string): string {
  if (ASKS_MAKER.test(question)) {
    const maker = /made at the virtual health hub by ([^.\n]+)/.exec(instruction)?.[1];
    return `${DEMO_INTRO}I was made at the virtual health hub${maker ? ` by ${maker}` : ''}.`;
  }
  if (ASKS_WHY.test(question)) {
    return `${DEMO_INTRO}I can tell you what the data shows, but I do not speculate on the reasons behind it or list contributing factors. Ask me what the figures are, and I will answer from the data.`;
  }
  const t = tablesOf(instruction);
  if (/in detail/i.test(question)) {
    return (
      DEMO_INTRO +
      t.communities
        .slice(0, 80)
        .map(
          (r) => `- ${link(r.name, r.page)}: population ${r['population 2021'] || 'not recorded'}`,
        )
        .join('\n')
    );
  }
  const hasCovid = parseSections(instruction).some((s) => /covid/i.test(s.heading));
  if (/covid/i.test(question) && !hasCovid) {
    return `${DEMO_INTRO}The data I am given has no COVID-19 figures, so I cannot answer this. The hub's disease dashboards are at [Epidemiology](${paths.epidemiology}).`;
  }
  const named = namedIn(question, t);
  const answer =
    (/\b(readiness|ready|gaps?)\b/i.test(question) ? readiness(question, t, named) : null) ??
    (/\bneeds?\b/i.test(question) && named?.kind !== 'need' ? needs(t, named) : null) ??
    ranking(question, t) ??
    divisionCommunities(question, t) ??
    (named?.kind === 'community' ? community(named.row, t) : null) ??
    (named?.kind === 'facility' ? facility(named.row, t) : null) ??
    (named?.kind === 'technology' ? technology(named.row, t) : null) ??
    (named?.kind === 'need' ? need(named.row) : null) ??
    (named?.kind === 'evidence' ? evidenceProfile(named.row) : null) ??
    (named?.kind === 'budget' ? budgetImpact(named.row) : null) ??
    (named?.kind === 'dossier' ? dossier(named.row) : null) ??
    assessments(question, t) ??
    (/technolog|repository/i.test(question) ? repository(question, t) : null) ??
    CANNOT;
  return `${DEMO_INTRO}${answer}`;
}
