// Authorization is data: every operation of the contract, called as a visitor, an account the
// server never admitted (a self-made one), staff and an admin. Access is decided before input is
// validated, so each call sends an input every schema refuses: "allowed" shows as
// INVALID_ARGUMENT (and nothing runs), "denied" as UNAUTHENTICATED or PERMISSION_DENIED.
import { beforeAll, describe, expect, it } from 'vitest';

import { operations, type Access, type OperationName } from '../../functions/src/contract/index.js';
import { demoSessions, unadmittedSession } from '../support/sessions.js';
import { callApi, type Session } from '../support/session.js';

/**
 * The intended access of the hub's own operations and of the features' as they stood when the
 * features moved into their folders — a second statement to catch a declaration changed by
 * mistake. Every operation is probed below from its declaration, so a new feature's operations
 * are covered without an entry here; the feature states their intended access in its own
 * integration test (functions/src/features/<name>/<name>.integration.ts).
 */
const EXPECTED: Partial<Record<OperationName, Access>> = {
  'system.health': 'public',
  'session.sync': 'signedIn',
  'session.revokeAll': 'signedIn',
  'users.list': 'admin',
  'users.invite': 'admin',
  'users.setAccess': 'admin',
  'users.delete': 'admin',
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
  'feedback.list': 'signedIn',
  'feedback.get': 'signedIn',
  'feedback.create': 'signedIn',
  'feedback.update': 'admin',
  'feedback.delete': 'admin',
  'evaluations.list': 'signedIn',
  'evaluations.get': 'signedIn',
  'evaluations.create': 'signedIn',
  'evaluations.update': 'signedIn',
  'evaluations.delete': 'admin',
  'selections.list': 'signedIn',
  'selections.get': 'signedIn',
  'selections.create': 'signedIn',
  'selections.update': 'signedIn',
  'selections.delete': 'admin',
  'needsAssessments.list': 'signedIn',
  'needsAssessments.get': 'signedIn',
  'needsAssessments.create': 'signedIn',
  'needsAssessments.update': 'signedIn',
  'needsAssessments.delete': 'admin',
  'pathways.list': 'signedIn',
  'pathways.get': 'signedIn',
  'pathways.create': 'signedIn',
  'pathways.update': 'signedIn',
  'pathways.delete': 'admin',
  'feeCodes.list': 'signedIn',
  'feeCodes.get': 'signedIn',
  'feeCodes.create': 'admin',
  'feeCodes.update': 'admin',
  'feeCodes.delete': 'admin',
  'feeEstimates.list': 'signedIn',
  'feeEstimates.get': 'signedIn',
  'feeEstimates.create': 'signedIn',
  'feeEstimates.update': 'signedIn',
  'feeEstimates.delete': 'admin',
  'ultrasoundSessions.list': 'signedIn',
  'ultrasoundSessions.get': 'signedIn',
  'ultrasoundSessions.create': 'signedIn',
  'ultrasoundSessions.update': 'signedIn',
  'ultrasoundSessions.delete': 'admin',
  'ultrasoundSessions.totals': 'signedIn',
  'readinessAssessments.list': 'signedIn',
  'readinessAssessments.get': 'signedIn',
  'readinessAssessments.create': 'signedIn',
  'readinessAssessments.update': 'signedIn',
  'readinessAssessments.delete': 'admin',
  'readinessItems.get': 'signedIn',
  'readinessItems.save': 'admin',
  'onboardings.list': 'signedIn',
  'onboardings.get': 'signedIn',
  'onboardings.create': 'signedIn',
  'onboardings.update': 'signedIn',
  'onboardings.delete': 'admin',
  'onboardings.summary': 'signedIn',
  'geography.censusDivisions': 'signedIn',
  'epi.subjects': 'signedIn',
  'epi.subject': 'signedIn',
  'events.list': 'signedIn',
  'events.get': 'signedIn',
  'events.create': 'signedIn',
  'events.update': 'signedIn',
  'events.delete': 'admin',
  'events.calendar': 'signedIn',
  'events.upcoming': 'signedIn',
  'imports.check': 'admin',
  'imports.write': 'admin',
  'mastQuestions.get': 'signedIn',
  'mastQuestions.save': 'admin',
  'lifecycle.move': 'signedIn',
  'lifecycle.waiting': 'signedIn',
  'lifecycle.board': 'signedIn',
  'selection.candidates': 'signedIn',
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
  'echoLimits.get': 'admin',
  'echoLimits.save': 'admin',
};

const PROBE = { __probe: true };
type Who = 'visitor' | 'selfMade' | 'staff' | 'admin';
let sessions: Record<Exclude<Who, 'visitor'>, Session>;

beforeAll(async () => {
  const [demo, stranger] = await Promise.all([demoSessions(), unadmittedSession('matrix')]);
  sessions = { ...demo, selfMade: stranger.session };
});

/** What each role gets: a self-made account is a visitor everywhere, but told why. */
function expected(access: Access, who: Who): string {
  if (access === 'public') return 'INVALID_ARGUMENT';
  if (who === 'visitor') return 'UNAUTHENTICATED';
  if (who === 'selfMade') return 'PERMISSION_DENIED';
  if (access === 'signedIn') return 'INVALID_ARGUMENT';
  return who === 'admin' ? 'INVALID_ARGUMENT' : 'PERMISSION_DENIED';
}

const HUB_PREFIXES = ['system.', 'session.', 'users.', 'home.', 'attachments.', 'echo.'];
const declared = Object.entries(operations).map(
  ([name, operation]) => [name as OperationName, operation.access] as const,
);

describe('the access matrix', () => {
  it("states the hub's own operations, and each entry matches its declaration", () => {
    for (const [name] of declared.filter(([n]) => HUB_PREFIXES.some((p) => n.startsWith(p))))
      expect(EXPECTED[name], name).toBeDefined();
    for (const [name, access] of Object.entries(EXPECTED))
      expect(operations[name as OperationName].access, name).toBe(access);
  });

  it.each(declared)('%s (%s)', async (name, access) => {
    for (const who of ['visitor', 'selfMade', 'staff', 'admin'] as const) {
      const session = who === 'visitor' ? undefined : sessions[who];
      const answer = await callApi(name, PROBE, session);
      expect(answer.error?.status, `${name} as ${who}`).toBe(expected(access, who));
      if (who === 'selfMade' && access !== 'public')
        expect(answer.error?.message).toContain('An administrator must grant access');
    }
  });
});
