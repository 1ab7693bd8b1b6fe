// ROBINS-I, risk of bias in non-randomised studies of interventions (Sterne et al. 2016, BMJ
// 355:i4919). The reviewer judges each of its seven domains from the signalling questions; the
// overall judgement follows the tool's rule (its Table 3): the most severe domain decides, and a
// lack of information in a domain counts only when nothing is serious or critical.

export type RobinsIJudgement = 'low' | 'moderate' | 'serious' | 'critical' | 'no information';

export const ROBINS_I_DOMAINS = {
  confounding: 'Bias due to confounding',
  selection: 'Bias in selection of participants into the study',
  classification: 'Bias in classification of interventions',
  deviations: 'Bias due to deviations from intended interventions',
  missingData: 'Bias due to missing data',
  measurement: 'Bias in measurement of outcomes',
  reporting: 'Bias in selection of the reported result',
} as const;

export type RobinsIDomain = keyof typeof ROBINS_I_DOMAINS;

const SEVERITY: Record<Exclude<RobinsIJudgement, 'no information'>, number> = {
  low: 0,
  moderate: 1,
  serious: 2,
  critical: 3,
};

/** The overall judgement, or null while a domain is not judged yet. */
export function robinsIOverall(domains: Partial<Record<RobinsIDomain, RobinsIJudgement>>): {
  judgement: RobinsIJudgement | null;
  because: string;
} {
  const names = Object.keys(ROBINS_I_DOMAINS) as RobinsIDomain[];
  const unjudged = names.filter((d) => domains[d] === undefined);
  const judged = names.flatMap((d) => (domains[d] ? [domains[d]] : []));
  const graded = judged.filter((j): j is keyof typeof SEVERITY => j !== 'no information');
  const worst = graded.reduce<keyof typeof SEVERITY>(
    (w, j) => (SEVERITY[j] > SEVERITY[w] ? j : w),
    'low',
  );
  if (worst === 'critical')
    return { judgement: 'critical', because: 'At least one domain is at critical risk.' };
  if (worst === 'serious')
    return {
      judgement: 'serious',
      because: 'At least one domain is at serious risk, none critical.',
    };
  if (unjudged.length)
    return {
      judgement: null,
      because: `Not judged yet: ${unjudged.map((d) => ROBINS_I_DOMAINS[d]).join('; ')}.`,
    };
  if (judged.includes('no information'))
    return {
      judgement: 'no information',
      because:
        'No domain is at serious or critical risk, but information is lacking in at least one.',
    };
  return worst === 'moderate'
    ? { judgement: 'moderate', because: 'Low or moderate risk in every domain.' }
    : { judgement: 'low', because: 'Low risk in every domain.' };
}
