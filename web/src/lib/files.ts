// Attachments: uploads travel in 1 MiB chunks through the API (see functions/src/api/
// attachments.ts for why); downloads stream from the `files` function.
import {
  ATTACHMENT_TYPES,
  FILES_FUNCTION,
  attachmentProblem,
  downloadPath,
  type Attachment,
  type AttachmentRegistry,
} from '@hta/functions/contract';

import { toApiError } from './apiErrors';
import { callApi, functionUrl, idToken } from './firebase';

/** The type the server expects for a file (browsers leave some types, like CSV, blank). */
function contentTypeOf(file: File): string {
  if (file.type && file.type in ATTACHMENT_TYPES) return file.type;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const match = Object.entries(ATTACHMENT_TYPES).find(([, exts]) =>
    (exts as readonly string[]).includes(extension),
  );
  return match?.[0] ?? file.type;
}

/** Why a file cannot be attached (checked again by the server), or null. */
export const fileProblem = (file: File) =>
  attachmentProblem(file.name, contentTypeOf(file), file.size);

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  const view = new Uint8Array(bytes);
  for (let i = 0; i < view.length; i += 0x8000)
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function uploadAttachment(
  registry: AttachmentRegistry,
  recordId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Attachment> {
  try {
    const { uploadId, chunkSize } = await callApi('attachments.begin', {
      registry,
      recordId,
      name: file.name,
      contentType: contentTypeOf(file),
      size: file.size,
    });
    for (let index = 0, offset = 0; offset < file.size; index++, offset += chunkSize) {
      const chunk = await file.slice(offset, offset + chunkSize).arrayBuffer();
      await callApi('attachments.chunk', { uploadId, index, data: toBase64(chunk) });
      onProgress(Math.min(1, (offset + chunkSize) / file.size));
    }
    return (await callApi('attachments.finish', { uploadId })).attachment;
  } catch (error) {
    throw toApiError(error);
  }
}

export async function downloadAttachment(
  registry: AttachmentRegistry,
  recordId: string,
  attachment: Attachment,
): Promise<void> {
  const response = await fetch(
    functionUrl(FILES_FUNCTION) + downloadPath(registry, recordId, attachment.id),
    {
      headers: { Authorization: `Bearer ${await idToken()}` },
    },
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw Object.assign(new Error(body.error ?? 'The file could not be downloaded.'), {
      code: 'unavailable',
    });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: attachment.name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const removeAttachment = (
  registry: AttachmentRegistry,
  recordId: string,
  attachmentId: string,
) => callApi('attachments.remove', { registry, recordId, attachmentId });
