// A document's stored size, as Firestore counts it against its 1 MiB limit
// (firebase.google.com/docs/firestore/storage-size): a string is its UTF-8 bytes + 1; a number,
// timestamp 8; a boolean, null 1; a geo point 16; bytes their length; a reference its document
// name's size; an array the sum of its values; a map its fields (name + value). A document is
// its name (each collection and document id as a string, + 16), its fields, and 32 more.
import type { Fields, Value } from './values.js';

/** The most a document may hold; a write making one larger is refused. */
export const MAX_DOCUMENT_BYTES = 1_048_576;

const stringSize = (s: string) => Buffer.byteLength(s, 'utf8') + 1;

/** The size of a document name (`projects/…/documents/users/jeff/tasks/my_task_id`). */
export function nameSize(name: string): number {
  const path = name.slice(name.indexOf('/documents/') + '/documents/'.length);
  return path.split('/').reduce((sum, segment) => sum + stringSize(segment), 0) + 16;
}

function valueSize(value: Value): number {
  if ('null_value' in value || 'boolean_value' in value) return 1;
  if ('integer_value' in value || 'double_value' in value || 'timestamp_value' in value) return 8;
  if ('string_value' in value) return stringSize(value.string_value);
  if ('bytes_value' in value) return value.bytes_value.length;
  if ('reference_value' in value) return nameSize(value.reference_value);
  if ('geo_point_value' in value) return 16;
  if ('array_value' in value) return value.array_value.values.reduce((s, v) => s + valueSize(v), 0);
  return fieldsSize(value.map_value.fields);
}

function fieldsSize(fields: Fields): number {
  return Object.entries(fields).reduce((sum, [k, v]) => sum + stringSize(k) + valueSize(v), 0);
}

export const documentSize = (name: string, fields: Fields): number =>
  nameSize(name) + fieldsSize(fields) + 32;
