// A dossier's decision as a test writes it when the test is not about the decision: every
// Evidence-to-Decision criterion judged (the first point of each published scale, which is any
// one of them as far as approval goes) and one condition with its owner, so "adopt with
// conditions" can be approved.
import { ETD_CRITERIA } from '../../functions/src/contract/index.js';

export const decidedDossier = () => ({
  etd: Object.fromEntries(
    ETD_CRITERIA.map((c) => [c.key, { judgement: c.scale[0], evidence: null, additional: null }]),
  ),
  conditions: [{ text: 'A pilot at La Loche first (test).', owner: 'Hub lead (test)' }],
});
