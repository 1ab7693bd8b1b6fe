// What the guard tells the person when it sends them elsewhere. A loader redirect carries no
// state, so the notice waits here until the shell shows it (once).
let pending: string | null = null;

export const ADMIN_ONLY_NOTICE =
  'That page is for the hub’s administrators, so you are on What’s new instead.';

export function leaveGuardNotice(message: string): void {
  pending = message;
}

/** The notice left by the last redirect, if any; taking it clears it. */
export function takeGuardNotice(): string | null {
  const message = pending;
  pending = null;
  return message;
}
