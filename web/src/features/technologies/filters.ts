import { LIFECYCLE_STAGES, TECHNOLOGY_CATEGORIES } from '@hta/functions/contract';

import type { FilterControl } from '../../components/registry/RegistryGrid';
import { stageLabel } from './labels';

/** The repository's filters, as the list and the catalogue offer them. */
export const technologyFilters: Array<FilterControl<'technologies'>> = [
  {
    name: 'category',
    label: 'Category',
    options: TECHNOLOGY_CATEGORIES,
    anyLabel: 'All categories',
  },
  {
    name: 'lifecycleStage',
    label: 'Lifecycle stage',
    options: LIFECYCLE_STAGES.map((s) => ({ value: s, label: stageLabel(s) })),
    anyLabel: 'Any stage',
  },
];
