// Runs Echo's evaluation set through whatever asks Echo (the streaming callable, in the test and
// in `npm run eval:echo`), one new conversation per question so no answer leans on another.
import { ECHO_EVAL } from './echoQuestions.js';
import { grade, type EvalQuestion, type Fact, type Grade } from './grade.js';

export interface EvalResult {
  item: EvalQuestion;
  grade: Grade;
  missing: Fact[];
  answer: string;
  /** Echo's error, when it gave no answer (graded wrong). */
  error: string | null;
}

export type Asker = (question: string) => Promise<{ answer: string } | { error: string }>;

/**
 * Asks every question of `set`, `concurrency` at a time (each in its own conversation, so their
 * order changes no answer), and grades the answers; results in the set's order.
 */
export async function runEchoEval(
  ask: Asker,
  {
    set = ECHO_EVAL,
    concurrency = 1,
  }: { set?: readonly EvalQuestion[]; concurrency?: number } = {},
): Promise<EvalResult[]> {
  const results: EvalResult[] = new Array<EvalResult>(set.length);
  let next = 0;
  const askInTurn = async () => {
    for (let i = next++; i < set.length; i = next++) {
      const item = set[i]!;
      const got = await ask(item.question);
      results[i] =
        'error' in got
          ? { item, grade: 'wrong', missing: [], answer: '', error: got.error }
          : { item, ...grade(item, got.answer), answer: got.answer, error: null };
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, askInTurn));
  return results;
}

const factText = (f: Fact) => (typeof f === 'string' ? f : f.join(' / '));

/** One line per question (its grade, id and question), what a wrong one lacked, and the tally. */
export function report(results: EvalResult[]): string {
  const width = Math.max(...results.map((r) => r.item.id.length));
  const lines = results.map((r) => {
    const why = r.error
      ? `\n    Echo's error: ${r.error}`
      : 'refuse' in r.item.expects && r.grade !== 'right'
        ? '\n    it answered what the data does not hold'
        : r.missing.length > 0
          ? `\n    missing: ${r.missing.map(factText).join('; ')}`
          : '';
    return `${r.grade.padEnd(14)}  ${r.item.id.padEnd(width)}  ${r.item.question}${why}`;
  });
  const tally = (g: Grade) => results.filter((r) => r.grade === g).length;
  return [
    ...lines,
    '',
    `${tally('right')} right, ${tally('honest refusal')} honest refusals, ${tally('wrong')} wrong, of ${results.length}`,
  ].join('\n');
}
