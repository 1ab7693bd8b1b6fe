// What a review covers. A dossier's version is sent for review with the state of every source it
// rests on — each record it cites, its technology's submitted evaluations, the studies its
// evidence profile cites — and approval compares them with the sources as they are: a reviewer
// approves what was sent for review, never a source someone rewrote meanwhile. The lead's own
// edits in review (answering comments) are the dossier's version, which an approval names.
import { z } from 'zod';

import type { Refusal } from './rules.js';

/** A source as a review saw it: which record, how people read its name, and its state. */
export interface ReviewedSource {
  /** The record's path in the store ("evidenceProfiles/abc"). */
  path: string;
  /** "the evidence profile “Cart evidence”" */
  label: string;
  /** Its version, or a digest of what the review shows of it (see reviewedSources.server.ts). */
  mark: string;
}

/** The version sent for review and its sources then, as the dossier keeps it. */
export const reviewRecord = z.object({
  number: z.number().int(),
  sources: z.array(z.object({ path: z.string(), label: z.string(), mark: z.string() })),
});
export type ReviewRecord = z.infer<typeof reviewRecord>;

/** At most this many changes are named in a refusal; the rest are counted. */
const NAMED = 5;

/** What changed among the sources since they were sent for review, in words. */
export function changesSinceReview(
  sent: readonly ReviewedSource[],
  now: readonly ReviewedSource[],
): string[] {
  const current = new Map(now.map((s) => [s.path, s]));
  const before = new Set(sent.map((s) => s.path));
  return [
    ...sent.flatMap((s) => {
      const n = current.get(s.path);
      if (!n) return [`${s.label} is no longer among its sources`];
      return n.mark === s.mark ? [] : [`${s.label} was edited`];
    }),
    ...now.filter((s) => !before.has(s.path)).map((s) => `${s.label} was added`),
  ];
}

const listed = (items: readonly string[]) => {
  const named = items.slice(0, NAMED);
  const rest = items.length - named.length;
  const all = rest > 0 ? [...named, `${rest} more ${rest === 1 ? 'source' : 'sources'}`] : named;
  return all.length < 2 ? (all[0] ?? '') : `${all.slice(0, -1).join('; ')}; and ${all.at(-1)!}`;
};

/**
 * Why version `number` may not be approved with its sources as they are now, or null when it may:
 * it was sent for review without a record of its sources, or one of them changed since.
 */
export function reviewRefusal(
  sent: ReviewRecord | null,
  number: number,
  now: readonly ReviewedSource[],
): Refusal | null {
  if (!sent || sent.number !== number)
    return {
      code: 'failed-precondition',
      message:
        'This version was sent for review without a record of the sources it covers, so no ' +
        'one can tell what its reviewers saw. Its lead takes it back to draft and sends it for ' +
        'review again.',
    };
  const changes = changesSinceReview(sent.sources, now);
  if (!changes.length) return null;
  return {
    code: 'failed-precondition',
    message:
      `Since this version was sent for review, ${listed(changes)}: its reviewers have not seen ` +
      'what would be approved. Its lead takes it back to draft and sends it for review again.',
  };
}
