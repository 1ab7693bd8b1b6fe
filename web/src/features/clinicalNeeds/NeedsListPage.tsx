import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { catalogue } from 'virtual:hta/registries';

import type { ClinicalNeedSummary } from '@hta/functions/contract';

import { paths } from '../../app/paths';

import { RecordHeader } from '../../components/registry/RecordHeader';
import { dateTime } from '../../lib/format';
import { RegistryGrid, type ListColumn } from '../../components/registry/RegistryGrid';
import { useListParams } from '../../components/registry/useListParams';
import { useSession } from '../../lib/session';

// The statuses the list filters by, as the registry declares them.
const NEED_STATUSES = catalogue.clinicalNeeds.filters.status;
type NeedStatus = (typeof NEED_STATUSES)[number];

const columns: Array<ListColumn<ClinicalNeedSummary>> = [
  { field: 'title', header: 'Need', minWidth: 220 },
  {
    field: 'clinicalArea',
    header: 'Clinical area',
    minWidth: 140,
    render: ({ clinicalArea: v }) => v ?? '—',
  },
  { field: 'severity', header: 'Severity', minWidth: 110 },
  { field: 'status', header: 'Status', minWidth: 110 },
  {
    field: 'updatedAt',
    header: 'Last changed',
    minWidth: 170,
    render: ({ updatedAt: v }) => dateTime(v),
  },
];

const DEFAULT_SORT = { field: 'updatedAt', direction: 'desc' } as const;

/** /clinical-needs/ (open: visitors see published needs) and needs (the staff overview by status). */
export default function NeedsListPage() {
  const { user } = useSession();
  const overview = useLocation().pathname === paths.needsOverview;
  const list = useListParams(DEFAULT_SORT);
  // The overview shows one status at a time, drafts first.
  const status = list.filters.status ?? (overview ? 'draft' : '');
  return (
    <>
      <RecordHeader
        title={overview ? 'Clinical needs overview' : 'Clinical needs'}
        subtitle="Each need is stated as a problem, the population who has it, and the outcome wanted — never a solution."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={paths.needAdd}
          >
            {user ? 'State a need' : 'Sign in to state a need'}
          </Button>
        }
      />
      {overview && (
        <Tabs
          value={status}
          onChange={(_, v: string) => list.setFilter('status', v)}
          sx={{ mb: 2 }}
          aria-label="Status"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {NEED_STATUSES.map((s) => (
            <Tab key={s} value={s} label={s.charAt(0).toUpperCase() + s.slice(1)} />
          ))}
        </Tabs>
      )}
      <RegistryGrid
        registry="clinicalNeeds"
        ariaLabel="Clinical needs"
        columns={columns}
        defaultSort={DEFAULT_SORT}
        searchLabel="Search by title"
        fixedFilters={overview && status ? { status: status as NeedStatus } : {}}
        filters={[
          {
            name: 'status',
            label: 'Status',
            anyLabel: 'Any status',
            hidden: !user || overview,
          },
          { name: 'severity', label: 'Severity', anyLabel: 'Any severity' },
        ]}
        rowHref={(row) => paths.need(row.id)}
        emptyText={user ? 'No needs here yet.' : 'No published needs yet.'}
      />
    </>
  );
}
