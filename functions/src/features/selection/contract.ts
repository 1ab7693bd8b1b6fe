// A saved selection: for a clinical need or a community, the technologies chosen (one to four)
// and why. It shows on the need's and the community's pages.
import { z } from 'zod';

import { plainText, recordId, requiredLine, stamps } from '../../contract/common.js';
import { paths } from './routes.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';

export const selectionFields = z
  .object({
    title: requiredLine(200, 'The title'),
    needId: recordId
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    communityId: recordId
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    technologyIds: z
      .array(recordId)
      .min(1, 'Choose at least one technology.')
      .max(4, 'Choose at most four technologies.')
      .refine((ids) => new Set(ids).size === ids.length, 'A technology is chosen twice.'),
    rationale: plainText(4000).refine((s) => s.length >= 3, 'Say why these technologies.'),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (!s.needId && !s.communityId)
      ctx.addIssue({
        code: 'custom',
        path: ['needId'],
        message: 'A selection is for a clinical need or a community.',
      });
  });
export type SelectionFieldsInput = z.input<typeof selectionFields>;

export const selectionRecord = z.object({
  ...selectionFields.shape,
  needTitle: z.string().nullable(),
  communityName: z.string().nullable(),
  ...stamps.shape,
});
export type Selection = z.output<typeof selectionRecord>;

export const selectionSummary = z.object({
  id: recordId,
  title: z.string(),
  needId: z.string().nullable(),
  needTitle: z.string().nullable(),
  communityId: z.string().nullable(),
  communityName: z.string().nullable(),
  technologyIds: z.array(z.string()),
  createdByEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type SelectionSummary = z.infer<typeof selectionSummary>;

const related = z.object({ id: z.string(), name: z.string(), detail: z.string().nullable() });

export const selections = defineRegistry({
  name: 'selections',
  label: 'selection',
  recordKey: 'selection',
  nameField: 'title',
  fields: selectionFields,
  record: selectionRecord,
  summary: selectionSummary,
  list: {
    small: true,
    sorts: { createdAt: 'createdAt', title: 'nameLower' },
    defaultSort: 'createdAt',
    defaultDirection: 'desc',
    oneWay: { createdAt: 'desc' },
    filters: {
      needId: { schema: recordId },
      communityId: { schema: recordId },
    },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  authorWrites: true,
  references: [
    { field: 'needId', to: 'clinicalNeeds', nameCopy: 'needTitle' },
    { field: 'communityId', to: 'communities', nameCopy: 'communityName' },
    { field: 'technologyIds', to: 'technologies' },
  ],
  profile: { technologies: z.array(related) },
  page: () => paths.selection,
});
