import { count } from '@hta/functions/contract/plural';

/** A file's size as people read it: bytes below 1 KB, then KB, then MB (one decimal). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return count(bytes, 'byte');
  if (bytes < 1024 * 1024) {
    const kb = bytes / 1024;
    return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`;
  }
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
