// What the person reads when the model fails.
import { HttpsError } from 'firebase-functions/v2/https';

export function safetyBlocked(): HttpsError {
  return new HttpsError(
    'failed-precondition',
    "Echo cannot answer this: the model's safety filters blocked the question or the answer. Try asking differently.",
    { model: 'safety' },
  );
}

export function fromModelError(error: unknown, model: string, location: string): HttpsError {
  if (error instanceof HttpsError) return error;
  const status = (error as { status?: number }).status;
  const text = error instanceof Error ? error.message : String(error);
  if (status === 429 || /RESOURCE_EXHAUSTED|quota/i.test(text)) {
    return new HttpsError(
      'resource-exhausted',
      "Echo's model is over its quota right now. Try again in a minute.",
      { model: 'quota' },
    );
  }
  if (/SAFETY|blocked/i.test(text)) return safetyBlocked();
  if (status === 404 || /NOT_FOUND/.test(text)) {
    return new HttpsError(
      'failed-precondition',
      `The model ${model} is not available in ${location}. An administrator should check ECHO_MODEL and ECHO_LOCATION.`,
      { model: 'not-found' },
    );
  }
  if (
    status === 503 ||
    status === 500 ||
    status === 504 ||
    /UNAVAILABLE|fetch failed|ECONN/i.test(text)
  ) {
    return new HttpsError(
      'unavailable',
      "Echo's model is unavailable right now. Try again in a moment.",
      { model: 'unavailable' },
    );
  }
  return new HttpsError(
    'internal',
    'Echo could not answer because of an unexpected error. Try again.',
    { model: 'unknown' },
  );
}
