import { catalogue } from 'virtual:hta/registries';

import type { FilterControl } from '../../components/registry/RegistryGrid';
import { stageLabel } from './labels';

/** The repository's filters, as the list and the catalogue offer them. */
export const technologyFilters: Array<FilterControl<'technologies'>> = [
  {
    name: 'category',
    label: 'Category',
    anyLabel: 'All categories',
  },
  {
    name: 'lifecycleStage',
    label: 'Lifecycle stage',
    options: catalogue.technologies.filters.lifecycleStage.map((s) => ({
      value: s,
      label: stageLabel(s),
    })),
    anyLabel: 'Any stage',
  },
];
