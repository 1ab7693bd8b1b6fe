// Turning API errors into what the person should read, and into messages per form field.
/** An API failure, as the person should read it: a sentence, and messages per form field. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fields: Record<string, string>,
    /** What the server added for the page to act on (a move's unmet entry criteria…). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Codes whose server message is technical: the person gets ours instead. */
const GENERIC: Record<string, string> = {
  unauthenticated: 'Please sign in again.',
  'permission-denied': 'You do not have permission to do this.',
  unavailable: 'The service cannot be reached. Check your connection and try again.',
  'deadline-exceeded': 'The service took too long to answer. Try again.',
  internal: 'Something went wrong on our side. Try again; if it keeps happening, tell us.',
  unknown: 'Something went wrong. Try again.',
};

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const e = (error ?? {}) as { code?: unknown; message?: unknown; details?: unknown };
  const code = typeof e.code === 'string' ? e.code.replace(/^functions\//, '') : 'unknown';
  const details = (e.details && typeof e.details === 'object' ? e.details : {}) as {
    fields?: Record<string, string>;
  };
  // The SDK appends the HTTP status (" [400]"; " [0]" for an error inside a stream, which has
  // none); the person needs only the sentence.
  const serverMessage = typeof e.message === 'string' ? e.message.replace(/ \[\d{1,3}\]$/, '') : '';
  const message =
    code in GENERIC && (code !== 'permission-denied' || !serverMessage)
      ? (GENERIC[code] as string)
      : serverMessage || (GENERIC.unknown as string);
  return new ApiError(code, message, details.fields ?? {}, details);
}
