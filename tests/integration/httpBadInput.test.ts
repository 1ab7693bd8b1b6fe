// Every HTTP function (functions/src/index.ts: the `api` and `echo` callables, `files`,
// `exportData`) answers malformed requests — path, query, body, method, authorization — with a
// 4xx and a message that says what is wrong; never a 500. Nothing here is valid, so nothing is
// written (the bad-input suite compares the whole store).
import { beforeAll, describe, expect, it } from 'vitest';

import { db, platform } from '../support/platform.js';
import { demoSessions, unadmittedSession } from '../support/sessions.js';
import type { Session } from '../support/session.js';

let admin: Session;
let stranger: Session;
let technologyId: string;
beforeAll(async () => {
  [{ admin }, { session: stranger }] = await Promise.all([demoSessions(), unadmittedSession()]);
  technologyId = (await db.collection('technologies').limit(1).get()).docs[0]!.id;
});

interface Sent {
  label: string;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The status expected; default: any 4xx. */
  status?: number;
  /** Refused before our code runs, by the platform's own body parser (an HTML page). */
  platformAnswers?: true;
}

const INT64 = 'type.googleapis.com/google.protobuf.Int64Value';
const json = (value: unknown) => JSON.stringify(value);
const nested = (levels: number) => '{"a":['.repeat(levels) + '1' + ']}'.repeat(levels);
const bearer = (session: Session) => ({ authorization: `Bearer ${session.idToken}` });

/** Sends each request; returns what went wrong (a 5xx, another status than expected, no message). */
async function problemsOf(fn: string, requests: readonly Sent[], session?: Session) {
  const problems: string[] = [];
  for (const r of requests) {
    const response = await fetch(`${platform.functionsUrl}/${fn}${r.path ?? ''}`, {
      method: r.method ?? 'POST',
      headers: {
        ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(session ? bearer(session) : {}),
        ...r.headers,
      },
      body: r.body,
    });
    const text = await response.text();
    const ok = r.status
      ? response.status === r.status
      : response.status >= 400 && response.status < 500;
    // A refusal says what is wrong: a callable's error message, or the HTTP functions' own.
    const said = /"(message|error)":"[^"]{6,}/.test(text) || r.platformAnswers;
    if (!ok || !said)
      problems.push(`${r.label}: ${response.status} ${text.slice(0, 160).replace(/\s+/g, ' ')}`);
  }
  return problems;
}

/** What a callable must refuse, whatever it serves. */
const callableRequests = (valid: unknown): Sent[] => [
  { label: 'GET', method: 'GET' },
  { label: 'PUT', method: 'PUT', body: json({ data: valid }) },
  { label: 'no body', body: '' },
  { label: 'not JSON', body: '{"data": ', platformAnswers: true },
  { label: 'text instead of JSON', headers: { 'content-type': 'text/plain' }, body: 'hello' },
  { label: 'no data', body: json({}) },
  { label: 'data not an object', body: json({ data: 'text' }) },
  { label: 'an Int64 "NaN"', body: json({ data: { '@type': INT64, value: 'NaN' } }) },
  { label: 'an Int64 of no value', body: json({ data: { '@type': INT64 } }) },
  { label: 'a wrapper of an unknown type', body: json({ data: { '@type': 'x.y/Z', value: 1 } }) },
  { label: 'nested 20,000 levels deep', body: `{"data":${nested(20_000)}}` },
  { label: 'half a surrogate pair', body: '{"data":{"text":"\\ud800"}}' },
  { label: 'a key with half a surrogate pair', body: '{"data":{"\\ud800":1}}' },
];

describe('the api callable', () => {
  const valid = { op: 'vendors.list', input: {} };

  it('refuses malformed requests with a 4xx that says what is wrong', async () => {
    expect(
      await problemsOf(
        'api',
        [
          ...callableRequests(valid),
          { label: 'no op', body: json({ data: { input: {} } }), status: 400 },
          { label: 'op not text', body: json({ data: { op: 5 } }), status: 400 },
          { label: 'an unknown op', body: json({ data: { op: 'nope.nope' } }), status: 404 },
          { label: 'op "__proto__"', body: json({ data: { op: '__proto__' } }), status: 404 },
          { label: 'op "toString"', body: json({ data: { op: 'toString' } }), status: 404 },
          { label: 'a key beside op', body: json({ data: { ...valid, extra: 1 } }), status: 400 },
          {
            label: 'input an Int64 "NaN"',
            body: json({
              data: { op: 'vendors.list', input: { pageSize: { '@type': INT64, value: 'NaN' } } },
            }),
            status: 400,
          },
        ],
        admin,
      ),
    ).toEqual([]);
  });

  it('refuses a caller it cannot identify, and one without access', async () => {
    const body = json({ data: { op: 'vendors.create', input: { fields: { name: 'x' } } } });
    expect(
      await problemsOf('api', [
        {
          label: 'a token that is not one',
          headers: { authorization: 'Bearer junk' },
          body,
          status: 401,
        },
        {
          label: 'another scheme',
          headers: { authorization: 'Basic dXNlcjpwYXNz' },
          body,
          status: 401,
        },
        { label: 'no token', body, status: 401 },
      ]),
    ).toEqual([]);
    expect(
      await problemsOf('api', [{ label: 'no access yet', body, status: 403 }], stranger),
    ).toEqual([]);
  });
});

describe('the echo callable', () => {
  it('refuses malformed requests with a 4xx that says what is wrong', async () => {
    expect(
      await problemsOf(
        'echo',
        [
          ...callableRequests({ question: 'Hello' }),
          { label: 'no question', body: json({ data: {} }), status: 400 },
          {
            label: 'a number for the question',
            body: json({ data: { question: 5 } }),
            status: 400,
          },
          {
            label: 'a key beside the question',
            body: json({ data: { question: 'Hi', x: 1 } }),
            status: 400,
          },
          {
            label: 'a bad conversation id',
            body: json({ data: { question: 'Hi', conversationId: 'a/b' } }),
            status: 400,
          },
          {
            label: 'a reserved run id',
            body: json({ data: { question: 'Hi', runId: '__abcdefgh__' } }),
            status: 400,
          },
          {
            label: 'a streamed request with an Int64 "NaN"',
            headers: { accept: 'text/event-stream' },
            body: json({ data: { question: { '@type': INT64, value: 'NaN' } } }),
            status: 400,
          },
        ],
        admin,
      ),
    ).toEqual([]);
  });

  it('refuses a caller it cannot identify', async () => {
    const body = json({ data: { question: 'Hello' } });
    expect(
      await problemsOf('echo', [
        {
          label: 'a token that is not one',
          headers: { authorization: 'Bearer junk' },
          body,
          status: 401,
        },
        { label: 'no token', body, status: 401 },
      ]),
    ).toEqual([]);
  });
});

describe('the files function', () => {
  it('refuses malformed paths with a 400, and says what it serves', async () => {
    const at = (path: string, status: number): Sent => ({
      label: path,
      method: 'GET',
      path,
      status,
    });
    expect(
      await problemsOf(
        'files',
        [
          at(`/technologies/__x__/abcdefghij0123456789`, 400),
          at(`/technologies/${technologyId}/__x__`, 400),
          at(`/technologies/a%2Fb/abcdefghij0123456789`, 400),
          at(`/technologies/${'x'.repeat(200)}/abcdefghij0123456789`, 400),
          at(`/technologies/${technologyId}`, 400),
          at(`/technologies/${technologyId}/abcdefghij0123456789/more`, 400),
          at('/', 400),
          at(`/nosuchregistry/${technologyId}/abcdefghij0123456789`, 404),
          at(`/technologies/no-such-record/abcdefghij0123456789`, 404),
          at(`/technologies/${technologyId}/abcdefghij0123456789`, 404),
          { label: 'POST', method: 'POST', path: `/technologies/${technologyId}/x`, status: 405 },
          {
            label: 'DELETE',
            method: 'DELETE',
            path: `/technologies/${technologyId}/x`,
            status: 405,
          },
        ],
        admin,
      ),
    ).toEqual([]);
  });

  it('refuses a caller it cannot identify, and one without access', async () => {
    const path = `/technologies/${technologyId}/abcdefghij0123456789`;
    expect(
      await problemsOf('files', [
        { label: 'no token', method: 'GET', path, status: 401 },
        {
          label: 'a token that is not one',
          method: 'GET',
          path,
          headers: { authorization: 'Bearer junk' },
          status: 401,
        },
        {
          label: 'another scheme',
          method: 'GET',
          path,
          headers: { authorization: 'Basic dXNlcjpwYXNz' },
          status: 401,
        },
      ]),
    ).toEqual([]);
    expect(
      await problemsOf(
        'files',
        [{ label: 'no access yet', method: 'GET', path, status: 403 }],
        stranger,
      ),
    ).toEqual([]);
  });
});

describe('the exportData function', () => {
  const list = (value: string) => `/vendors.csv?list=${encodeURIComponent(value)}`;
  const get = (label: string, path: string, status: number): Sent => ({
    label,
    method: 'GET',
    path,
    status,
  });

  it('refuses malformed paths, queries and methods with a 4xx that says what is wrong', async () => {
    expect(
      await problemsOf(
        'exportData',
        [
          get('an unknown registry', '/nope.csv', 404),
          get('an unknown format', '/vendors.exe', 404),
          get('no format', '/vendors', 404),
          get('a path in the name', '/vendors%2F..%2Fcommunities.csv', 404),
          get('list not JSON', list('{'), 400),
          get('list a number', list('5'), 400),
          get('list a list', list('[1,2]'), 400),
          get('an unknown sort', list(json({ sort: { field: 'nope', direction: 'asc' } })), 400),
          get('an unknown filter', list(json({ filters: { nope: 1 } })), 400),
          get('a key the list does not take', list(json({ nope: 1 })), 400),
          get('a search of 1,000 characters', list(json({ search: 'x'.repeat(1000) })), 400),
          get('list nested 300 levels deep', list(nested(300)), 400),
          get('list given twice', '/vendors.csv?list=%7B%7D&list=%7B%7D', 400),
          { label: 'POST', method: 'POST', path: '/vendors.csv', body: '{}', status: 405 },
        ],
        admin,
      ),
    ).toEqual([]);
  });

  it('answers 404 to file names that are built-ins of every object, signed in or not', async () => {
    const names = ['toString', 'constructor', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];
    const paths = names.flatMap((name) =>
      ['pdf', 'docx', 'csv'].map((format) => get(`${name}.${format}`, `/${name}.${format}`, 404)),
    );
    expect(await problemsOf('exportData', paths)).toEqual([]);
    expect(await problemsOf('exportData', paths, admin)).toEqual([]);
  });

  it('refuses a caller it cannot identify', async () => {
    expect(
      await problemsOf('exportData', [
        {
          ...get('a token that is not one', '/vendors.csv', 401),
          headers: { authorization: 'Bearer junk' },
        },
        {
          ...get('another scheme', '/vendors.csv', 401),
          headers: { authorization: 'Basic dXNlcjpwYXNz' },
        },
        get('a staff list without a token', '/communities.csv', 401),
      ]),
    ).toEqual([]);
  });
});
