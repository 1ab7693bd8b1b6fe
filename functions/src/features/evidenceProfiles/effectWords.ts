// The absolute effect of a Summary of Findings row in words, as GRADE's tables write it, for the
// measures that are differences rather than ratios: a mean difference in the outcome's units, a
// standardised mean difference with Cohen's rule of thumb beside it, a risk difference per 1,000.
// A ratio's and a risk difference's absolute effects also follow from the comparator's risk
// (grade.ts).
//
// Sources: Schünemann HJ et al., GRADE guidelines 13 (continuous outcomes), J Clin Epidemiol
// 2013;66:173–83; Cochrane Handbook chapter 14.1 (SoF tables: "the mean … in the intervention
// group was … lower (… to …)", "SMD … lower"); Cohen J, Statistical Power Analysis for the
// Behavioral Sciences, 2nd ed., 1988 (0.2 small, 0.5 moderate, 0.8 large).
export const DIFFERENCE_MEASURES = ['MD', 'SMD', 'RD'] as const;
export type DifferenceMeasure = (typeof DIFFERENCE_MEASURES)[number];

export const DIFFERENCE_NAMES: Record<DifferenceMeasure, string> = {
  MD: 'mean difference',
  SMD: "standardised mean difference (Hedges' g)",
  RD: 'risk difference',
};

export const isDifference = (measure: string): measure is DifferenceMeasure =>
  (DIFFERENCE_MEASURES as readonly string[]).includes(measure);

/** "Days waiting" → "days waiting" inside a sentence; an acronym ("EPDS score") is kept. */
const sentenceCase = (name: string) =>
  /^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;

/** Up to two decimals, without trailing zeros or a negative zero. */
const figure = (x: number) => String(Math.abs(Number(x.toFixed(2))));

/** "2.3 points lower", "0.5 higher", "no different". */
const meanWords = (x: number, units: string | null) =>
  Number(x.toFixed(2)) === 0
    ? 'no different'
    : `${figure(x)}${units ? ` ${units}` : ''} ${x < 0 ? 'lower' : 'higher'}`;

/** A risk difference (a proportion) per 1,000 people, to whole people. */
export const per1000 = (rd: number) => Math.round(rd * 1000);

/** "120 fewer", "35 more", "0 more": as differenceText (grade.ts) words a count per 1,000. */
const countWords = (n: number) => (n === 0 ? '0 more' : n > 0 ? `${n} more` : `${-n} fewer`);

/** Cohen's size of a standardised mean difference. */
export function cohenSize(smd: number): 'less than small' | 'small' | 'moderate' | 'large' {
  const g = Math.abs(smd);
  if (g >= 0.8) return 'large';
  if (g >= 0.5) return 'moderate';
  if (g >= 0.2) return 'small';
  return 'less than small';
}

export interface DifferenceEffect {
  measure: DifferenceMeasure;
  estimate: number;
  ciLow: number;
  ciHigh: number;
  /** The outcome's name, for a mean difference ("the mean pain score …"). */
  name: string;
  units: string | null;
}

export interface EffectInWords {
  text: string;
  /** What the reader needs to read it (Cohen's rule of thumb for an SMD). */
  note: string | null;
}

/** The absolute effect in words of a mean, standardised mean or risk difference and its CI. */
export function differenceInWords(e: DifferenceEffect): EffectInWords {
  switch (e.measure) {
    case 'MD':
      return {
        text: `The mean ${sentenceCase(e.name)} in the intervention group was ${meanWords(e.estimate, e.units)} (${meanWords(e.ciLow, null)} to ${meanWords(e.ciHigh, null)})`,
        note: null,
      };
    case 'SMD':
      return {
        text: `SMD ${meanWords(e.estimate, null)} (${meanWords(e.ciLow, null)} to ${meanWords(e.ciHigh, null)})`,
        note: `By Cohen’s rule of thumb an SMD of 0.2 is a small effect, 0.5 moderate and 0.8 large; this estimate (${figure(e.estimate)}) is ${cohenSize(e.estimate)}.`,
      };
    case 'RD':
      return {
        text: `${countWords(per1000(e.estimate))} per 1,000 (from ${countWords(per1000(e.ciLow))} to ${countWords(per1000(e.ciHigh))})`,
        note: null,
      };
  }
}
