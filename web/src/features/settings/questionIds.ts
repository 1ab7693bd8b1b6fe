// A new question's id: a slug of its text, unique within its group. Ids stay as they are once
// given — evaluations answered with a question keep pointing at it when its wording changes.
export function newQuestionId(text: string, taken: readonly string[]): string {
  const slug =
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32)
      .replace(/-+$/g, '') || 'question';
  const start = /^[a-z0-9]/.test(slug) ? slug : `q-${slug}`;
  if (!taken.includes(start)) return start;
  for (let n = 2; ; n += 1) {
    const candidate = `${start}-${n}`;
    if (!taken.includes(candidate)) return candidate;
  }
}
