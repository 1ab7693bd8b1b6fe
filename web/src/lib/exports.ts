// Downloads a list as a file from the `exportData` function, reading the stream as it comes so
// the person sees progress; the file is saved when complete (a cut stream saves nothing).
import {
  EXPORTS_FUNCTION,
  EXPORT_ROWS_HEADER,
  exportPath,
  type ExportFormat,
} from '@hta/functions/contract';

import { functionUrl, idTokenIfSignedIn } from './firebase';

export interface ExportProgress {
  /** Rows the export holds (as the list counted them when it started). */
  rows: number | null;
  bytes: number;
}

export async function downloadExport(
  registry: string,
  format: ExportFormat,
  list: Record<string, unknown>,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  // Visitors export public lists without a token; signed-in people with theirs.
  const token = await idTokenIfSignedIn();
  const response = await fetch(functionUrl(EXPORTS_FUNCTION) + exportPath(registry, format, list), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? 'The export failed. Try again.');
  }
  const rows = Number(response.headers.get(EXPORT_ROWS_HEADER));
  const total = Number.isFinite(rows) ? rows : null;
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  onProgress({ rows: total, bytes });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    onProgress({ rows: total, bytes });
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    `${registry}.${format}`;
  const url = URL.createObjectURL(
    new Blob(parts as BlobPart[], { type: response.headers.get('Content-Type') ?? '' }),
  );
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
