// The risk-of-bias rating suggested for each outcome of an evidence profile, from the
// assessments of the studies it cites (suggestedRiskOfBias: weighted by participants). Each study
// counts once: its own judgement for the outcome where it was assessed per outcome, else the
// study's; where two people assessed it, the more severe judgement, so a disagreement not yet
// settled never makes the evidence look better than one assessor found it. A study's weight is
// its participants as extracted for the outcome's analysis (both arms' totals) where there is an
// extraction — the figures the pooled effect also rests on — and the assessor's typed figure only
// where there is none.
import { judgementFor, type AssessmentResult } from './assessment.js';
import {
  suggestedRiskOfBias,
  type AppraisedJudgement,
  type AppraisedStudy,
  type RiskOfBiasSuggestion,
} from './riskOfBiasSuggestion.js';

const SEVERITY: Record<AppraisedJudgement, number> = {
  low: 0,
  'no information': 1,
  'some concerns': 1,
  moderate: 1,
  high: 2,
  serious: 2,
  critical: 3,
};

export interface SuggestionAssessment {
  studyId: string;
  studyTitle: string;
  participants: number;
  result: AssessmentResult;
}

export interface OutcomeSuggestion {
  outcomeName: string;
  suggestion: RiskOfBiasSuggestion | null;
  /** Cited studies without a complete assessment, left out of the suggestion. */
  notAppraised: string[];
  rule: string;
}

export const SUGGESTION_RULE =
  'Weighted by participants: more than half in studies at low risk → not serious; more than half at critical risk → very serious; otherwise → serious. A study assessed by two people counts with the more severe judgement. A study’s participants are those extracted for the outcome’s meta-analysis (both arms) where it has an extraction, else the figure given with its assessment.';

/** A study's participants as extracted for an outcome, null where it has no extraction. */
export type ExtractedParticipants = (outcomeName: string, studyId: string) => number | null;

export function outcomeSuggestions(
  outcomes: ReadonlyArray<{ name: string; studyIds: readonly string[] }>,
  assessments: readonly SuggestionAssessment[],
  extracted: ExtractedParticipants = () => null,
): OutcomeSuggestion[] {
  return outcomes.map((o) => {
    const studies: AppraisedStudy[] = [];
    const notAppraised: string[] = [];
    for (const studyId of o.studyIds) {
      const judged = assessments
        .filter((a) => a.studyId === studyId)
        .map((a) => ({ a, judgement: judgementFor(a.result, o.name).judgement }))
        .filter((x): x is { a: SuggestionAssessment; judgement: AppraisedJudgement } =>
          Boolean(x.judgement),
        )
        .sort((x, y) => SEVERITY[y.judgement] - SEVERITY[x.judgement]);
      const worst = judged[0];
      if (!worst) notAppraised.push(studyId);
      else
        studies.push({
          label: worst.a.studyTitle,
          participants: extracted(o.name, studyId) ?? worst.a.participants,
          judgement: worst.judgement,
        });
    }
    return {
      outcomeName: o.name,
      suggestion: suggestedRiskOfBias(studies),
      notAppraised,
      rule: SUGGESTION_RULE,
    };
  });
}
