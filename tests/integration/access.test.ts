// Authorization is data: every operation of the contract, called as a visitor, staff and an
// admin. Access is decided before input is validated, so each call sends an input every
// schema refuses: "allowed" shows as INVALID_ARGUMENT (and nothing runs), "denied" as
// UNAUTHENTICATED or PERMISSION_DENIED.
import { beforeAll, describe, expect, it } from 'vitest';

import { operations, type Access, type OperationName } from '../../functions/src/contract/index.js';
import { demoSessions } from '../support/sessions.js';
import { callApi, type Session } from '../support/session.js';

/** The expected access of every operation. A new operation must be added here. */
const EXPECTED: Record<OperationName, Access> = {
  'system.health': 'public',
  'session.sync': 'signedIn',
  'session.revokeAll': 'signedIn',
  'users.list': 'admin',
  'users.invite': 'admin',
  'users.setDisabled': 'admin',
  'home.summary': 'signedIn',
  'communities.list': 'signedIn',
  'communities.get': 'signedIn',
  'communities.create': 'signedIn',
  'communities.update': 'signedIn',
  'communities.delete': 'admin',
  'facilities.list': 'signedIn',
  'facilities.get': 'signedIn',
  'facilities.create': 'signedIn',
  'facilities.update': 'signedIn',
  'facilities.delete': 'admin',
  'technologies.list': 'signedIn',
  'technologies.get': 'signedIn',
  'technologies.create': 'signedIn',
  'technologies.update': 'signedIn',
  'technologies.delete': 'admin',
  'vendors.list': 'public',
  'vendors.get': 'public',
  'vendors.create': 'signedIn',
  'vendors.update': 'signedIn',
  'vendors.delete': 'admin',
  'clinicalNeeds.list': 'public',
  'clinicalNeeds.get': 'public',
  'clinicalNeeds.create': 'signedIn',
  'clinicalNeeds.update': 'signedIn',
  'clinicalNeeds.delete': 'admin',
  'posts.list': 'signedIn',
  'posts.get': 'signedIn',
  'posts.create': 'admin',
  'posts.update': 'admin',
  'posts.delete': 'admin',
  'attachments.begin': 'signedIn',
  'attachments.chunk': 'signedIn',
  'attachments.finish': 'signedIn',
  'attachments.remove': 'signedIn',
  'echo.status': 'signedIn',
  'echo.stop': 'signedIn',
  'echo.conversations.list': 'signedIn',
  'echo.conversations.get': 'signedIn',
  'echo.conversations.rename': 'signedIn',
  'echo.conversations.delete': 'signedIn',
  'echo.settings': 'admin',
};

const PROBE = { __probe: true };
let sessions: { staff: Session; admin: Session };

beforeAll(async () => {
  sessions = await demoSessions();
});

function allowed(access: Access, who: 'visitor' | 'staff' | 'admin'): boolean {
  if (access === 'public') return true;
  if (access === 'signedIn') return who !== 'visitor';
  return who === 'admin';
}

describe('the access matrix', () => {
  it('has an entry for every operation of the contract, matching its declaration', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(operations).sort());
    for (const [name, operation] of Object.entries(operations)) {
      expect(operation.access, name).toBe(EXPECTED[name as OperationName]);
    }
  });

  it.each(Object.entries(EXPECTED) as Array<[OperationName, Access]>)(
    '%s (%s)',
    async (name, access) => {
      for (const who of ['visitor', 'staff', 'admin'] as const) {
        const session = who === 'visitor' ? undefined : sessions[who];
        const answer = await callApi(name, PROBE, session);
        const expected = allowed(access, who)
          ? 'INVALID_ARGUMENT'
          : who === 'visitor'
            ? 'UNAUTHENTICATED'
            : 'PERMISSION_DENIED';
        expect(answer.error?.status, `${name} as ${who}`).toBe(expected);
      }
    },
  );
});
