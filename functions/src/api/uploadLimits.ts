// How many uploads a person may have open, and when one left unfinished is given up. Pure, so
// the handlers, the scheduled clean-up and the unit tests share one reading of the clock.

/**
 * Uploads one person may have open at once. Each holds up to 20 MB of stored parts until it
 * finishes, so this bounds what one account can leave in Storage to 60 MB; the web app uploads
 * one file at a time per record page, so three leaves room for a few tabs.
 */
export const MAX_OPEN_UPLOADS = 3;

/**
 * An upload that has received nothing for this long is abandoned (a tab closed mid-file). A
 * chunk of 1 MiB takes about 15 s on slow 4G and 11 s on a 1 Mbps satellite link, so a person
 * still uploading is never near it, and one who closed the tab waits at most this long before
 * their place is free again.
 */
export const UPLOAD_IDLE_MS = 15 * 60 * 1000;

/** Whether an upload last active at `lastActive` (ms) has expired at `now` (ms). */
export const isExpired = (lastActive: number, now: number) => now - lastActive >= UPLOAD_IDLE_MS;

/** The moment before which an upload's last activity means it has expired. */
export const expiryCutoff = (now: number) => now - UPLOAD_IDLE_MS;

/** Why a person with `open` uploads in progress may not begin another, or null when they may. */
export function beginRefusal(open: number): string | null {
  if (open < MAX_OPEN_UPLOADS) return null;
  return (
    `You have ${open} files uploading, the most at once. Wait for one to finish, or start ` +
    `again in ${UPLOAD_IDLE_MS / 60_000} minutes (an unfinished upload is dropped after ` +
    `${UPLOAD_IDLE_MS / 60_000} minutes without a chunk).`
  );
}
