import { describe, expect, it } from 'vitest';

import { isCodeLoadError } from './codeLoadError';

describe('isCodeLoadError', () => {
  it('knows a chunk that could not be fetched, as each browser and Vite word it', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1:5173/src/features/x/XPage.tsx',
      'error loading dynamically imported module: http://127.0.0.1:5173/assets/XPage-1a2b.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/XPage-1a2b.css',
    ])
      expect(isCodeLoadError(new TypeError(message)), message).toBe(true);
  });

  it('leaves any other failure to the page’s own error', () => {
    expect(isCodeLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isCodeLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isCodeLoadError(undefined)).toBe(false);
  });
});
