import UploadFileIcon from '@mui/icons-material/UploadFile';

import type { StudySummary } from '@hta/functions/contract';

import { designLabel, ruralRemoteLabel, stated } from './designLabel';
import { paths } from '../../app/paths';
import type { FilterControl, ListColumn } from '../../components/registry/RegistryGrid';
import { listPage } from '../../components/registry/RegistryListPage';

const columns: Array<ListColumn<StudySummary>> = [
  { field: 'title', header: 'Title', minWidth: 240 },
  { field: 'year', header: 'Year', width: 90 },
  {
    field: 'design',
    header: 'Design',
    minWidth: 160,
    render: ({ design: v }) => designLabel(v),
  },
  {
    field: 'ruralRemote',
    header: 'Rural or remote',
    width: 140,
    render: ({ ruralRemote: v }) => ruralRemoteLabel(v),
  },
  {
    field: 'country',
    header: 'Country',
    minWidth: 120,
    render: ({ country: v }) => stated(v),
  },
];

const filters: Array<FilterControl<'studies'>> = [
  { name: 'design', label: 'Design', anyLabel: 'Any design' },
  // Set by a technology page's "see all" link.
  { name: 'technologyId', label: 'Technology', options: [], anyLabel: 'Any', hidden: true },
];

/** /studies: the study library. */
export default listPage({
  registry: 'studies',
  title: 'Study library',
  subtitle: 'Studies and documents evaluators cite, with their Vancouver references.',
  ariaLabel: 'Studies',
  links: [
    { label: 'Add a study', to: paths.studyAdd },
    { label: 'Import from RIS or BibTeX', to: paths.studyImport, icon: UploadFileIcon },
  ],
  ofOneTechnology: {
    what: 'Studies about',
    all: { path: paths.studies, label: 'Show all studies' },
  },
  columns,
  filters,
  searchLabel: 'Search by title',
  emptyText: 'No study yet. Add the first one, or import them from a RIS or BibTeX file.',
});
