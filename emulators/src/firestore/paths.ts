// Field paths (`a.b`, `` `x.y`.z ``) and document names.
import { invalid } from './errors.js';
import type { Fields, Value } from './values.js';

/** Splits a field path into segments; backquoted segments may hold dots and `\` escapes. */
export function parseFieldPath(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const ch = path[i] as string;
    if (quoted) {
      if (ch === '\\') {
        current += path[++i] ?? '';
      } else if (ch === '`') {
        quoted = false;
      } else {
        current += ch;
      }
    } else if (ch === '`') {
      quoted = true;
    } else if (ch === '.') {
      segments.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  segments.push(current);
  return segments;
}

export function getField(fields: Fields, path: string[]): Value | undefined {
  let current: Fields | undefined = fields;
  for (let i = 0; i < path.length; i++) {
    const value: Value | undefined = current?.[path[i] as string];
    if (value === undefined) return undefined;
    if (i === path.length - 1) return value;
    current = 'map_value' in value ? value.map_value.fields : undefined;
  }
  return undefined;
}

/** Returns a copy of `fields` with `value` at `path`, creating (or replacing) maps on the way. */
export function setField(fields: Fields, path: string[], value: Value): Fields {
  const [head, ...rest] = path;
  if (head === undefined) return fields;
  if (rest.length === 0) return { ...fields, [head]: value };
  const existing = fields[head];
  const child = existing && 'map_value' in existing ? existing.map_value.fields : {};
  return { ...fields, [head]: { map_value: { fields: setField(child, rest, value) } } };
}

/** Returns a copy of `fields` without `path`; parents stay, as in Firestore. */
export function deleteField(fields: Fields, path: string[]): Fields {
  const [head, ...rest] = path;
  if (head === undefined || !(head in fields)) return fields;
  if (rest.length === 0) {
    return Object.fromEntries(Object.entries(fields).filter(([key]) => key !== head));
  }
  const existing = fields[head];
  if (!existing || !('map_value' in existing)) return fields;
  return {
    ...fields,
    [head]: { map_value: { fields: deleteField(existing.map_value.fields, rest) } },
  };
}

/** Keeps only the listed field paths (a projection). */
export function projectFields(fields: Fields, paths: string[][]): Fields {
  let out: Fields = {};
  for (const path of paths) {
    const value = getField(fields, path);
    if (value !== undefined) out = setField(out, path, value);
  }
  return out;
}

// Document names: projects/{p}/databases/{d}/documents/{collection}/{id}[/{collection}/{id}...]

/** The part after `.../documents/`, e.g. `communities/4711` (empty for the database root). */
function relativePath(name: string): string {
  const marker = '/documents';
  const at = name.indexOf(marker);
  if (at < 0) throw new Error(`Invalid resource name: ${name}`);
  return name.slice(at + marker.length).replace(/^\//, '');
}

const RESERVED_ID = /^__.*__$/;

/**
 * Refuses resource names with a reserved id (`__…__`) as a collection or document id, as
 * Firestore does for reads and writes alike.
 */
export function checkResourceName(name: string): string {
  for (const id of relativePath(name).split('/')) {
    if (RESERVED_ID.test(id)) {
      throw invalid(`Resource id "${id}" is invalid because it is reserved.`);
    }
  }
  return name;
}

export function isDocumentName(name: string): boolean {
  const rel = relativePath(name);
  return rel !== '' && rel.split('/').length % 2 === 0;
}

/** The parent (collection's container) and collection id of a document name. */
export function splitDocumentName(name: string): {
  parent: string;
  collectionId: string;
  id: string;
} {
  const parts = name.split('/');
  const id = parts.pop() ?? '';
  const collectionId = parts.pop() ?? '';
  return { parent: parts.join('/'), collectionId, id };
}
