// The headers of every file the functions hand out (a list's export, a feature's file such as
// the HTA report, an attachment), so no download is treated differently by a browser or a cache.
import { encodeExtended } from 'content-disposition';
import type { Response } from 'express';

/**
 * Browsers take the declared type as it is and never sniff another (an uploaded "PDF" read as a
 * web page would run as our origin's). Set on every answer, refusals included.
 */
export const noSniff = (res: Response): Response => res.set('X-Content-Type-Options', 'nosniff');

/** Characters a quoted `filename` carries as they are: printable ASCII but `"` and `\\`. */
const NOT_PLAIN = /[^\x20\x21\x23-\x5b\x5d-\x7e]/g;

/**
 * `attachment; filename="…"`, quoted as every client (the web app too) reads it; a name with other
 * characters has them as `_` there, and goes whole in `filename*`, percent-encoded as RFC 5987
 * asks (content-disposition's encoder), which clients that know it prefer.
 */
export function contentDispositionOf(name: string): string {
  const plain = name.replace(NOT_PLAIN, '_');
  return plain === name
    ? `attachment; filename="${name}"`
    : `attachment; filename="${plain}"; filename*=${encodeExtended(name)}`;
}

export interface Download {
  /** The file's name as the person sees it (any Unicode). */
  name: string;
  contentType: string;
  /** Its size in bytes, when known before it is sent (a streamed export's is not). */
  size?: number;
}

export function setDownloadHeaders(res: Response, { name, contentType, size }: Download): void {
  noSniff(res)
    .set('Content-Type', contentType)
    .set('Content-Disposition', contentDispositionOf(name))
    // The data is the caller's to see: no shared cache keeps it, and the browser keeps no copy.
    .set('Cache-Control', 'private, no-store');
  if (size !== undefined) res.set('Content-Length', String(size));
}
