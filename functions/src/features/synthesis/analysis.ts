// One outcome's meta-analysis from its extracted figures: each study's effect and CI, the pooled
// effect (Mantel–Haenszel or inverse variance, fixed or random effects), heterogeneity, the
// prediction interval, a leave-one-out table, the participants and studies counted, and the
// comparator's risk from the control arms. Pure: the server answers with it, the report and the
// Summary of Findings check take their figures from it, so every figure is computed here once.
import {
  binaryEffect,
  binaryProblem,
  continuousEffect,
  continuousProblem,
  genericEffect,
  genericProblem,
  type BinaryMeasure,
  type ContinuousMeasure,
  type GenericMeasure,
  type Measure,
  type StudyEffect,
} from './effectSizes.js';
import { mantelHaenszel } from './mantelHaenszel.js';
import { pool, type Model, type Tau2Method } from './pooling.js';

export const SYNTHESIS_MEASURES = ['RR', 'OR', 'RD', 'MD', 'SMD', 'ratio', 'difference'] as const;
export const DATA_TYPES = ['dichotomous', 'continuous', 'generic'] as const;
export type DataType = (typeof DATA_TYPES)[number];
export const POOLING_METHODS = ['MH', 'IV'] as const;
export type Method = (typeof POOLING_METHODS)[number];
export const COMPARATOR_RISKS = ['median', 'pooled'] as const;
export type ComparatorRisk = (typeof COMPARATOR_RISKS)[number];

export const MEASURE_LABELS: Record<Measure, string> = {
  RR: 'risk ratio',
  OR: 'odds ratio',
  RD: 'risk difference',
  MD: 'mean difference',
  SMD: "standardised mean difference (Hedges' g)",
  ratio: 'ratio (generic inverse variance)',
  difference: 'difference (generic inverse variance)',
};

/** The figures a measure is computed from. */
export function dataTypeOf(measure: Measure): DataType {
  if (measure === 'RR' || measure === 'OR' || measure === 'RD') return 'dichotomous';
  if (measure === 'MD' || measure === 'SMD') return 'continuous';
  return 'generic';
}

/** Ratios are pooled on the log scale and shown on their own. */
export const isRatio = (measure: Measure) =>
  measure === 'RR' || measure === 'OR' || measure === 'ratio';

export type Extracted =
  | { type: 'dichotomous'; events1: number; total1: number; events2: number; total2: number }
  | {
      type: 'continuous';
      mean1: number;
      sd1: number;
      n1: number;
      mean2: number;
      sd2: number;
      n2: number;
    }
  | {
      type: 'generic';
      estimate: number;
      lower: number;
      upper: number;
      /** Participants in the study, where it says (for the SoF's count). */
      participants: number | null;
    };

/** What is wrong with one study's figures for this measure, or null (the form and the server). */
export function extractedProblem(label: string, measure: Measure, data: Extracted): string | null {
  const wanted = dataTypeOf(measure);
  if (data.type !== wanted)
    return `${label}: a ${MEASURE_LABELS[measure]} is computed from ${wanted} figures, not ${data.type} ones.`;
  switch (data.type) {
    case 'dichotomous':
      return binaryProblem({ label, ...data });
    case 'continuous':
      return continuousProblem({ label, ...data });
    case 'generic':
      return genericProblem({ label, ...data }, measure as GenericMeasure);
  }
}

/** Two extractions of one study agree when every figure is the same. */
export function sameFigures(a: Extracted, b: Extracted): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return [...keys].every((k) => x[k] === y[k]);
}

/** The figures that differ between two extractions of one study, by name. */
export function differingFigures(a: Extracted, b: Extracted): string[] {
  if (a.type !== b.type) return ['type'];
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return Object.keys(a).filter((k) => x[k] !== y[k]);
}

export interface AnalysisSettings {
  measure: Measure;
  /** Mantel–Haenszel (dichotomous, fixed effect) or inverse variance. */
  method: Method;
  model: Model;
  tau2Method: Tau2Method;
  hartungKnapp: boolean;
  comparatorRisk: ComparatorRisk;
}

/** Why these settings cannot be used together, or null. */
export function settingsProblem(s: AnalysisSettings): string | null {
  if (s.method === 'MH' && dataTypeOf(s.measure) !== 'dichotomous')
    return 'Mantel–Haenszel pools 2×2 tables: choose inverse variance for this measure.';
  if (s.method === 'MH' && s.model === 'random')
    return 'Mantel–Haenszel is a fixed-effect method: choose inverse variance for random effects.';
  if (s.hartungKnapp && s.model !== 'random')
    return 'Hartung–Knapp adjusts a random-effects model: choose random effects, or leave it off.';
  return null;
}

export interface AnalysedStudy {
  studyId: string;
  label: string;
  data: Extracted;
}

export interface StudyRow {
  studyId: string;
  label: string;
  /** On the measure's own scale (ratios as ratios); null when the study cannot be pooled. */
  effect: number | null;
  lower: number | null;
  upper: number | null;
  /** Its weight in the pooled result, per cent (0 when left out). */
  weight: number;
  participants: number | null;
  note: string | null;
}

export interface PooledResult {
  /** On the measure's own scale. */
  estimate: number;
  lower: number;
  upper: number;
  /** On the pooling scale (log for ratios). */
  se: number;
  p: number;
  prediction: { lower: number; upper: number } | null;
  heterogeneity: { q: number; df: number; p: number; tau2: number | null; i2: number };
}

export interface LeaveOneOutRow {
  studyId: string;
  label: string;
  estimate: number;
  lower: number;
  upper: number;
  i2: number;
  tau2: number | null;
}

export interface Analysis {
  measure: Measure;
  ratio: boolean;
  /** How it was pooled, in words. */
  method: string;
  studies: StudyRow[];
  /** Studies with figures (all of them, pooled or not: they are the body of evidence). */
  studyCount: number;
  participants: number;
  /** Studies that entered the pooling. */
  pooledCount: number;
  pooled: PooledResult | null;
  /** Why there is no pooled result, or what was left out. */
  notes: string[];
  leaveOneOut: LeaveOneOutRow[];
  /** Risk with the comparator per 1,000 from the control arms (dichotomous only). */
  comparator: {
    median: number;
    pooled: number;
    chosen: ComparatorRisk;
    per1000: number;
  } | null;
}

const NOTE_WORDS: Record<string, string> = {
  'continuity corrected': '0.5 added to each cell (a zero cell)',
  'no events in either arm': 'left out: no events in either arm',
  'all events in both arms': 'left out: every participant had the event in both arms',
};

function effectOf(study: AnalysedStudy, measure: Measure): StudyEffect {
  const { label, data } = study;
  switch (data.type) {
    case 'dichotomous':
      return binaryEffect({ label, ...data }, measure as BinaryMeasure);
    case 'continuous':
      return continuousEffect({ label, ...data }, measure as ContinuousMeasure);
    case 'generic':
      return genericEffect({ label, ...data }, measure as GenericMeasure);
  }
}

function participantsOf(data: Extracted): number | null {
  switch (data.type) {
    case 'dichotomous':
      return data.total1 + data.total2;
    case 'continuous':
      return data.n1 + data.n2;
    case 'generic':
      return data.participants;
  }
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const Z95 = 1.959963984540054;

interface Core {
  estimate: number;
  se: number;
  lower: number;
  upper: number;
  p: number;
  prediction: { lower: number; upper: number } | null;
  heterogeneity: PooledResult['heterogeneity'];
  /** Per study given, in order (0 when left out). */
  weights: number[];
}

/** The pooled result on the pooling scale, or null when no study can be pooled. */
function poolCore(
  studies: readonly AnalysedStudy[],
  effects: readonly StudyEffect[],
  s: AnalysisSettings,
): Core | null {
  const included = effects.filter((e) => e.included);
  if (included.length === 0) return null;
  if (s.method === 'MH') {
    const mh = mantelHaenszel(
      studies.flatMap((st) =>
        st.data.type === 'dichotomous' ? [{ label: st.label, ...st.data }] : [],
      ),
      s.measure as BinaryMeasure,
    );
    return {
      estimate: mh.estimate,
      se: mh.se,
      lower: mh.lower,
      upper: mh.upper,
      p: mh.p,
      prediction: null,
      heterogeneity: { ...mh.heterogeneity, tau2: null },
      weights: mh.weights,
    };
  }
  const pooled = pool(effects, {
    model: s.model,
    tau2Method: s.tau2Method,
    hartungKnapp: s.hartungKnapp,
  });
  let next = 0;
  const weights = effects.map((e) => (e.included ? pooled.weights[next++]! : 0));
  return {
    estimate: pooled.estimate,
    se: pooled.se,
    lower: pooled.lower,
    upper: pooled.upper,
    p: pooled.p,
    prediction: pooled.prediction ?? null,
    heterogeneity: {
      q: pooled.heterogeneity.q,
      df: pooled.heterogeneity.df,
      p: pooled.heterogeneity.p,
      tau2: s.model === 'random' ? pooled.heterogeneity.tau2 : null,
      i2: pooled.heterogeneity.i2,
    },
    weights,
  };
}

export function methodText(s: AnalysisSettings): string {
  const measure = MEASURE_LABELS[s.measure];
  if (s.method === 'MH') return `Mantel–Haenszel, fixed effect, ${measure}`;
  if (s.model === 'fixed') return `Inverse variance, fixed effect, ${measure}`;
  const tau = s.tau2Method === 'DL' ? 'DerSimonian–Laird' : 'REML';
  return `Inverse variance, random effects (τ² by ${tau}${s.hartungKnapp ? ', Hartung–Knapp' : ''}), ${measure}`;
}

/**
 * The analysis of one outcome. Throws a RangeError naming the study when a study's figures are
 * not usable for the measure (the extraction's checks refuse them before they are stored).
 */
export function analyse(settings: AnalysisSettings, studies: readonly AnalysedStudy[]): Analysis {
  const settingsIssue = settingsProblem(settings);
  if (settingsIssue) throw new RangeError(settingsIssue);
  for (const st of studies) {
    const problem = extractedProblem(st.label, settings.measure, st.data);
    if (problem) throw new RangeError(problem);
  }
  const ratio = isRatio(settings.measure);
  const show = (x: number) => (ratio ? Math.exp(x) : x);
  const effects = studies.map((st) => effectOf(st, settings.measure));
  const core = poolCore(studies, effects, settings);
  const notes: string[] = [];
  const rows: StudyRow[] = studies.map((st, i) => {
    const e = effects[i]!;
    const se = Math.sqrt(e.vi);
    return {
      studyId: st.studyId,
      label: st.label,
      effect: e.included ? show(e.yi) : null,
      lower: e.included ? show(e.yi - Z95 * se) : null,
      upper: e.included ? show(e.yi + Z95 * se) : null,
      weight: core?.weights[i] ?? 0,
      participants: participantsOf(st.data),
      note: e.note ? (NOTE_WORDS[e.note] ?? e.note) : null,
    };
  });
  for (const r of rows)
    if (r.effect === null && r.note)
      notes.push(`${r.label}: ${r.note}; it adds nothing to a ratio.`);
  if (studies.length === 0) notes.push('No study has extracted figures yet.');
  else if (!core) notes.push('No study can be pooled.');

  const pooledCount = effects.filter((e) => e.included).length;
  const leaveOneOut: LeaveOneOutRow[] =
    core && pooledCount >= 2
      ? studies.flatMap((left, i) => {
          if (!effects[i]!.included) return [];
          const rest = studies.filter((_, j) => j !== i);
          const c = poolCore(
            rest,
            effects.filter((_, j) => j !== i),
            settings,
          );
          return c
            ? [
                {
                  studyId: left.studyId,
                  label: left.label,
                  estimate: show(c.estimate),
                  lower: show(c.lower),
                  upper: show(c.upper),
                  i2: c.heterogeneity.i2,
                  tau2: c.heterogeneity.tau2,
                },
              ]
            : [];
        })
      : [];

  const controls = studies.flatMap((st) =>
    st.data.type === 'dichotomous' ? [{ events: st.data.events2, total: st.data.total2 }] : [],
  );
  const comparator =
    controls.length > 0
      ? (() => {
          const med = 1000 * median(controls.map((c) => c.events / c.total));
          const pooledRisk =
            (1000 * controls.reduce((s, c) => s + c.events, 0)) /
            controls.reduce((s, c) => s + c.total, 0);
          return {
            median: med,
            pooled: pooledRisk,
            chosen: settings.comparatorRisk,
            per1000: Math.round(settings.comparatorRisk === 'median' ? med : pooledRisk),
          };
        })()
      : null;

  return {
    measure: settings.measure,
    ratio,
    method: methodText(settings),
    studies: rows,
    studyCount: studies.length,
    participants: rows.reduce((s, r) => s + (r.participants ?? 0), 0),
    pooledCount,
    pooled: core
      ? {
          estimate: show(core.estimate),
          lower: show(core.lower),
          upper: show(core.upper),
          se: core.se,
          p: core.p,
          prediction: core.prediction
            ? { lower: show(core.prediction.lower), upper: show(core.prediction.upper) }
            : null,
          heterogeneity: core.heterogeneity,
        }
      : null,
    notes,
    leaveOneOut,
    comparator,
  };
}
