// Opaque page cursors: the last row's sort values and id, so the next page starts after it
// without reading that row again.
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

import { hasLoneSurrogate, recordId } from '../../contract/index.js';

type Encoded = string | number | boolean | null | { ts: string };

function encodeValue(value: unknown): Encoded {
  if (value instanceof Timestamp) return { ts: value.toDate().toISOString() };
  if (value === undefined) return null;
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value === null
  ) {
    return value;
  }
  return null;
}

function decodeValue(value: Encoded): unknown {
  if (value !== null && typeof value === 'object') return Timestamp.fromDate(new Date(value.ts));
  return value;
}

export function encodeCursor(values: unknown[], id: string): string {
  return Buffer.from(JSON.stringify({ v: values.map(encodeValue), id })).toString('base64url');
}

export function decodeCursor(
  cursor: string,
  expectedValues: number,
): { values: unknown[]; id: string } {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      v: Encoded[];
      id: string;
    };
    const valid =
      Array.isArray(parsed.v) &&
      parsed.v.length === expectedValues &&
      // The id goes to Firestore as a document id ("" or "a/b" are refused there, as a 500).
      recordId.safeParse(parsed.id).success &&
      parsed.v.every(
        (v) =>
          v === null ||
          (typeof v === 'string' && !hasLoneSurrogate(v)) ||
          ['number', 'boolean'].includes(typeof v) ||
          (typeof v === 'object' && typeof v.ts === 'string' && !Number.isNaN(Date.parse(v.ts))),
      );
    if (!valid) throw new Error('shape');
    return { values: parsed.v.map(decodeValue), id: parsed.id };
  } catch {
    throw new HttpsError(
      'invalid-argument',
      'The page cursor is not valid. Start again from the first page.',
      {
        fields: { cursor: 'Not a valid page cursor.' },
      },
    );
  }
}
