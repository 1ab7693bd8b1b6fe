// The counts of a PRISMA 2020 flow diagram (Page et al. 2021, BMJ 372:n71; the template for new
// reviews with databases, registers and other sources), computed from the search log and each
// record's settled screening decisions — never typed. Two columns as the template has them:
// records from databases and registers, and records from other methods (websites, organisations,
// citation searching); both end in the same "studies included".
//
// A review in progress still adds up: records not yet screened, reports not yet retrieved and
// reports not yet assessed are counted as awaiting at their stage, so every box equals the sum of
// the boxes it flows into (`prismaProblems` checks it; the diagram shows the awaiting counts).

export type SourceKind = 'database' | 'register' | 'other';

export interface SearchSource {
  id: string;
  /** MEDLINE (Ovid), Embase, CINAHL, Cochrane CENTRAL, ClinicalTrials.gov, citation searching… */
  source: string;
  kind: SourceKind;
}

/** A record's settled decisions (after two reviewers agree or a third resolves). */
export interface RecordDecisions {
  searchId: string;
  /** Found to duplicate a record already counted (DOI, then normalised title and year). */
  duplicate: boolean;
  titleAbstract: 'pending' | 'include' | 'exclude';
  /** At full text, once a record passed title and abstract. */
  retrieval?: 'pending' | 'retrieved' | 'not retrieved';
  fullText?:
    { decision: 'pending' } | { decision: 'include' } | { decision: 'exclude'; reason: string };
}

export interface PrismaColumn {
  identified: number;
  /** Per source, in the order of the search log. */
  bySource: Array<{ source: string; n: number }>;
  duplicatesRemoved: number;
  screened: number;
  excludedAtScreening: number;
  awaitingScreening: number;
  soughtForRetrieval: number;
  notRetrieved: number;
  awaitingRetrieval: number;
  assessedForEligibility: number;
  /** Per reason, most frequent first (ties by name). */
  excludedWithReasons: Array<{ reason: string; n: number }>;
  awaitingAssessment: number;
  included: number;
}

export interface PrismaCounts {
  databasesAndRegisters: PrismaColumn;
  otherMethods: PrismaColumn;
  /** Studies included in the review (both columns). */
  included: number;
}

function column(
  sources: readonly SearchSource[],
  records: readonly RecordDecisions[],
): PrismaColumn {
  const ids = new Set(sources.map((s) => s.id));
  const mine = records.filter((r) => ids.has(r.searchId));
  const screened = mine.filter((r) => !r.duplicate);
  const passed = screened.filter((r) => r.titleAbstract === 'include');
  const retrieved = passed.filter((r) => r.retrieval === 'retrieved');
  const reasons = new Map<string, number>();
  for (const r of retrieved)
    if (r.fullText?.decision === 'exclude')
      reasons.set(r.fullText.reason, (reasons.get(r.fullText.reason) ?? 0) + 1);
  return {
    identified: mine.length,
    bySource: sources.map((s) => ({
      source: s.source,
      n: mine.filter((r) => r.searchId === s.id).length,
    })),
    duplicatesRemoved: mine.length - screened.length,
    screened: screened.length,
    excludedAtScreening: screened.filter((r) => r.titleAbstract === 'exclude').length,
    awaitingScreening: screened.filter((r) => r.titleAbstract === 'pending').length,
    soughtForRetrieval: passed.length,
    notRetrieved: passed.filter((r) => r.retrieval === 'not retrieved').length,
    awaitingRetrieval: passed.filter((r) => r.retrieval === undefined || r.retrieval === 'pending')
      .length,
    assessedForEligibility: retrieved.length,
    excludedWithReasons: [...reasons]
      .map(([reason, n]) => ({ reason, n }))
      .sort((a, b) => b.n - a.n || a.reason.localeCompare(b.reason)),
    awaitingAssessment: retrieved.filter(
      (r) => r.fullText === undefined || r.fullText.decision === 'pending',
    ).length,
    included: retrieved.filter((r) => r.fullText?.decision === 'include').length,
  };
}

/** The diagram's counts. A record whose search is not in the log is an error, not a silent drop. */
export function prismaCounts(
  sources: readonly SearchSource[],
  records: readonly RecordDecisions[],
): PrismaCounts {
  const known = new Set(sources.map((s) => s.id));
  const stray = records.find((r) => !known.has(r.searchId));
  if (stray)
    throw new RangeError(`A record belongs to search ${stray.searchId}, which is not in the log.`);
  const databasesAndRegisters = column(
    sources.filter((s) => s.kind !== 'other'),
    records,
  );
  const otherMethods = column(
    sources.filter((s) => s.kind === 'other'),
    records,
  );
  return {
    databasesAndRegisters,
    otherMethods,
    included: databasesAndRegisters.included + otherMethods.included,
  };
}

/** Each way a column's boxes fail to add up, in words; none for counts from `prismaCounts`. */
export function prismaProblems(c: PrismaColumn): string[] {
  const sumOf = (xs: Array<{ n: number }>) => xs.reduce((s, x) => s + x.n, 0);
  const excluded = sumOf(c.excludedWithReasons);
  const checks: Array<[boolean, string]> = [
    [sumOf(c.bySource) === c.identified, 'the sources do not add up to the records identified'],
    [
      c.identified === c.duplicatesRemoved + c.screened,
      'identified ≠ duplicates removed + screened',
    ],
    [
      c.screened === c.excludedAtScreening + c.awaitingScreening + c.soughtForRetrieval,
      'screened ≠ excluded + awaiting screening + sought for retrieval',
    ],
    [
      c.soughtForRetrieval === c.notRetrieved + c.awaitingRetrieval + c.assessedForEligibility,
      'sought ≠ not retrieved + awaiting retrieval + assessed',
    ],
    [
      c.assessedForEligibility === excluded + c.awaitingAssessment + c.included,
      'assessed ≠ excluded with reasons + awaiting assessment + included',
    ],
  ];
  return checks.filter(([ok]) => !ok).map(([, problem]) => problem);
}
