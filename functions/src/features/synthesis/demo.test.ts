// The demo evidence profile's pooled row carries the demo meta-analysis' figures, as the server
// would require of a row linked to its analysis: the demo shows the path, not a typed figure.
import { describe, expect, it } from 'vitest';

import { demoProfiles } from '../evidenceProfiles/demo.js';
import { evidenceProfiles } from '../evidenceProfiles/public.js';
import { demoStudies } from '../studies/demo.js';
import { analyse } from './analysis.js';
import { analyses, extractions } from './contract.js';
import { DEMO_ANALYSIS_ID, demoAnalysis, demoExtractions } from './demo.js';
import { sofFigures, sofProblems } from './sof.js';

const settings = analyses.fields.parse(demoAnalysis.fields);
const figures = demoExtractions.map((x) => ({ id: x.id, ...extractions.fields.parse(x.fields) }));
const used = [...new Set(figures.map((f) => f.studyId))].map((studyId) => {
  const chosen = settings.chosen.find((c) => c.studyId === studyId)?.extractionId;
  const x = figures.find((f) => f.id === chosen) ?? figures.find((f) => f.studyId === studyId)!;
  return { studyId, label: studyId, data: x.data };
});
const result = analyse(settings, used);
const profile = evidenceProfiles.fields.parse(demoProfiles[0]!.fields);
const row = profile.outcomes.find((o) => o.analysisId === DEMO_ANALYSIS_ID)!;

describe('the demo meta-analysis', () => {
  it('pools the invented trials A and B by Mantel–Haenszel: RR 20/40.5 = 0.4938', () => {
    // r = Σ a·n2/n = 18·60/120 + 22·75/150 = 20; s = Σ c·n1/n = 36·60/120 + 45·75/150 = 40.5.
    expect(result.pooled!.estimate).toBeCloseTo(20 / 40.5, 12);
    expect(sofFigures(result)).toMatchObject({
      measure: 'RR',
      estimate: 0.49,
      ciLow: 0.37,
      ciHigh: 0.66,
      participants: 270,
      comparatorPer1000: 600,
    });
  });

  it('gives the demo profile its row, figure for figure', () => {
    expect(row.name).toBe(settings.outcome);
    expect(sofProblems(row, result)).toEqual([]);
  });

  it('pools only invented studies, demo in their titles, with no DOI or PMID', () => {
    for (const { studyId } of used) {
      const study = demoStudies.find((s) => s.id === studyId)!.fields;
      expect(study.title).toMatch(/^Demo (trial|cohort) [A-C] \(not a real study\)/);
      expect(study.doi ?? null).toBeNull();
      expect(study.pmid ?? null).toBeNull();
    }
  });

  it('would refuse the row with a typed effect that is not the pooled one', () => {
    expect(sofProblems({ ...row, estimate: 0.4 }, result).join(' ')).toContain(
      'the pooled effect is 0.49 (95 % CI 0.37 to 0.66)',
    );
    expect(sofProblems({ ...row, participants: 120 }, result).join(' ')).toContain(
      '270 participants',
    );
  });
});
