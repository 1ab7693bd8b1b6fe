// Applying one Write to one document: masks, field deletes, transforms, preconditions.
import { FirestoreError, invalid, status } from './errors.js';
import { deleteField, getField, setField } from './paths.js';
import { documentSize, MAX_DOCUMENT_BYTES } from './size.js';
import type { StoredDocument } from './store.js';
import {
  compareValues,
  numberOf,
  sameFields,
  valuesEqual,
  type Fields,
  type Timestamp,
  type Value,
} from './values.js';

export type Precondition = { exists: boolean } | { updateTime: Timestamp } | undefined;

export type FieldTransform =
  | { path: string[]; kind: 'serverTime' }
  | { path: string[]; kind: 'increment' | 'maximum' | 'minimum'; operand: Value }
  | { path: string[]; kind: 'append' | 'remove'; elements: Value[] };

export type Write =
  | {
      kind: 'update';
      name: string;
      fields: Fields;
      /** Field paths to write; absent means replace the whole document. */
      mask: string[][] | undefined;
      transforms: FieldTransform[];
      precondition: Precondition;
    }
  | { kind: 'transform'; name: string; transforms: FieldTransform[]; precondition: Precondition }
  | { kind: 'delete'; name: string; precondition: Precondition };

export interface WriteOutcome {
  /** The document after the write; undefined when it does not exist. */
  document: StoredDocument | undefined;
  transformResults: Value[];
}

function sameTime(a: Timestamp, b: Timestamp): boolean {
  return a.seconds === b.seconds && a.nanos === b.nanos;
}

function checkPrecondition(name: string, current: StoredDocument | undefined, pre: Precondition) {
  if (!pre) return;
  if ('exists' in pre) {
    if (pre.exists && !current) {
      throw new FirestoreError(status.NOT_FOUND, `No document to update: ${name}`);
    }
    if (!pre.exists && current) {
      throw new FirestoreError(status.ALREADY_EXISTS, `Document already exists: ${name}`);
    }
    return;
  }
  if (!current || !sameTime(current.updateTime, pre.updateTime)) {
    throw new FirestoreError(
      status.FAILED_PRECONDITION,
      `The document ${name} was updated after the given update time.`,
    );
  }
}

function applyTransform(fields: Fields, t: FieldTransform, commitTime: Timestamp): [Fields, Value] {
  const current = getField(fields, t.path);
  let next: Value;
  switch (t.kind) {
    case 'serverTime':
      next = { timestamp_value: commitTime };
      break;
    case 'increment': {
      const a = current ? numberOf(current) : undefined;
      const b = numberOf(t.operand);
      if (b === undefined) throw invalid('increment needs a numeric operand');
      if (a === undefined || current === undefined) next = t.operand;
      else if ('integer_value' in current && 'integer_value' in t.operand)
        next = { integer_value: a + b };
      else next = { double_value: a + b };
      break;
    }
    case 'maximum':
    case 'minimum': {
      const a = current ? numberOf(current) : undefined;
      if (current === undefined || a === undefined) {
        next = t.operand;
      } else {
        const c = compareValues(t.operand, current);
        const takeOperand = t.kind === 'maximum' ? c > 0 : c < 0;
        next = takeOperand ? t.operand : current;
      }
      break;
    }
    case 'append': {
      const existing = current && 'array_value' in current ? current.array_value.values : [];
      const values = [...existing];
      for (const element of t.elements) {
        if (!values.some((v) => valuesEqual(v, element))) values.push(element);
      }
      next = { array_value: { values } };
      break;
    }
    case 'remove': {
      const existing = current && 'array_value' in current ? current.array_value.values : [];
      next = {
        array_value: {
          values: existing.filter((v) => !t.elements.some((e) => valuesEqual(v, e))),
        },
      };
      break;
    }
  }
  return [setField(fields, t.path, next), next];
}

/** Applies `write` to `current`, at `commitTime`. Throws a FirestoreError when refused. */
export function applyWrite(
  current: StoredDocument | undefined,
  write: Write,
  commitTime: Timestamp,
): WriteOutcome {
  checkPrecondition(write.name, current, write.precondition);
  if (write.kind === 'delete') return { document: undefined, transformResults: [] };
  if (write.kind === 'transform' && !current) {
    throw new FirestoreError(status.NOT_FOUND, `No document to update: ${write.name}`);
  }

  let fields: Fields = current?.fields ?? {};
  if (write.kind === 'update') {
    if (write.mask === undefined) {
      fields = write.fields;
    } else {
      for (const path of write.mask) {
        const value = getField(write.fields, path);
        fields = value === undefined ? deleteField(fields, path) : setField(fields, path, value);
      }
    }
  }

  const transformResults: Value[] = [];
  for (const transform of write.transforms) {
    const [next, result] = applyTransform(fields, transform, commitTime);
    fields = next;
    transformResults.push(result);
  }

  // Production refuses a document over 1 MiB; the official emulator and the engine do not, so a
  // record that grows without bound (a list kept inside it) would be found only after deploy.
  const size = documentSize(write.name, fields);
  if (size > MAX_DOCUMENT_BYTES)
    throw invalid(
      `Document '${write.name}' cannot be written because its size (${size.toLocaleString('en-US')} ` +
        `bytes) exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES.toLocaleString('en-US')} bytes.`,
    );

  // A write that changes nothing keeps the document's update time, as in Firestore.
  const unchanged = current !== undefined && sameFields(current.fields, fields);
  return {
    document: {
      name: write.name,
      fields,
      createTime: current?.createTime ?? commitTime,
      updateTime: unchanged ? current.updateTime : commitTime,
    },
    transformResults,
  };
}
