// The lint forbids casting a stored field in server code: the selectors on sample code, and the
// project's configuration applying them to functions/src.
import path from 'node:path';

import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import { castStoredFieldSelectors } from './typedReads.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    rules: { 'no-restricted-syntax': ['error', ...castStoredFieldSelectors] },
  },
];
const problems = (code) => linter.verify(code, config, 'sample.ts').map((m) => m.message);

describe('casting a stored field', () => {
  it.each([
    "const v = snap.get('version') as number;",
    "const v = (snap.get('version') as number | undefined) ?? 0;",
    "const v = before?.get('state') as string | undefined;",
    "const v = d.get('travel.roundTripKm') as number | null;",
    "const v = (await ref.get()).get('count') as number;",
    "const v = (before.get('domains') ?? {}) as Record<string, unknown>;",
    'const v = snap.data() as Upload | undefined;',
    'const v = snap?.data() as Upload;',
  ])('is refused: %s', (code) => {
    expect(problems(code)).toEqual([expect.stringMatching(/^Do not cast a stored field/)]);
  });

  it.each([
    "const v: unknown = snap.get('version');",
    'const v = readStored(schema, snap).version;',
    'const v = map.get(key) as number;',
    "const v = snap.get('version');",
    'const v = (map.get(key) ?? 0) as number;',
    'const v = shown(d.id, d.data()) as Row;',
  ])('is allowed: %s', (code) => {
    expect(problems(code)).toEqual([]);
  });

  // Loading the project's configuration loads typescript-eslint's: slow on a busy machine.
  it('is refused by the project configuration in server code', { timeout: 60_000 }, async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const at = await eslint.calculateConfigForFile(
      path.join(ROOT, 'functions/src/features/dossiers/server.ts'),
    );
    const [, ...entries] = at.rules['no-restricted-syntax'];
    expect(entries).toEqual(expect.arrayContaining(castStoredFieldSelectors));
  });
});
