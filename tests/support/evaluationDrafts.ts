// Evaluation drafts as the outside-in tests read and answer them through the API.

/** A draft evaluation as `evaluations.get` and `.create` answer it (the parts tests use). */
export interface Draft {
  id: string;
  version: number;
  title: string;
  technologyId: string;
  preceding: Record<string, { answer: string | null; result: string | null }>;
  domains: Record<string, Array<Record<string, unknown>>>;
}

/**
 * A question that is not a rating, answered by its type: yes / no "no", a number at its minimum,
 * the first option, else `text`.
 */
export const typedAnswer = (a: Record<string, unknown>, text: string): string | number =>
  a.type === 'yesNo'
    ? 'no'
    : a.type === 'number'
      ? typeof a.min === 'number'
        ? a.min
        : 1
      : a.type === 'choice' && Array.isArray(a.choices)
        ? String(a.choices[0])
        : text;
