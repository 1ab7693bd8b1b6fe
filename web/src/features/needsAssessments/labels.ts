// Words for the needs-assessment pages.
import {
  CRITERION_LABELS,
  CRITERION_MAX,
  METHODS,
  type Criterion,
  type PearlTest,
  type PriorityMethod,
} from '@hta/functions/contract/shared/needsAssessments/priority';

export const methodLabel = (m: PriorityMethod) => METHODS[m].label;

export const criterionLabel = (method: PriorityMethod, k: Criterion) =>
  CRITERION_LABELS[method][k] ?? k;

export const criterionRange = (k: Criterion) => `0–${CRITERION_MAX[k]}`;

export const PEARL_LABELS: Record<PearlTest, string> = {
  propriety: 'Propriety',
  economics: 'Economics',
  acceptability: 'Acceptability',
  resources: 'Resources',
  legality: 'Legality',
};

export const STATUS_LABELS = { draft: 'Draft', final: 'Final' } as const;
