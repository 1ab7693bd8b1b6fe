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

  it('drops the " [0]" the SDK appends to an error that arrives in a stream (status 0)', () => {
    // @firebase/functions builds a streamed callable's error with HTTP status 0.
    const error = toApiError({
      code: 'functions/resource-exhausted',
      message: "You have used today's Echo budget (1,000,000 tokens). [0]",
    });
    expect(error.message).toBe("You have used today's Echo budget (1,000,000 tokens).");
  });

  it('keeps the details the page acts on, such as a move’s unmet entry criteria', () => {
    const error = toApiError({
      code: 'functions/failed-precondition',
      message: 'Moving it to pilot does not meet its entry criteria. [400]',
      details: { warnings: ['There is no submitted evaluation.'] },
    });
    expect(error.details.warnings).toEqual(['There is no submitted evaluation.']);
    expect(toApiError({ code: 'functions/internal', details: 'text' }).details).toEqual({});
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
