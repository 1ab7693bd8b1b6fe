// "Sign out everywhere" (session.revokeAll) ends every session of the person: an ID token issued
// before it is refused by every endpoint — the API callable (uploads go through it), Echo's
// streaming callable, the export function (lists and reports) and file downloads — from the first
// call after it answers. That is the revocation bound: none. Each endpoint already reads the
// account's live record on every call (access removed, account disabled); the revocation time
// comes in that same read, so there is nothing to cache and nothing extra to read.
import { describe, expect, it } from 'vitest';

import { reportPath } from '../../functions/src/contract/index.js';
import { db, platform } from '../support/platform.js';
import { invitedSession } from '../support/sessions.js';
import { callApi, type Session } from '../support/session.js';

const FACILITY = 'odhf-8710';
const SIGNED_OUT = /signed out/i;

const bearer = (session: Session) => ({ authorization: `Bearer ${session.idToken}` });

async function http(fn: string, path: string, session: Session) {
  const response = await fetch(`${platform.functionsUrl}/${fn}${path}`, {
    headers: bearer(session),
  });
  const text = await response.text();
  return { status: response.status, text };
}

/** Echo's callable, answered as plain JSON (no event stream), so a refusal reads as one. */
async function echo(session: Session, data: unknown) {
  const response = await fetch(`${platform.functionsUrl}/echo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(session) },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { error?: { status: string; message: string } };
  return { status: response.status, error: body.error };
}

/** Every endpoint, called with this session; each answer reduced to what the test compares. */
function everyEndpoint(session: Session) {
  const api = async (op: string, input: unknown) => {
    const answer = await callApi(op, input, session);
    return { status: answer.status, code: answer.error?.status, message: answer.error?.message };
  };
  return {
    list: () => api('communities.list', { pageSize: 1 }),
    publicList: () => api('vendors.list', { pageSize: 1 }),
    feedback: () =>
      api('feedback.create', {
        fields: { page: '/site', rating: 5, message: 'Still signed in after signing out?' },
      }),
    // Refused for its input once the caller is accepted: the caller is checked first.
    upload: () => api('attachments.begin', { registry: 'facilities' }),
    echo: () => echo(session, { question: '' }),
    exportList: () => http('exportData', '/communities.csv', session),
    report: () =>
      http('exportData', reportPath('docx', { technologyId: 'demo-tech-ultrasound' }), session),
    download: () => http('files', `/facilities/${FACILITY}/no-such-attachment`, session),
  };
}

describe('sign out everywhere', () => {
  it('refuses a token issued before session.revokeAll on every endpoint, from the next call', async () => {
    const { uid, session } = await invitedSession('signed-out');
    const call = everyEndpoint(session);
    // The session works everywhere first.
    expect((await call.list()).status).toBe(200);
    expect((await call.publicList()).status).toBe(200);
    expect((await call.upload()).code).toBe('INVALID_ARGUMENT');
    expect((await call.echo()).error?.status).toBe('INVALID_ARGUMENT');
    expect((await call.exportList()).status).toBe(200);
    expect((await call.report()).status).toBe(200);
    expect((await call.download()).status).toBe(404);

    const revoked = await callApi('session.revokeAll', {}, session);
    expect(revoked.status, JSON.stringify(revoked.error)).toBe(200);

    for (const name of ['list', 'publicList', 'feedback', 'upload'] as const) {
      const answer = await call[name]();
      expect(answer, name).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
      expect(answer.message, name).toMatch(SIGNED_OUT);
    }
    const asked = await call.echo();
    expect(asked.status).toBe(401);
    expect(asked.error?.message).toMatch(SIGNED_OUT);
    for (const name of ['exportList', 'report', 'download'] as const) {
      const answer = await call[name]();
      expect(answer.status, name).toBe(401);
      expect(answer.text, name).toMatch(SIGNED_OUT);
    }
    // The refused write wrote nothing.
    const sent = await db.collection('feedback').where('createdBy', '==', uid).count().get();
    expect(sent.data().count).toBe(0);
    // Each endpoint's first call may start its function's worker on a busy machine.
  }, 120_000);
});
