import { describe, expect, it, vi } from 'vitest';

vi.mock('../platform/admin.js', () => ({
  db: {},
  auth: {},
  bucket: () => ({}),
  firestoreBackend: () => 'stand-in',
}));

const { dispatch, fieldErrors } = await import('./dispatch.js');
const { z } = await import('zod');

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: unknown) => (e as { code: string }).code,
  );

describe('dispatch', () => {
  it('refuses a malformed envelope and unknown operations', async () => {
    expect(await codeOf(dispatch({ auth: undefined, data: 'nope' }))).toBe('invalid-argument');
    expect(await codeOf(dispatch({ auth: undefined, data: { op: 'no.such' } }))).toBe('not-found');
    expect(
      await codeOf(dispatch({ auth: undefined, data: { op: 'system.health', extra: 1 } })),
    ).toBe('invalid-argument');
  });

  it('validates input against the contract before running the handler', async () => {
    expect(
      await codeOf(
        dispatch({ auth: undefined, data: { op: 'system.health', input: { unexpected: true } } }),
      ),
    ).toBe('invalid-argument');
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field path', () => {
    const result = z
      .object({ a: z.string(), b: z.object({ c: z.number() }) })
      .safeParse({ a: 1, b: { c: 'x' } });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrors(result.error))).toEqual(['a', 'b.c']);
  });
});

describe('parseOutput', () => {
  it('drops what the contract does not declare and refuses answers that do not match', async () => {
    const { parseOutput } = await import('./dispatch.js');
    const schema = z.object({ id: z.string(), name: z.string() });
    expect(
      parseOutput('x.get', schema, { id: 'a', name: 'A', nameLower: 'a', searchTerms: [] }),
    ).toEqual({
      id: 'a',
      name: 'A',
    });
    expect(() => parseOutput('x.get', schema, { id: 'a' })).toThrow(/on our side/);
  });
});
