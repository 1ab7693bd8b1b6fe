// A chart's labels on a phone: a radar's "Socio-cultural, ethical, legal" on one line runs past
// the chart's edge and is clipped, and a tornado's bar labels cut short read alike. The charts
// draw each "\n" as a new line, so the label is broken at spaces into lines of at most
// `maxChars` (a word longer than that keeps a line to itself rather than being cut).
export function wrapLabel(text: string, maxChars: number): string {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}
