// Whether a form's values are still what it started with, as a person sees them: an empty text
// box, no number, no choice and an empty list are all "nothing", however the input stores it
// ('' from the browser, null from a number input, undefined where the record had no value) — and
// so is a group of inputs all empty (an address's lines, a judgement's reason), which the form
// fills in as an object of '' where the record had none.
const isBlank = (value: unknown): boolean =>
  value === '' ||
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    Object.values(value).every(isBlank));

export function sameValues(a: unknown, b: unknown): boolean {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameValues(item, b[i]))
    );
  if (typeof a === 'object' && typeof b === 'object') {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return [...keys].every((key) => sameValues(left[key], right[key]));
  }
  return Object.is(a, b);
}
