// What a callable's body must be before firebase-functions decodes it. Its decoder throws a plain
// Error — answered as a 500 — for a wrapped number whose value is not one (an Int64 "NaN") and for
// a wrapper type it does not know, and it recurses, so a deeply nested body overflows its stack.
// Text with half a surrogate pair cannot be stored (Firestore wants UTF-8) and fails later, as a
// 500 too. And the decoder assigns keys one by one: a key "__proto__" sets the prototype.
// This checks the body first and answers such a request as the bad input it is (400).
import type { Response } from 'express';
import { HttpsError, type Request } from 'firebase-functions/v2/https';

import { BROKEN_MESSAGE, hasLoneSurrogate } from '../contract/index.js';

/** The wrappers the decoder knows: 64-bit integers, sent as text. */
const NUMBER_WRAPPERS = new Set([
  'type.googleapis.com/google.protobuf.Int64Value',
  'type.googleapis.com/google.protobuf.UInt64Value',
]);

/** Deeper than any input of the contract (an evaluation's answers are five levels down). */
const MAX_DEPTH = 32;

type Path = Array<string | number>;

/** The first problem of a callable's `data`, as a field path and a message; null if none. */
function bodyProblem(data: unknown): { path: Path; message: string } | null {
  const stack: Array<{ value: unknown; path: Path }> = [{ value: data, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (path.length > MAX_DEPTH)
      return { path: [], message: `The request is nested more than ${MAX_DEPTH} levels deep.` };
    if (typeof value === 'string') {
      if (hasLoneSurrogate(value)) return { path, message: BROKEN_MESSAGE };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (!Array.isArray(value) && '@type' in value) {
      const wrapper = value as { '@type': unknown; value?: unknown };
      if (!NUMBER_WRAPPERS.has(String(wrapper['@type'])))
        return { path, message: 'Must be a plain value (no "@type").' };
      // The decoder's own test (parseFloat), so whatever passes here, it decodes.
      if (Number.isNaN(parseFloat(String(wrapper.value))))
        return { path, message: 'Must be a number.' };
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      if (hasLoneSurrogate(key)) return { path: [...path, key], message: BROKEN_MESSAGE };
      // The decoder assigns keys one by one: this one would set the object's prototype.
      if (key === '__proto__')
        return { path: [...path, key], message: 'There is no field “__proto__” here.' };
      stack.push({ value: child, path: [...path, Array.isArray(value) ? Number(key) : key] });
    }
  }
  return null;
}

/**
 * The callable, answering a body that cannot be decoded or stored with `invalid-argument` before
 * the library sees it. `inputKey`: the part of `data` whose paths the client knows as field names
 * (the API's `input`).
 */
export function withDecodableBody<F extends (req: Request, res: Response) => unknown>(
  callable: F,
  inputKey?: string,
): F {
  const guarded = (req: Request, res: Response) => {
    const body: unknown = req.body;
    const problem =
      req.method === 'POST' && body !== null && typeof body === 'object' && 'data' in body
        ? bodyProblem(body.data)
        : null;
    if (!problem) return callable(req, res);
    const path = inputKey && problem.path[0] === inputKey ? problem.path.slice(1) : problem.path;
    const error = new HttpsError('invalid-argument', 'Some fields are not valid.', {
      fields: { [path.join('.') || '_']: problem.message },
    });
    res
      .set('Access-Control-Allow-Origin', req.get('origin') ?? '*')
      .set('Vary', 'Origin')
      .status(error.httpErrorCode.status)
      .send({ error: error.toJSON() });
    return undefined;
  };
  // The emulator and the deploy read the callable's declaration from its own properties
  // (`__endpoint`, `__trigger`, `run`): the guarded function carries them all.
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(callable))) {
    if (key !== 'length' && key !== 'name' && key !== 'prototype')
      Object.defineProperty(guarded, key, descriptor);
  }
  // It is the callable with the same properties, called the same way.
  return guarded as unknown as F;
}
