// A client's id for one create or append. An answer lost on a poor link, or a write the offline
// queue sends again, reaches the server twice with the same id; the server answers the second
// with what the first made and writes nothing. The id is the client's own (a UUID), so it is
// checked like any input: bounded and plain.
import { z } from 'zod';

/** How long the server remembers a request id: longer than any queued write waits to be sent. */
export const REQUEST_ID_KEPT_DAYS = 30;
export const REQUEST_ID_KEPT_MS = REQUEST_ID_KEPT_DAYS * 24 * 60 * 60 * 1000;

export const requestId = z
  .string({ error: 'Must be a request id.' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Must be a request id: 8 to 64 letters, digits, - or _.');
