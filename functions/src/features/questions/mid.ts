// The minimal important difference of an outcome as a figure on a stated scale, so that
// imprecision can be judged against it: the smallest change people affected would call
// important, in relative terms (a ratio's per cent change), per 1,000 people (a risk
// difference), in the outcome's own units (a mean difference) or in standard deviations (an SMD).
// The question holds it; the evidence profile's outcome takes it from there.
import { z } from 'zod';

import { optionalLine, optionalNumber } from '../../contract/common.js';

export const MID_SCALES = ['relative', 'per1000', 'units', 'sd'] as const;
export type MidScale = (typeof MID_SCALES)[number];

export const MID_SCALE_LABELS: Record<MidScale, string> = {
  relative: 'per cent relative change (RR, OR, HR)',
  per1000: 'per 1,000 people (risk difference)',
  units: 'in the outcome’s units (mean difference)',
  sd: 'standard deviations (SMD)',
};

/** "25 % relative change", "20 per 1,000", "3 points", "0.5 SD". */
export function midText(mid: number, scale: MidScale, units: string | null): string {
  switch (scale) {
    case 'relative':
      return `${mid} % relative change`;
    case 'per1000':
      return `${mid} per 1,000`;
    case 'units':
      return `${mid}${units ? ` ${units}` : ' (outcome units)'}`;
    case 'sd':
      return `${mid} SD`;
  }
}

/** The outcome's MID figure and scale, and the units a continuous outcome is measured in. */
export const midShape = {
  /** The MID as a positive figure on `midScale` (a relative change in per cent for ratios). */
  mid: optionalNumber(
    z
      .number({ error: 'The minimal important difference must be a number.' })
      .positive('The minimal important difference is more than 0.')
      .max(1_000_000, 'The minimal important difference is too large.'),
  ),
  // Empty (a form's "not known") is stored as null.
  midScale: z
    .enum(['', ...MID_SCALES], {
      error: 'Say what the minimal important difference is measured in.',
    })
    .nullable()
    .optional()
    .transform((s): MidScale | null => (s ? s : null)),
  /** What a continuous outcome is measured in ("points on the EPDS", "days"). */
  units: optionalLine(60),
};

interface MidFields {
  mid: number | null;
  midScale: MidScale | null;
}

/** A figure needs its scale and a scale its figure; a relative change stays below 100 %. */
export function midProblems(o: MidFields): Array<{ path: string; message: string }> {
  if (o.mid !== null && o.midScale === null)
    return [
      { path: 'midScale', message: 'Say what the minimal important difference is measured in.' },
    ];
  if (o.mid === null && o.midScale !== null)
    return [
      { path: 'mid', message: 'Give the minimal important difference as a figure, or no scale.' },
    ];
  if (o.midScale === 'relative' && o.mid !== null && o.mid >= 100)
    return [
      { path: 'mid', message: 'A relative change is below 100 % (25 means RR 0.75 and 1.25).' },
    ];
  if (o.midScale === 'per1000' && o.mid !== null && o.mid > 1000)
    return [{ path: 'mid', message: 'A difference per 1,000 people is at most 1,000.' }];
  return [];
}
