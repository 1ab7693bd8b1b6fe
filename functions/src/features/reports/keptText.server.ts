// An approved report as it is kept (frozen.server.ts): the model's JSON text, within what one
// Firestore document holds, and read back through the report's shape. Apart from the storage so
// the size rule is tested without a database.
import { HttpsError } from 'firebase-functions/v2/https';

import { htaReport, type HtaReport } from './reportSchema.js';

/** The most bytes of model text one kept report may hold (under 1 MiB, with room to spare). */
export const KEPT_REPORT_MAX_BYTES = 1_000_000;

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** The model as stored: its JSON text, refused (with the approval) when it would not fit. */
export function keptText(report: HtaReport, version: number): string {
  // JSON writes an infinite or NaN figure as null, which the kept report could never be read
  // back with: refuse the approval instead of keeping a report that fails ever after.
  const json = JSON.stringify(report, (key, value: unknown) => {
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new HttpsError(
        'failed-precondition',
        `Version ${version} cannot be approved: its HTA report has a figure that is not a ` +
          `number (${key}: ${value}). Check the inputs of its budget impact analysis.`,
      );
    return value;
  });
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes > KEPT_REPORT_MAX_BYTES)
    throw new HttpsError(
      'resource-exhausted',
      `Version ${version} cannot be approved: its HTA report (${megabytes(bytes)} of text) is ` +
        `larger than an approved report can be kept (${megabytes(KEPT_REPORT_MAX_BYTES)}). Cite ` +
        `fewer studies in its evidence profile or shorten the evaluators' notes, then approve it.`,
    );
  return json;
}

/** A kept report read back, checked against the report's shape (reportSchema.ts). */
export const fromKeptText = (json: string): HtaReport => htaReport.parse(JSON.parse(json));
