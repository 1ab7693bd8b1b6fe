// Meta-analyses on the server. An analysis belongs to one outcome of an evidence profile (one
// analysis per outcome); an extraction to one study that outcome cites, each person extracting a
// study once, with figures of the kind the analysis' measure is computed from. The analysis'
// page computes the pooled result from the stored figures (analysis.ts), and an evidence profile
// whose outcome takes its effect from an analysis must carry that analysis' figures.
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import { defineFeatureServer } from '../../api/feature.js';
import { db, fieldError, readMany } from '../../api/registries/kit.js';
import { readRecord } from '../../api/registries/read.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { collectionsOf } from '../../contract/registry.js';
import { evidenceProfiles } from '../evidenceProfiles/public.js';
import { studies } from '../studies/public.js';
import {
  analyse,
  dataTypeOf,
  differingFigures,
  extractedProblem,
  sameFigures,
  type AnalysedStudy,
  type Analysis,
} from './analysis.js';
import { analyses, extractions, type AnalysisRecord, type Extraction } from './contract.js';
import { synthesisFeature } from './feature.js';
import { sofProblems, type SofRow } from './sof.js';

const collections = collectionsOf(analyses, extractions, evidenceProfiles, studies);

const studyPart = studies.record.pick({
  title: true,
  authors: true,
  year: true,
  design: true,
  notes: true,
  doi: true,
  pmid: true,
});

interface CitedStudy {
  id: string;
  label: string;
  design: string;
  demo: boolean;
}

/** "Britton 2019", or an untitled-author study's title up to its colon ("Demo trial A (…)"). */
function citedStudy(snap: DocumentSnapshot): CitedStudy {
  const s = studyPart.parse(snap.data());
  const author = s.authors[0]?.split(' ')[0];
  const label = author ? `${author} ${s.year}` : `${s.title.split(':')[0]!.slice(0, 60)} ${s.year}`;
  return {
    id: snap.id,
    label,
    design: s.design,
    // An invented study: a demo record with no DOI or PMID (studies/demo.ts).
    demo: Boolean(s.notes?.startsWith('(demo)')) && !s.doi && !s.pmid,
  };
}

const analysisOf = async (tx: Transaction | null, id: string) => {
  const ref = db.collection(collections.analyses).doc(id);
  const snap = tx ? await tx.get(ref) : await ref.get();
  return snap.exists ? readRecord(analyses, snap) : null;
};

const profileOf = async (tx: Transaction | null, id: string) => {
  const ref = db.collection(collections.evidenceProfiles).doc(id);
  const snap = tx ? await tx.get(ref) : await ref.get();
  return snap.exists ? readRecord(evidenceProfiles, snap) : null;
};

const extractionsOf = async (tx: Transaction | null, analysisId: string) => {
  const query = db.collection(collections.extractions).where('analysisId', '==', analysisId);
  const snaps = tx ? await tx.get(query) : await query.get();
  return snaps.docs.map((d) => readRecord(extractions, d));
};

interface StudyExtractions {
  study: CitedStudy;
  all: Extraction[];
  differences: string[];
  used: Extraction | null;
}

/**
 * Each cited study with its extractions and the one the analysis uses: the chosen one, or,
 * when every extraction of it has the same figures, the first; when two differ and none is
 * chosen, none (the page asks for a choice).
 */
function extractionsByStudy(
  analysis: AnalysisRecord,
  cited: CitedStudy[],
  all: Extraction[],
): StudyExtractions[] {
  return cited.map((study) => {
    const mine = all
      .filter((e) => e.studyId === study.id)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const chosenId = analysis.chosen.find((c) => c.studyId === study.id)?.extractionId;
    const chosen = mine.find((e) => e.id === chosenId);
    const differences = [
      ...new Set(mine.slice(1).flatMap((e) => differingFigures(mine[0]!.data, e.data))),
    ];
    const agree = mine.every((e) => sameFigures(mine[0]!.data, e.data));
    return {
      study,
      all: mine,
      differences,
      used: chosen ?? (mine.length > 0 && agree ? mine[0]! : null),
    };
  });
}

/** The analysis of a stored record, as its page and the profile's check compute it. */
async function computed(
  tx: Transaction | null,
  analysis: AnalysisRecord,
  /** The cited studies as a write is about to store them (else as stored). */
  citing?: readonly string[],
) {
  const profile = await profileOf(tx, analysis.profileId);
  const outcome = profile?.outcomes.find((o) => o.name === analysis.outcome) ?? null;
  const found = await readMany(tx, collections.studies, citing ?? outcome?.studyIds ?? []);
  const cited = found.found.map(citedStudy);
  const rows = extractionsByStudy(analysis, cited, await extractionsOf(tx, analysis.id));
  const analysed: AnalysedStudy[] = rows.flatMap((r) =>
    r.used ? [{ studyId: r.study.id, label: r.study.label, data: r.used.data }] : [],
  );
  let result: Analysis;
  let problem: string | null = null;
  try {
    result = analyse(analysis, analysed);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    problem = error.message;
    result = analyse(analysis, []);
  }
  const waiting = rows.filter((r) => r.all.length > 1 && !r.used);
  if (waiting.length)
    result.notes.push(
      ...waiting.map(
        (r) =>
          `${r.study.label}: two extractions differ (${r.differences.join(', ')}); choose one to analyse it.`,
      ),
    );
  return { profile, rows, result, problem };
}

/** At most this many analyses of a profile are read (one per outcome). */
const PROFILE_ANALYSES_LIMIT = 30;

/** A profile's analyses, each computed as its page computes it (the report draws them). */
export async function profileAnalyses(profileId: string) {
  const snap = await db
    .collection(collections.analyses)
    .where('profileId', '==', profileId)
    .limit(PROFILE_ANALYSES_LIMIT)
    .get();
  const records = snap.docs
    .map((d) => readRecord(analyses, d))
    .sort((a, b) => a.outcome.localeCompare(b.outcome));
  return Promise.all(
    records.map(async (record) => {
      const { rows, result, problem } = await computed(null, record);
      return { record, result, problem, demo: rows.some((r) => r.study.demo) };
    }),
  );
}

/**
 * Each study's participants as extracted for a profile's analysed outcomes (both arms' totals, as
 * the analysis counts them), by outcome and study: the weights of the profile's suggested
 * risk-of-bias rating. Read in the caller's transaction when it has one.
 */
export async function extractedParticipantsOf(
  tx: Transaction | null,
  profileId: string,
): Promise<Map<string, Map<string, number>>> {
  const query = db
    .collection(collections.analyses)
    .where('profileId', '==', profileId)
    .limit(PROFILE_ANALYSES_LIMIT);
  const snap = tx ? await tx.get(query) : await query.get();
  const byOutcome = new Map<string, Map<string, number>>();
  for (const d of snap.docs) {
    const record = readRecord(analyses, d);
    const { result } = await computed(tx, record);
    const counted = result.studies.flatMap((s) =>
      s.participants !== null && s.participants > 0 ? [[s.studyId, s.participants] as const] : [],
    );
    byOutcome.set(record.outcome, new Map(counted));
  }
  return byOutcome;
}

function refuse(field: string, message: string): never {
  throw fieldError(field, message);
}

export const analysisServer: RegistryServer = {
  async derive(ctx, fields, before, id) {
    const a = analyses.fields.parse(fields);
    const profile = await profileOf(ctx.tx, a.profileId);
    if (!profile) refuse('profileId', 'There is no such evidence profile.');
    if (!profile.outcomes.some((o) => o.name === a.outcome))
      refuse(
        'outcome',
        `The evidence profile has no outcome named “${a.outcome}”; its outcomes are ${profile.outcomes.map((o) => `“${o.name}”`).join(', ')}.`,
      );
    const siblings = await ctx.tx.get(
      db.collection(collections.analyses).where('profileId', '==', a.profileId),
    );
    if (siblings.docs.some((d) => d.id !== id && d.get('outcome') === a.outcome))
      refuse(
        'outcome',
        `“${a.outcome}” already has a meta-analysis; open it rather than start another.`,
      );
    const stored = before ? await extractionsOf(ctx.tx, id) : [];
    const kind = dataTypeOf(a.measure);
    const other = stored.find((e) => e.data.type !== kind);
    if (other)
      refuse(
        'measure',
        `This analysis has ${other.data.type} extractions; a ${a.measure} needs ${kind} figures. Keep the measure, or delete those extractions first.`,
      );
    for (const [i, c] of a.chosen.entries()) {
      const e = stored.find((x) => x.id === c.extractionId);
      if (!e || e.studyId !== c.studyId)
        refuse(
          `chosen.${i}`,
          `Extraction ${c.extractionId} is not an extraction of study ${c.studyId} in this analysis.`,
        );
    }
    return { data: {} };
  },
  async profile(record) {
    const analysis = analyses.record.parse(record);
    const { profile, rows, result, problem } = await computed(null, analysis);
    return {
      profile: profile
        ? { id: profile.id, name: profile.title, detail: profile.technologyName }
        : null,
      studies: rows.map((r) => ({
        ...r.study,
        extractions: r.all.map((e) => ({
          id: e.id,
          data: e.data,
          notes: e.notes,
          createdBy: e.createdBy,
          createdByEmail: e.createdByEmail,
          version: e.version,
        })),
        differences: r.differences,
        usedExtractionId: r.used?.id ?? null,
      })),
      result,
      problem,
      demo: rows.some((r) => r.study.demo),
    };
  },
};

export const extractionServer: RegistryServer = {
  async derive(ctx, fields, _before, id) {
    const x = extractions.fields.parse(fields);
    const analysis = await analysisOf(ctx.tx, x.analysisId);
    if (!analysis) refuse('analysisId', 'There is no such meta-analysis.');
    const profile = await profileOf(ctx.tx, analysis.profileId);
    const outcome = profile?.outcomes.find((o) => o.name === analysis.outcome);
    if (!outcome || !outcome.studyIds.includes(x.studyId))
      refuse(
        'studyId',
        `“${analysis.outcome}” does not cite study ${x.studyId}; cite it in the evidence profile first.`,
      );
    const problem = extractedProblem('These figures', analysis.measure, x.data);
    if (problem) refuse('data', problem);
    const uid = ctx.caller.uid;
    const theirs = (await extractionsOf(ctx.tx, x.analysisId)).find(
      (e) => e.id !== id && e.studyId === x.studyId && e.createdBy === uid,
    );
    if (theirs)
      refuse(
        'studyId',
        'You have already extracted this study for this analysis: change that extraction instead.',
      );
    return { data: {} };
  },
};

/** An evidence profile's outcomes that take their effect from an analysis carry its figures. */
async function guardProfile(
  tx: Transaction,
  id: string | null,
  profile: { outcomes: ReadonlyArray<SofRow & { name: string; analysisId: string | null }> },
): Promise<void> {
  for (const [i, o] of profile.outcomes.entries()) {
    if (!o.analysisId) continue;
    const analysis = await analysisOf(tx, o.analysisId);
    if (!analysis || analysis.profileId !== id || analysis.outcome !== o.name)
      refuse(
        `outcomes.${i}.analysisId`,
        `${o.name}: meta-analysis ${o.analysisId} is not an analysis of this outcome.`,
      );
    const { result } = await computed(tx, analysis, o.studyIds);
    const problems = sofProblems(o, result);
    if (problems.length) refuse(`outcomes.${i}.analysisId`, `${o.name}: ${problems.join(' ')}`);
  }
}

export const synthesisServer = defineFeatureServer(synthesisFeature, {
  registries: { analyses: analysisServer, extractions: extractionServer },
  contributes: {
    evidenceProfiles: {
      async guard(ctx, op, before, fields) {
        if (!fields || (op !== 'create' && op !== 'update')) return;
        const profile = evidenceProfiles.fields.parse(fields);
        await guardProfile(ctx.tx, before?.id ?? null, profile);
      },
    },
  },
});

export default synthesisServer;
