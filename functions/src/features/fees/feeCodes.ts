// The fee schedule: billing codes for virtual care with their amounts and effective dates, kept
// by administrators. Seeded only with codes a source can be cited for, each to be verified
// against the current schedule (DOMAIN.md section 6).
import { z } from 'zod';

import {
  optionalText,
  recordId,
  requiredLine,
  requiredText,
  stamps,
} from '../../contract/common.js';
import { paths } from './routes.js';
import { defineRegistry } from '../../contract/registry.js';

const day = z.iso.date({ error: 'Enter a date (YYYY-MM-DD).' });

export const feeCodeFields = z
  .object({
    code: requiredLine(20, 'The code'),
    description: requiredLine(300, 'The description'),
    unit: requiredLine(60, 'The unit'),
    amount: z
      .number({ error: 'An amount in dollars.' })
      .min(0, 'Not negative.')
      .max(100000, 'At most $100,000.')
      .multipleOf(0.01, 'To the cent.')
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    effectiveFrom: day,
    effectiveTo: day
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    source: requiredText(500, 'The source'),
    /** Checked against the current payment schedule by someone at the hub. */
    verified: z.boolean().default(false),
    notes: optionalText(1000),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.effectiveTo && c.effectiveTo < c.effectiveFrom)
      ctx.addIssue({
        code: 'custom',
        path: ['effectiveTo'],
        message: 'The end comes before the start.',
      });
  });
export type FeeCodeFieldsInput = z.input<typeof feeCodeFields>;

export const feeCodeRecord = z.object({ ...feeCodeFields.shape, ...stamps.shape });
export type FeeCode = z.output<typeof feeCodeRecord>;

export const feeCodeSummary = z.object({
  id: recordId,
  code: z.string(),
  description: z.string(),
  unit: z.string(),
  amount: z.number().nullable(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  source: z.string(),
  verified: z.boolean(),
});
export type FeeCodeSummary = z.infer<typeof feeCodeSummary>;

export const feeCodes = defineRegistry({
  name: 'feeCodes',
  label: 'fee code',
  recordKey: 'feeCode',
  nameField: 'code',
  fields: feeCodeFields,
  record: feeCodeRecord,
  summary: feeCodeSummary,
  list: {
    small: true,
    sorts: { code: 'nameLower', effectiveFrom: 'effectiveFrom' },
    defaultSort: 'code',
    filters: { verified: { schema: z.boolean() } },
  },
  // Staff read the schedule; administrators keep it.
  access: { list: 'signedIn', get: 'signedIn', create: 'admin', update: 'admin', delete: 'admin' },
  page: () => paths.feeEstimate,
});
