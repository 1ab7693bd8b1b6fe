// Whether an upload's first bytes are what its type says, and nothing a browser would run.
// Checked on the first chunk, which must therefore hold all of the bytes a browser reads to decide
// what a file is (the WHATWG MIME Sniffing standard's resource header, at most 1,445 bytes).

/** How much of a file's start a browser reads to sniff its type. */
export const SNIFFED_BYTES = 1445;

/** The first bytes each accepted type starts with (CSV: text without NUL bytes). */
function startsAsDeclared(contentType: string, head: Buffer): boolean {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  switch (contentType) {
    case 'application/pdf':
      return starts(0x25, 0x50, 0x44, 0x46);
    case 'image/png':
      return starts(0x89, 0x50, 0x4e, 0x47);
    case 'image/jpeg':
      return starts(0xff, 0xd8, 0xff);
    case 'image/gif':
      return starts(0x47, 0x49, 0x46, 0x38);
    case 'image/webp':
      return starts(0x52, 0x49, 0x46, 0x46) && head.subarray(8, 12).toString('latin1') === 'WEBP';
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
      return starts(0x50, 0x4b, 0x03, 0x04);
    case 'application/msword':
    case 'application/vnd.ms-excel':
      return starts(0xd0, 0xcf, 0x11, 0xe0);
    case 'text/csv':
      return !head.includes(0);
    default:
      return false;
  }
}

/**
 * Markup that makes a web page or runs script: a page's own tags, the elements that load or run
 * code, and any tag with an event handler (`<img onerror=…>`). Looked for anywhere in the head,
 * not only at its start as the standard does: a file that is a PDF and a page at once (a polyglot)
 * opens as a page in whatever sniffs more loosely. Text-level tags (`<b>`, `<p>`, `<a>`) run
 * nothing and are common in ordinary text (a PDF's title), so they pass.
 */
const MARKUP =
  /<(?:!doctype\s+html|html|head|body|title|meta|script|iframe|frame|object|embed|svg|img)[\s/>]|<[a-z][^<>]{0,200}[\s/"']on[a-z]+\s*=/i;

/** Why these first bytes cannot start a file of this type, or null when they can. */
export function contentProblem(contentType: string, first: Buffer, size: number): string | null {
  if (first.length < Math.min(size, SNIFFED_BYTES))
    return `The first chunk must hold the file’s first ${SNIFFED_BYTES.toLocaleString('en-CA')} bytes (or all of a smaller file).`;
  const head = first.subarray(0, SNIFFED_BYTES);
  if (!startsAsDeclared(contentType, head)) return 'The file’s content does not match its type.';
  // Latin-1 keeps one character per byte, so markup is found whatever the rest of the file is.
  if (MARKUP.test(head.toString('latin1')))
    return 'The file’s first bytes hold web page markup (HTML), which a browser could run.';
  return null;
}
