// The review and sign-off of an assessment dossier: its states, the moves
// between them and who may make each, decided here once for the server and the page alike. A
// dossier moves draft → in review → approved; an approved version is frozen, and the only way
// back to draft is a new version. Its lead is the person who created it.

export const DOSSIER_STATES = ['draft', 'in review', 'approved'] as const;
export type DossierState = (typeof DOSSIER_STATES)[number];

export const DOSSIER_MOVES = ['submit', 'withdraw', 'approve', 'newVersion'] as const;
export type DossierMove = (typeof DOSSIER_MOVES)[number];

export const DOSSIER_MOVE_LABELS: Record<DossierMove, string> = {
  submit: 'Send for review',
  withdraw: 'Back to draft',
  approve: 'Approve',
  newVersion: 'Start a new version',
};

/** The sections reviewers comment on, in the order the page shows them. */
export const DOSSIER_SECTIONS = [
  { key: 'evaluations', label: 'MAST evaluations' },
  { key: 'evidence', label: 'Evidence profile' },
  { key: 'budget', label: 'Budget impact' },
  { key: 'readiness', label: 'Readiness of the target facilities' },
  { key: 'needs', label: 'Needs it answers' },
  { key: 'equity', label: 'Equity and engagement' },
  { key: 'etd', label: 'Evidence to decision' },
  { key: 'recommendation', label: 'Recommendation' },
] as const;
export type DossierSection = (typeof DOSSIER_SECTIONS)[number]['key'];
export const DOSSIER_SECTION_KEYS = DOSSIER_SECTIONS.map((s) => s.key) as [
  DossierSection,
  ...DossierSection[],
];

/** What a person is to a dossier. */
export interface DossierActor {
  admin: boolean;
  /** Created it. */
  lead: boolean;
  /** Named among its reviewers (by e-mail). */
  reviewer: boolean;
}

/** Who a signed-in person is to a dossier, from its lead's uid and its reviewers' e-mails. */
export function actorOf(
  caller: { uid: string | null; email: string | null; admin: boolean },
  dossier: { createdBy: string; reviewerEmails: readonly string[] },
): DossierActor {
  const email = caller.email?.toLowerCase() ?? null;
  return {
    admin: caller.admin,
    lead: caller.uid !== null && caller.uid === dossier.createdBy,
    reviewer: email !== null && dossier.reviewerEmails.some((r) => r.toLowerCase() === email),
  };
}

/** Why a call is refused: a person who may not (permission-denied) or a state that does not allow it. */
export interface Refusal {
  code: 'permission-denied' | 'failed-precondition';
  message: string;
}

const denied = (message: string): Refusal => ({ code: 'permission-denied', message });
const notNow = (message: string): Refusal => ({ code: 'failed-precondition', message });

/** The state each move starts from and leads to. */
export const MOVE_STATES: Record<DossierMove, { from: DossierState; to: DossierState }> = {
  submit: { from: 'draft', to: 'in review' },
  withdraw: { from: 'in review', to: 'draft' },
  approve: { from: 'in review', to: 'approved' },
  newVersion: { from: 'approved', to: 'draft' },
};

export interface DossierFacts {
  state: DossierState;
  /** Comments on the current version not yet resolved. */
  openComments: number;
  /** A recommendation with its rationale is written. */
  recommended: boolean;
  /**
   * What the decision still lacks before sign-off, in words (etd.ts's and equity.ts's gaps):
   * checked on approval only, so a draft can be sent for review while the panel works.
   */
  decisionGaps?: readonly string[];
}

/**
 * Why `actor` may not make `move` now, or null when it may. The lead (or an admin) sends it for
 * review, takes it back to draft and starts a new version; approval is an administrator's or a
 * named reviewer's — never the lead's own, unless an administrator — and waits for every comment
 * to be resolved.
 */
export function moveRefusal(
  move: DossierMove,
  actor: DossierActor,
  facts: DossierFacts,
): Refusal | null {
  const { from } = MOVE_STATES[move];
  if (move === 'approve') {
    if (!actor.admin && !actor.reviewer)
      return denied('Only an administrator or a reviewer named on the dossier can approve it.');
    if (!actor.admin && actor.lead)
      return denied(
        'The lead cannot approve their own dossier; a named reviewer or an administrator does.',
      );
  } else if (!actor.admin && !actor.lead) {
    return denied(
      `Only the dossier's lead or an administrator can ${DOSSIER_MOVE_LABELS[move].toLowerCase()}.`,
    );
  }
  if (facts.state !== from)
    return notNow(
      `The dossier is ${facts.state}; "${DOSSIER_MOVE_LABELS[move]}" is for a dossier ${from}.`,
    );
  if (move === 'submit' && !facts.recommended)
    return notNow('Write the recommendation and its rationale before sending it for review.');
  if (move === 'approve' && facts.openComments > 0)
    return notNow(
      `${facts.openComments} ${facts.openComments === 1 ? 'comment is' : 'comments are'} still open; the lead or an administrator resolves them before approval.`,
    );
  if (move === 'approve' && facts.decisionGaps?.length)
    return notNow(
      `It cannot be approved yet: ${facts.decisionGaps.join('; ')}. Its lead completes the dossier first.`,
    );
  return null;
}

/** Why `actor` may not comment now: reviewers, the lead and administrators comment until approval. */
export function commentRefusal(actor: DossierActor, state: DossierState): Refusal | null {
  if (!actor.admin && !actor.lead && !actor.reviewer)
    return denied(
      'Only the reviewers named on the dossier, its lead or an administrator comment on it.',
    );
  if (state === 'approved')
    return notNow('This version is approved and frozen; start a new version to comment on it.');
  return null;
}

/** Why `actor` may not resolve a comment: the dossier's lead resolves them (or an administrator). */
export function resolveRefusal(
  actor: DossierActor,
  state: DossierState,
  comment: { resolvedAt: string | null } | null,
): Refusal | null {
  if (!actor.admin && !actor.lead)
    return denied("Only the dossier's lead or an administrator resolves comments.");
  if (state === 'approved') return notNow('This version is approved and frozen.');
  if (!comment) return notNow('There is no such comment on this version.');
  if (comment.resolvedAt) return notNow('This comment is already resolved.');
  return null;
}

/** What an edit of the dossier does: in draft or in review it is saved; approved, it starts a new version. */
export function editStartsNewVersion(state: DossierState): boolean {
  return state === 'approved';
}
