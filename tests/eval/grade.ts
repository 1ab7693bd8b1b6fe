// How an Echo evaluation grades an answer: right (every fact a right answer must contain is in
// it, or, for a question the data cannot answer, it says so), an honest refusal (it says it
// cannot answer a question the data does answer: unhelpful, not misleading) or wrong.

/** A fact a right answer contains: a phrase, or any one of several ways of saying it. */
export type Fact = string | readonly string[];

export interface EvalQuestion {
  id: string;
  question: string;
  /** The facts a right answer must contain; `refuse` when the data cannot answer it. */
  expects: { facts: readonly Fact[] } | { refuse: true };
}

export type Grade = 'right' | 'honest refusal' | 'wrong';

/**
 * How answers say they cannot answer. Checked only when the facts are not all there, so an
 * answer that gives them and mentions what it lacks is still right.
 */
const REFUSES =
  /\b(cannot|can ?not|can't|unable to|am not able to) (answer|tell|say|find|give|provide)|\b(do not|don't|does not|doesn't) (have|contain|include|hold)\b|\b(has|have|holds?|contains?|gives?) no\b|\bno (such )?(data|figures|information|records?)\b|\bnot (in|part of) (the|my) data\b/i;

/**
 * The text as facts are looked for in it: Markdown's emphasis and links' targets gone, digit
 * groups joined ("196,622" and "196 622" read as 196622), spaces and case folded.
 */
export function normalise(text: string): string {
  return text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[*_`[\]]/g, '')
    .replace(/(?<=\d)[,\u00a0\u202f ](?=\d{3}(?!\d))/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

const found = (text: string, fact: Fact) =>
  (typeof fact === 'string' ? [fact] : fact).some((f) => text.includes(normalise(f)));

export interface Graded {
  grade: Grade;
  /** The facts a right answer needs and this one lacks. */
  missing: Fact[];
}

export function grade(item: EvalQuestion, answer: string): Graded {
  const text = normalise(answer);
  const refused = REFUSES.test(answer);
  if ('refuse' in item.expects)
    return refused ? { grade: 'right', missing: [] } : { grade: 'wrong', missing: [] };
  const missing = item.expects.facts.filter((f) => !found(text, f));
  if (missing.length === 0) return { grade: 'right', missing };
  return { grade: refused ? 'honest refusal' : 'wrong', missing };
}
