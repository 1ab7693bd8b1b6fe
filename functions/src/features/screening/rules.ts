// Screening's rules, pure: which decisions a record needs at a stage, when they settle it, and
// what a reviewer may be shown. Two people screen each record independently (Cochrane Handbook
// 4.6.4; Covidence's default); a review may instead let one person screen and a second verify a
// sample. "Maybe" at title and abstract moves the record on, as a yes does (Covidence counts it
// so): only a full text can settle it. At full text two exclusions agree only for the same
// reason, since PRISMA counts exclusions per reason.

export const STAGES = ['titleAbstract', 'fullText'] as const;
export type ScreeningStage = (typeof STAGES)[number];
export const STAGE_NAMES: Record<ScreeningStage, string> = {
  titleAbstract: 'Title and abstract',
  fullText: 'Full text',
};

export const DECISIONS = ['include', 'exclude', 'maybe'] as const;
export type Decision = (typeof DECISIONS)[number];

/** The review's reasons for excluding a full text (PRISMA 2020 item 16a asks for them). */
export const EXCLUSION_REASONS = [
  'wrong population',
  'wrong intervention',
  'wrong comparator',
  'wrong outcome',
  'wrong design',
  'not retrievable',
  'duplicate',
  'other',
] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

export const SCREENING_MODES = ['two reviewers', 'one reviewer with verification'] as const;
export type ScreeningMode = (typeof SCREENING_MODES)[number];

export interface ScreeningSettings {
  mode: ScreeningMode;
  /** In "one reviewer with verification": the share of records a second person also screens. */
  samplePercent: number;
}
export const DEFAULT_SETTINGS: ScreeningSettings = { mode: 'two reviewers', samplePercent: 20 };

export interface Vote {
  uid: string;
  decision: Decision;
  reason: ExclusionReason | null;
  otherReason: string | null;
}

export type Settled =
  | { status: 'pending' }
  | { status: 'conflict' }
  | { status: 'include' }
  | { status: 'exclude'; reason: ExclusionReason | null; otherReason: string | null };

/**
 * Whether a record falls in the verification sample: by a hash of its id, so the same records
 * are sampled whoever asks and whenever, and nobody picks them.
 */
export function inSample(recordId: string, percent: number): boolean {
  let h = 2166136261;
  for (let i = 0; i < recordId.length; i++) h = Math.imul(h ^ recordId.charCodeAt(i), 16777619);
  return (h >>> 0) % 100 < percent;
}

/** Decisions a record needs at a stage before it settles. */
export const decisionsNeeded = (settings: ScreeningSettings, recordId: string): 1 | 2 =>
  settings.mode === 'two reviewers' || inSample(recordId, settings.samplePercent) ? 2 : 1;

const agreementKey = (stage: ScreeningStage, v: Vote) =>
  v.decision === 'exclude'
    ? stage === 'fullText'
      ? `exclude|${v.reason ?? ''}`
      : 'exclude'
    : 'yes';

/**
 * Where a record stands at a stage: a third person's resolution settles it; otherwise it waits
 * for the decisions it needs, then settles if they agree and is a conflict if not.
 */
export function settle(
  stage: ScreeningStage,
  needed: 1 | 2,
  votes: readonly Vote[],
  resolution: Omit<Vote, 'uid'> | null,
): Settled {
  const outcome = (v: Omit<Vote, 'uid'>): Settled =>
    v.decision === 'exclude'
      ? { status: 'exclude', reason: v.reason, otherReason: v.otherReason }
      : { status: 'include' };
  if (resolution) return outcome(resolution);
  if (votes.length < needed) return { status: 'pending' };
  const keys = new Set(votes.map((v) => agreementKey(stage, v)));
  return keys.size === 1 ? outcome(votes[0]!) : { status: 'conflict' };
}

/**
 * Whether a person may decide on a record at a stage: not once it is resolved, and not when
 * the decisions it needs are already made by others (a third person resolves; never votes).
 */
export function mayDecide(
  uid: string,
  needed: 1 | 2,
  votes: readonly Vote[],
  resolved: boolean,
): boolean {
  if (resolved) return false;
  if (votes.some((v) => v.uid === uid)) return true;
  return votes.length < needed;
}

/** Whether a person may see a record's decisions: only one who made none of them (the third). */
export const maySeeVotes = (uid: string, votes: readonly Vote[]) =>
  votes.every((v) => v.uid !== uid);
