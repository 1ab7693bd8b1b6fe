// What the editor tells the evaluator after asking to submit.
import { plural } from '@hta/functions/contract/plural';

/** Submission refused: how many answers are missing (the first is shown). */
export const missingNotice = (missing: number) =>
  `${missing} ${plural(missing, 'answer is', 'answers are')} missing; the first is shown.`;

/** Saved: a submitted evaluation's changes are recorded; a draft becomes submitted. */
export const savedNotice = (wasSubmitted: boolean) =>
  wasSubmitted
    ? 'Your changes were saved and recorded in the evaluation’s history.'
    : 'The evaluation was submitted; it now counts in the technology’s results.';
