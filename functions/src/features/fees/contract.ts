// A fee estimate: service lines (fee codes × quantities) for a community or facility over a
// period, priced by the server at the fees in effect when the period starts (../fees.ts).
import { z } from 'zod';

import { optionalText, recordId, requiredLine, stamps } from '../../contract/common.js';
import { paths } from './routes.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';

const day = z.iso.date({ error: 'Enter a date (YYYY-MM-DD).' });

export const feeEstimateFields = z
  .object({
    title: requiredLine(200, 'The title'),
    communityId: recordId
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    facilityId: recordId
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    periodFrom: day,
    periodTo: day,
    lines: z
      .array(
        z
          .object({
            feeCodeId: recordId,
            quantity: z
              .number({ error: 'A whole number of services.' })
              .int('A whole number of services.')
              .min(1, 'At least 1.')
              .max(1_000_000, 'At most 1,000,000.'),
          })
          .strict(),
      )
      .min(1, 'Add at least one service line.')
      .max(50, 'At most 50 lines.'),
    notes: optionalText(2000),
  })
  .strict()
  .superRefine((e, ctx) => {
    if (e.periodTo < e.periodFrom)
      ctx.addIssue({
        code: 'custom',
        path: ['periodTo'],
        message: 'The end comes before the start.',
      });
  });
export type FeeEstimateFieldsInput = z.input<typeof feeEstimateFields>;

const pricedLine = z.object({
  feeCodeId: z.string(),
  code: z.string(),
  description: z.string(),
  unit: z.string(),
  quantity: z.number(),
  amount: z.number().nullable(),
  subtotal: z.number().nullable(),
  problem: z.string().nullable(),
  verified: z.boolean(),
});

export const pricedEstimateSchema = z.object({
  lines: z.array(pricedLine),
  total: z.number(),
  unpriced: z.number(),
  unverified: z.number(),
});

export const feeEstimateRecord = z.object({
  ...feeEstimateFields.shape,
  communityName: z.string().nullable(),
  facilityName: z.string().nullable(),
  feeCodeIds: z.array(z.string()),
  /** Priced by the server on every write, at the fees then in the schedule. */
  priced: pricedEstimateSchema,
  ...stamps.shape,
});
export type FeeEstimate = z.output<typeof feeEstimateRecord>;

export const feeEstimateSummary = z.object({
  id: recordId,
  title: z.string(),
  communityName: z.string().nullable(),
  facilityName: z.string().nullable(),
  periodFrom: z.string(),
  periodTo: z.string(),
  priced: pricedEstimateSchema,
  updatedAt: z.string(),
});
export type FeeEstimateSummary = z.infer<typeof feeEstimateSummary>;

export const feeEstimates = defineRegistry({
  name: 'feeEstimates',
  label: 'fee estimate',
  recordKey: 'feeEstimate',
  nameField: 'title',
  fields: feeEstimateFields,
  record: feeEstimateRecord,
  summary: feeEstimateSummary,
  list: {
    small: true,
    sorts: { updatedAt: 'updatedAt', title: 'nameLower' },
    defaultSort: 'updatedAt',
    defaultDirection: 'desc',
    oneWay: { updatedAt: 'desc' },
    filters: { communityId: { schema: recordId } },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  references: [
    { field: 'communityId', to: 'communities', nameCopy: 'communityName' },
    { field: 'facilityId', to: 'facilities', nameCopy: 'facilityName' },
    // Derived: a fee code cannot be deleted while an estimate uses it.
    { field: 'feeCodeIds', to: 'feeCodes' },
  ],
  derived: (fields) => ({ feeCodeIds: [...new Set(fields.lines.map((l) => l.feeCodeId))] }),
  page: paths.feeEstimateOf,
});
