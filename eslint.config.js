// Lint configuration for every workspace (ESLint flat config, typescript-eslint).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import boundaries from './.config/eslint/boundaries.js';
import { castStoredFieldSelectors } from './.config/eslint/typedReads.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', 'functions/lib/**', 'web/dist/**', '.hta/**', '**/*.tmp.ts'],
  },
  js.configs.recommended,
  // Type-aware: rules that read TypeScript's types (floating promises, unsafe any, needless
  // conditions…), with each workspace's tsconfig found by the project service.
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { hta: { rules: { boundaries } } },
    rules: {
      'hta/boundaries': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Numbers read naturally in messages ("version 3"); objects and undefined do not.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` returns void on purpose.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Event handlers may be async (react-hook-form's handleSubmit is); React ignores the promise.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Server code reads stored documents through their schemas, not by casting a field.
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.integration.ts'],
    rules: { 'no-restricted-syntax': ['error', ...castStoredFieldSelectors] },
  },
  // Plain JavaScript (this file, the local lint rule) is outside the TypeScript projects.
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.integration.ts', '**/*.e2e.ts', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Vitest's asymmetric matchers (expect.any, expect.objectContaining) are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
