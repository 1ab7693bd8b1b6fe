import { z } from 'zod';

import { defineOperation } from './operation.js';

export const systemOperations = {
  'system.health': defineOperation({
    access: 'public',
    summary: 'Whether the API is up and its stores answer; used by the launcher and tests.',
    input: z.object({}).strict(),
    output: z.object({
      ok: z.literal(true),
      firestore: z.enum(['official-emulator', 'stand-in', 'production']),
      counts: z.object({ communities: z.number().int(), facilities: z.number().int() }),
    }),
  }),
};
