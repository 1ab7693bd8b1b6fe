// Counts in words, the one way every page, export and message writes them: "1 gap", "2 gaps",
// "1 facility", "0 facilities", "1,024 rows". English plural rules (Intl.PluralRules), so a
// number needs no hand-written "s".
const rules = new Intl.PluralRules('en-CA');

/** The word that agrees with `n`: `one` for 1, `other` (default `one` + "s") otherwise. */
export function plural(n: number, one: string, other = `${one}s`): string {
  return rules.select(n) === 'one' ? one : other;
}

/** The number, grouped as Canadians read it, and the word that agrees with it. */
export function count(n: number, one: string, other = `${one}s`): string {
  return `${n.toLocaleString('en-CA')} ${plural(n, one, other)}`;
}
