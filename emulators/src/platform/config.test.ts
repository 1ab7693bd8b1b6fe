import { describe, expect, it } from 'vitest';

import { functionsEmulatorParallel } from './config.js';

describe('the Functions emulator work limit', () => {
  it('is 4 unless FUNCTIONS_EMULATOR_PARALLEL says otherwise', () => {
    expect(functionsEmulatorParallel({})).toBe(4);
    expect(functionsEmulatorParallel({ FUNCTIONS_EMULATOR_PARALLEL: '2' })).toBe(2);
  });

  it('refuses a value the emulator could not use, saying which', () => {
    for (const bad of ['0', '-1', '1.5', 'many']) {
      expect(() => functionsEmulatorParallel({ FUNCTIONS_EMULATOR_PARALLEL: bad })).toThrow(
        `FUNCTIONS_EMULATOR_PARALLEL must be a whole number of at least 1, not ${bad}`,
      );
    }
  });
});
