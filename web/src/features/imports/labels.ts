import type { Importable } from '@hta/functions/contract';

export const LABELS: Record<Importable, string> = {
  communities: 'Communities',
  facilities: 'Facilities',
  technologies: 'Technologies',
  indicators: 'Indicator values',
};

/** What keys a row, said in the mapping step. */
export const KEYS: Record<Importable, string> = {
  communities: 'Rows are keyed by the id column, else the census subdivision uid.',
  facilities: 'Rows are keyed by the id column (the facility’s id, as an export gives it).',
  technologies: 'Rows are keyed by the id column (the technology’s id, as an export gives it).',
  indicators:
    'One value per row, keyed by indicator, breakdown, geography (Saskatchewan or Canada) and year. A Canadian Indicator Framework code such as 3.7.1 adds to that indicator; another code starts a new one, which needs its name and unit.',
};
