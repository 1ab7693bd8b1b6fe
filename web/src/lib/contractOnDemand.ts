// The contract's values (every registry's declaration with its zod schemas: ≈ 60 KB gzip) load
// when first needed — a write, a write restored from the kept copy — not at start-up: the sign-in
// page never needs them, and each page downloads only its own code. The service worker precaches the
// chunk, so it loads offline too.
import type * as Contract from '@hta/functions/contract';

let contract: Promise<typeof Contract> | undefined;

export const loadContract = () => (contract ??= import('@hta/functions/contract'));
