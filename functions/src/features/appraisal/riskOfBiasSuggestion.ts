// The evidence profile's risk-of-bias rating suggested from the included studies' appraisals,
// weighted by their participants (GRADE guidelines 4, Guyatt et al. 2011: judge the body of
// evidence by where most of the information comes from). The rule is shown with the suggestion
// and the person may rate otherwise, saying why:
//   most participants in studies at low risk              → not serious
//   most participants in studies at critical risk         → very serious (ROBINS-I "critical")
//   otherwise (most at some concerns, moderate or worse)  → serious
// RoB 2's "some concerns" and ROBINS-I's "moderate" and "no information" count as concerns; RoB
// 2's "high" and ROBINS-I's "serious" as high; ROBINS-I's "critical" as critical.
import type { Rob2Judgement } from './rob2.js';
import type { RobinsIJudgement } from './robinsI.js';

export type AppraisedJudgement = Rob2Judgement | RobinsIJudgement;

export interface AppraisedStudy {
  label: string;
  participants: number;
  judgement: AppraisedJudgement;
}

type Band = 'low' | 'concerns' | 'high' | 'critical';

const BAND: Record<AppraisedJudgement, Band> = {
  low: 'low',
  'some concerns': 'concerns',
  moderate: 'concerns',
  'no information': 'concerns',
  high: 'high',
  serious: 'high',
  critical: 'critical',
};

export interface RiskOfBiasSuggestion {
  rating: 'not serious' | 'serious' | 'very serious';
  /** Share of participants per band, 0–1. */
  shares: Record<Band, number>;
  because: string;
}

const percent = (x: number) => `${Math.round(x * 100)} %`;

export function suggestedRiskOfBias(
  studies: readonly AppraisedStudy[],
): RiskOfBiasSuggestion | null {
  const total = studies.reduce((s, x) => s + x.participants, 0);
  if (studies.length === 0 || !(total > 0)) return null;
  const shares: Record<Band, number> = { low: 0, concerns: 0, high: 0, critical: 0 };
  for (const s of studies) shares[BAND[s.judgement]] += s.participants / total;
  if (shares.low > 0.5)
    return {
      rating: 'not serious',
      shares,
      because: `${percent(shares.low)} of participants are in studies at low risk of bias.`,
    };
  if (shares.critical > 0.5)
    return {
      rating: 'very serious',
      shares,
      because: `${percent(shares.critical)} of participants are in studies at critical risk of bias.`,
    };
  return {
    rating: 'serious',
    shares,
    because: `Only ${percent(shares.low)} of participants are in studies at low risk of bias (${percent(shares.concerns)} with concerns, ${percent(shares.high + shares.critical)} at high or critical risk).`,
  };
}
