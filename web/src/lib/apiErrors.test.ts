import { describe, expect, it } from 'vitest';

import { toApiError } from './apiErrors';

describe('toApiError', () => {
  it('keeps the server’s sentence, without the HTTP status the SDK appends, and the field messages', () => {
    const error = toApiError({
      code: 'functions/invalid-argument',
      message: 'Some fields are not valid. [400]',
      details: { fields: { 'fields.name': 'Must not contain HTML.' } },
    });
    expect(error).toMatchObject({
      code: 'invalid-argument',
      message: 'Some fields are not valid.',
      fields: { 'fields.name': 'Must not contain HTML.' },
    });
  });

  it('replaces technical messages with ones a person can act on', () => {
    expect(toApiError({ code: 'functions/internal', message: 'internal [500]' }).message).toContain(
      'Something went wrong on our side',
    );
    expect(
      toApiError({ code: 'functions/unavailable', message: 'Failed to fetch' }).message,
    ).toContain('cannot be reached');
    expect(toApiError(new Error('boom')).code).toBe('unknown');
  });
});
