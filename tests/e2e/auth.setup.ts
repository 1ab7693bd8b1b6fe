// Signs staff and an admin in once per run, through the sign-in page, and keeps each session
// (Firebase Auth keeps it in IndexedDB) as a Playwright storage state that specs reuse instead
// of signing in again (`stateFile` in support.ts). The `auth` project: the others depend on it.
import { test as setup } from '@playwright/test';

import { ADMIN, signIn, STAFF, stateFile } from './support.js';

for (const [role, email] of [
  ['staff', STAFF],
  ['admin', ADMIN],
] as const) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signIn(page, email);
    await page.context().storageState({ path: stateFile(role), indexedDB: true });
  });
}
