import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import type { StudySummary } from '@hta/functions/contract';

import { designLabel, ruralRemoteLabel, stated } from './designLabel';
import { paths } from '../../app/paths';
import { OfOneTechnology } from '../../components/registry/OfOneTechnology';
import { RecordHeader } from '../../components/registry/RecordHeader';
import {
  RegistryGrid,
  type FilterControl,
  type ListColumn,
} from '../../components/registry/RegistryGrid';

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
export default function StudiesPage() {
  return (
    <>
      <RecordHeader
        title="Study library"
        subtitle="Studies and documents evaluators cite, with their Vancouver references."
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={paths.studyAdd}
            >
              Add a study
            </Button>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              component={RouterLink}
              to={paths.studyImport}
            >
              Import from RIS or BibTeX
            </Button>
          </Stack>
        }
      />
      <OfOneTechnology
        what="Studies about"
        all={{ path: paths.studies, label: 'Show all studies' }}
      />
      <RegistryGrid
        registry="studies"
        ariaLabel="Studies"
        columns={columns}
        searchLabel="Search by title"
        filters={filters}
        rowHref={(row) => paths.study(row.id)}
        emptyText="No study yet. Add the first one, or import them from a RIS or BibTeX file."
      />
    </>
  );
}
