import { z } from 'zod';

import { BIDI_CONTROL, BIDI_MESSAGE, attachment, recordId, trimInvisible } from './common.js';
import { defineOperation } from './operation.js';
import { allRegistries } from './registries/index.js';

/** Registries whose records carry files (`attachments` in their declaration). */
export const ATTACHMENT_REGISTRIES = allRegistries
  .filter((r) => r.attachments)
  .map((r) => r.name) as [string, ...string[]];
export type AttachmentRegistry = string;

export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
/** Uploads travel in chunks of this size: no function ever holds a whole file. */
export const ATTACHMENT_CHUNK_BYTES = 1024 * 1024;

/** Accepted files: PDF, images, Word, Excel, CSV — by type and by extension. */
export const ATTACHMENT_TYPES = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'text/csv': ['csv'],
} as const satisfies Record<string, readonly string[]>;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

const ACCEPTED = 'PDF, images (PNG, JPEG, GIF, WebP), Word, Excel or CSV';

/** Why a file cannot be attached, or null when it can. */
export function attachmentProblem(name: string, contentType: string, size: number): string | null {
  const extensions = (ATTACHMENT_TYPES as Record<string, readonly string[]>)[contentType];
  const extension = name.toLowerCase().split('.').pop() ?? '';
  if (!extensions) return `This kind of file cannot be attached. Attach ${ACCEPTED}.`;
  if (!extensions.includes(extension))
    return `The name ends in .${extension}, which does not match its type. Attach ${ACCEPTED}.`;
  if (size <= 0) return 'The file is empty.';
  if (size > MAX_ATTACHMENT_BYTES)
    return `The file is ${(size / 1048576).toFixed(1)} MB; at most 20 MB can be attached.`;
  return null;
}

const fileName = z
  .string()
  .overwrite(trimInvisible)
  .min(1, 'The file needs a name.')
  .max(200, 'At most 200 characters.')
  // No path separators, markup or control characters in a name that ends up in headers.
  .refine(
    (n) => !Array.from(n).some((c) => '\\/<>'.includes(c) || c.charCodeAt(0) < 32),
    'The file name has characters that are not allowed.',
  )
  // "report\u202Efdp.exe" would show as "reportexe.pdf": the name must show what the file is.
  .refine((n) => !BIDI_CONTROL.test(n), BIDI_MESSAGE);

export const beginInput = z
  .object({
    registry: z.enum(ATTACHMENT_REGISTRIES),
    recordId,
    name: fileName,
    contentType: z.string().max(200),
    size: z
      .number()
      .int()
      .min(1, 'The file is empty.')
      .max(MAX_ATTACHMENT_BYTES, 'At most 20 MB can be attached.'),
  })
  .strict()
  .superRefine((v, ctx) => {
    const problem = attachmentProblem(v.name, v.contentType, v.size);
    if (problem) ctx.addIssue({ code: 'custom', path: ['file'], message: problem });
  });

const uploadId = z.string().regex(/^[A-Za-z0-9]{20}$/, 'Not a valid upload.');

export const attachmentOperations = {
  'attachments.begin': defineOperation({
    access: 'signedIn',
    summary: 'Starts an upload to a record the caller may edit (posts: admins).',
    input: beginInput,
    output: z.object({ uploadId, chunkSize: z.number().int() }),
  }),
  'attachments.chunk': defineOperation({
    access: 'signedIn',
    summary: 'One chunk of an upload, in order, base64-encoded.',
    input: z
      .object({
        uploadId,
        index: z
          .number()
          .int()
          .min(0)
          .max(Math.ceil(MAX_ATTACHMENT_BYTES / ATTACHMENT_CHUNK_BYTES) - 1),
        data: z
          .string()
          .max(Math.ceil(ATTACHMENT_CHUNK_BYTES / 3) * 4, 'A chunk is at most 1 MB.')
          .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'A chunk must be base64.'),
      })
      .strict(),
    output: z.object({ received: z.number().int() }),
  }),
  'attachments.finish': defineOperation({
    access: 'signedIn',
    summary: 'Completes an upload: the file joins the record.',
    input: z.object({ uploadId }).strict(),
    output: z.object({ attachment }),
  }),
  'attachments.remove': defineOperation({
    access: 'signedIn',
    summary: 'Removes a file from a record the caller may edit.',
    input: z
      .object({ registry: z.enum(ATTACHMENT_REGISTRIES), recordId, attachmentId: uploadId })
      .strict(),
    output: z.object({ removed: z.literal(true) }),
  }),
};

export const downloadPath = (
  registry: AttachmentRegistry,
  recordId: string,
  attachmentId: string,
) => `/${registry}/${recordId}/${attachmentId}`;
