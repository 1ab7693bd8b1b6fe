// Downloads an HTA report file from the export function (GET /report.docx|pdf), reading the
// stream as it comes so the person sees progress; saved only when complete.
import {
  EXPORTS_FUNCTION,
  reportPath,
  type ReportFormat,
  type ReportRequest,
} from '@hta/functions/contract';

import { functionUrl, idTokenIfSignedIn } from '../../lib/firebase';

export async function downloadReport(
  format: ReportFormat,
  request: ReportRequest,
  onBytes: (bytes: number) => void,
): Promise<void> {
  const token = await idTokenIfSignedIn();
  const response = await fetch(functionUrl(EXPORTS_FUNCTION) + reportPath(format, request), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? 'The report could not be made. Try again.');
  }
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    onBytes(bytes);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    `hta-report.${format}`;
  const url = URL.createObjectURL(
    new Blob(parts as BlobPart[], { type: response.headers.get('Content-Type') ?? '' }),
  );
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
