// How an evaluation reads to the team: each answer, each domain's result, each preceding
// consideration's result and each later change, in words.
import {
  valueText,
  type Answer,
  type Evaluation,
  type PRECEDING_RESULTS,
} from '@hta/functions/contract';

import { rating } from '../labels';

export function answerStatus(
  answer: Pick<Answer, 'rating' | 'notAssessedReason' | 'certainty'> &
    Partial<Pick<Answer, 'type' | 'value' | 'unit'>>,
): string {
  const value = valueText(answer);
  const status =
    answer.rating !== null
      ? `Rated ${answer.rating} of 5`
      : value !== null
        ? `Answer: ${value}`
        : answer.notAssessedReason
          ? `Not assessed — ${answer.notAssessedReason}`
          : 'Not answered';
  return status + (answer.certainty ? ` · certainty ${answer.certainty}` : '');
}

type DomainResult = Evaluation['domainResults'][keyof Evaluation['domainResults']];

/** Only rating questions enter the mean: said with it, with how many there were. */
export const domainSummary = (r: DomainResult) =>
  `mean ${rating(r.mean)} of the ${r.rated} rated question${r.rated === 1 ? '' : 's'} · ${r.asked} asked${r.notAssessed ? ` · ${r.notAssessed} not assessed` : ''}`;

/** A preceding consideration's result as a chip's colour. */
export const resultColour = (result: (typeof PRECEDING_RESULTS)[number]) =>
  result === 'pass' ? 'success' : result === 'fail' ? 'error' : 'warning';

/** What a change after submission touched. */
export const changedFields = (fields: readonly string[]) =>
  fields.length ? `Changed: ${fields.join(', ')}` : 'Saved without changes';
