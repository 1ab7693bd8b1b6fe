// The risk-of-bias "traffic-light" table of a body of evidence (studies × domains, as Cochrane's
// robvis draws it), as data: one table per tool, a row per study and assessor (and per outcome
// assessed on its own), each cell a judgement with its colour's name and a symbol, so it reads
// without colour. Where two people assessed a study, the domains they judged differently are
// named on both rows. The page and the report draw it from this; both get the same figures.
import { ROB2_DOMAINS } from './rob2.js';
import { ROBINS_I_DOMAINS } from './robinsI.js';
import type { AssessmentResult, RobTool } from './assessment.js';
import type { AppraisedJudgement } from './riskOfBiasSuggestion.js';

/** robvis's symbols: + low, − some concerns / moderate, × high / serious, ! critical, ? no information. */
export const JUDGEMENT_SYMBOL: Record<AppraisedJudgement | 'not judged', string> = {
  low: '+',
  'some concerns': '−',
  moderate: '−',
  high: '×',
  serious: '×',
  critical: '!',
  'no information': '?',
  'not judged': '·',
};

/** The colour band of a judgement (the page maps it to a colour; the report to a fill). */
export type Band = 'low' | 'concerns' | 'high' | 'critical' | 'unknown';
export const JUDGEMENT_BAND: Record<AppraisedJudgement | 'not judged', Band> = {
  low: 'low',
  'some concerns': 'concerns',
  moderate: 'concerns',
  high: 'high',
  serious: 'high',
  critical: 'critical',
  'no information': 'unknown',
  'not judged': 'unknown',
};

export interface TableAssessment {
  id: string;
  studyId: string;
  studyTitle: string;
  assessor: string;
  tool: RobTool;
  participants: number;
  result: AssessmentResult;
  /** A demo record: its judgements are labelled demo wherever shown. */
  demo: boolean;
}

export interface Cell {
  judgement: AppraisedJudgement | 'not judged';
  symbol: string;
  band: Band;
}

export interface TableRow {
  assessmentId: string;
  studyId: string;
  studyTitle: string;
  assessor: string;
  /** Null for the study as a whole; an outcome's name where it was assessed on its own. */
  outcomeName: string | null;
  cells: Cell[];
  overall: Cell;
  /** Domains (labels) another assessor of the same study judged otherwise. */
  differs: string[];
  demo: boolean;
}

export interface ToolTable {
  tool: RobTool;
  domains: Array<{ key: string; label: string }>;
  rows: TableRow[];
}

const cell = (j: AppraisedJudgement | null): Cell => {
  const judgement = j ?? 'not judged';
  return { judgement, symbol: JUDGEMENT_SYMBOL[judgement], band: JUDGEMENT_BAND[judgement] };
};

const DOMAINS: Record<RobTool, Array<{ key: string; label: string }>> = {
  'RoB 2': Object.entries(ROB2_DOMAINS).map(([key, label]) => ({ key, label })),
  'ROBINS-I': Object.entries(ROBINS_I_DOMAINS).map(([key, label]) => ({ key, label })),
};

/** The tables, RoB 2 first; a tool nobody used has none. Rows by study title, then assessor. */
export function trafficLightTables(assessments: readonly TableAssessment[]): ToolTable[] {
  return (['RoB 2', 'ROBINS-I'] as const).flatMap((tool) => {
    const mine = assessments
      .filter((a) => a.tool === tool)
      .sort(
        (a, b) => a.studyTitle.localeCompare(b.studyTitle) || a.assessor.localeCompare(b.assessor),
      );
    if (mine.length === 0) return [];
    const domains = DOMAINS[tool];
    const differs = (a: TableAssessment): string[] =>
      domains
        .filter((d, i) =>
          mine.some(
            (b) =>
              b.id !== a.id &&
              b.studyId === a.studyId &&
              b.result.domains[i]?.judgement !== a.result.domains[i]?.judgement,
          ),
        )
        .map((d) => d.label);
    const rows = mine.flatMap((a): TableRow[] => [
      {
        assessmentId: a.id,
        studyId: a.studyId,
        studyTitle: a.studyTitle,
        assessor: a.assessor,
        outcomeName: null,
        cells: a.result.domains.map((d) => cell(d.judgement)),
        overall: cell(a.result.judgement),
        differs: differs(a),
        demo: a.demo,
      },
      ...a.result.outcomes.map((o) => ({
        assessmentId: a.id,
        studyId: a.studyId,
        studyTitle: a.studyTitle,
        assessor: a.assessor,
        outcomeName: o.outcomeName,
        cells: o.domains.map((d) => cell(d.judgement)),
        overall: cell(o.judgement),
        differs: [],
        demo: a.demo,
      })),
    ]);
    return [{ tool, domains, rows }];
  });
}
