// A technology's lifecycle: proposed → screening → evaluation → pilot → adopted / not adopted /
// retired. A change of stage is a decision — who, when, from → to, why — recorded on the
// technology; moving against an entry criterion is allowed, once the person has seen the warning.
import { z } from 'zod';

import { plainText, recordId } from '../../contract/common.js';
import { defineOperation } from '../../contract/operation.js';
import {
  LIFECYCLE_STAGES,
  stageDecision,
  technology,
  technologySummary,
} from '../technologies/public.js';
import { evaluationAggregate } from '../evaluations/public.js';

export type Stage = (typeof LIFECYCLE_STAGES)[number];

/** What the entry criteria look at: the technology's evaluations. */
export interface StageFacts {
  /** Submitted evaluations. */
  submitted: number;
  /** An evaluation (draft or submitted) answers every preceding consideration, none failed. */
  screeningPassed: boolean;
  /** A submitted evaluation recommends adopting it. */
  adoptRecommended: boolean;
  /** An assessment dossier of it is approved (asked for a decision: adopted or not adopted). */
  approvedDossier?: boolean;
}

/** The entry criteria a move to `to` does not meet (DOMAIN.md section 2). */
export function entryWarnings(to: Stage, facts: StageFacts): string[] {
  const warnings: string[] = [];
  if (to === 'evaluation' && !facts.screeningPassed)
    warnings.push(
      'Screening is not passed: no evaluation answers every preceding consideration without a fail.',
    );
  if ((to === 'pilot' || to === 'adopted') && facts.submitted === 0)
    warnings.push('There is no submitted evaluation; a pilot or adoption needs at least one.');
  if (to === 'adopted' && facts.submitted > 0 && !facts.adoptRecommended)
    warnings.push('No submitted evaluation recommends adopting it.');
  if ((to === 'adopted' || to === 'not adopted') && facts.approvedDossier === false)
    warnings.push('No assessment dossier of it is approved; the decision cites none.');
  return warnings;
}

export const waitingItem = z.object({
  id: recordId,
  name: z.string(),
  category: z.string(),
  vendorName: z.string().nullable(),
  lifecycleStage: z.enum(LIFECYCLE_STAGES),
  stageChangedAt: z.string().nullable(),
  daysWaiting: z.number().int().nullable(),
  assignee: z.string().nullable(),
});
export type WaitingItem = z.infer<typeof waitingItem>;

/** The waiting list's page: it pages like a registry's list, and counts truly. */
export const WAITING_PAGE = 50;

/** A technology on the board: its list row with the results its evaluations keep on it. */
export const boardItem = technologySummary.extend({
  evaluationResults: evaluationAggregate.nullable().default(null),
});
export type BoardItem = z.infer<typeof boardItem>;

/** One column of the lifecycle board: its first page by name, the stage's true count. */
export const boardColumn = z.object({
  stage: z.enum(LIFECYCLE_STAGES),
  items: z.array(boardItem),
  total: z.number().int(),
  /** For technologies.list (filter lifecycleStage, sort name ascending) to page on. */
  nextCursor: z.string().nullable(),
});
export type BoardColumn = z.infer<typeof boardColumn>;
export const BOARD_COLUMN_PAGE = 20;

export const lifecycleOperations = {
  'lifecycle.move': defineOperation({
    access: 'signedIn',
    summary:
      'Moves a technology to another lifecycle stage, recording the decision; warns (failed-precondition, details.warnings) when an entry criterion is not met, unless acknowledged.',
    input: z
      .object({
        id: recordId,
        version: z.number().int().min(1),
        to: z.enum(LIFECYCLE_STAGES, { error: 'Choose a stage.' }),
        rationale: plainText(2000).refine((s) => s.length >= 3, 'Say why it moves.'),
        /** The person saw the entry criteria it does not meet, and moves it anyway. */
        acknowledgeWarnings: z.boolean().default(false),
      })
      .strict(),
    output: z.object({ technology, decision: stageDecision }),
  }),
  'lifecycle.waiting': defineOperation({
    access: 'signedIn',
    summary:
      'Technologies waiting for evaluation: in screening or evaluation with no submitted evaluation, oldest first, a page at a time with the true count.',
    input: z
      .object({
        pageSize: z.number().int().min(1).max(100).default(WAITING_PAGE),
        cursor: z.string().max(2000).nullable().optional(),
      })
      .strict(),
    output: z.object({
      items: z.array(waitingItem),
      nextCursor: z.string().nullable(),
      total: z.number().int(),
    }),
  }),
  'lifecycle.board': defineOperation({
    access: 'signedIn',
    summary:
      'The lifecycle board in one call: per stage, the first technologies by name (optionally those whose name matches a search), the true count and a cursor for technologies.list to page on.',
    input: z
      .object({
        search: z.string().trim().max(60, 'At most 60 characters.').optional(),
        pageSize: z.number().int().min(1).max(50).default(BOARD_COLUMN_PAGE),
      })
      .strict(),
    output: z.object({ columns: z.array(boardColumn) }),
  }),
};
