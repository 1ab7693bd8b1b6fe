import { count } from '../../lib/format';

/**
 * How much of the repository the ranking read: all of it, or the most one ranking reads of the
 * technologies that match.
 */
export const rankingSummary = (ranked: number, total: number, candidates: number) =>
  ranked < total
    ? `Ranked ${count(ranked)} of the ${count(total)} technologies that match (the most one ranking reads); ${candidates} are candidates.`
    : `${candidates} candidate${candidates === 1 ? '' : 's'}, all ranked.`;
