import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import type { PublicVendor, Vendor } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import { RecordHeader } from '../../components/registry/RecordHeader';
import { RegistryGrid, type ListColumn } from '../../components/registry/RegistryGrid';
import { useSession } from '../../lib/session';
import { VendorCard } from './VendorCard';
import { DialogLoader } from '../../components/DialogLoader';

// The vendor form (and the form library) loads when a vendor is opened, not with the list.
const VendorDialog = lazy(() =>
  import('./VendorDialog').then((m) => ({ default: m.VendorDialog })),
);

type Row = Vendor | PublicVendor;

const products: ListColumn<Row> = {
  field: 'products',
  header: 'Products in the repository',
  minWidth: 240,
  render: (row) => (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, py: 1 }}>
      {row.products.map((p) => (
        <Chip
          key={p.id}
          size="small"
          label={p.name}
          component={RouterLink}
          to={paths.technology(p.id)}
          clickable
          // A long product name wraps inside its chip rather than widen the table.
          sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal' } }}
        />
      ))}
    </Stack>
  ),
};

const publicColumns: Array<ListColumn<Row>> = [
  { field: 'name', header: 'Name', minWidth: 180 },
  {
    field: 'website',
    header: 'Website',
    minWidth: 180,
    render: (row) =>
      row.website ? (
        <Link
          href={row.website}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(e) => e.stopPropagation()}
        >
          {row.website.replace(/^https?:\/\//, '')}
        </Link>
      ) : (
        '—'
      ),
  },
  products,
];

const staffColumns: Array<ListColumn<Row>> = [
  ...publicColumns,
  {
    field: 'country',
    header: 'Country',
    minWidth: 120,
    render: (row) => ('country' in row ? row.country : null),
  },
  {
    field: 'contact',
    header: 'Contact',
    minWidth: 180,
    render: (row) =>
      'contactName' in row ? [row.contactName, row.contactEmail].filter(Boolean).join(' · ') : '',
  },
];

/** /vendors/: open to visitors (name, website, products); staff see all and edit. */
export default function VendorsPage() {
  const { user } = useSession();
  const [editing, setEditing] = useState<Vendor | 'new' | null>(null);
  const [params] = useSearchParams();
  const highlight = params.get('vendor');
  return (
    <>
      <RecordHeader
        title="Vendors"
        subtitle="Who makes the technologies in the repository."
        actions={
          user ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              Add a vendor
            </Button>
          ) : (
            <Button
              component={RouterLink}
              to={`${paths.login}?from=${encodeURIComponent(paths.vendors)}`}
            >
              Sign in to add or edit vendors
            </Button>
          )
        }
      />
      {highlight && <VendorCard id={highlight} onEdit={user ? (v) => setEditing(v) : undefined} />}
      <RegistryGrid
        registry="vendors"
        ariaLabel="Vendors"
        columns={user ? staffColumns : publicColumns}
        searchLabel="Search by name"
        emptyText="No vendors yet."
        {...(user ? { onRowOpen: (row: Row) => 'version' in row && setEditing(row) } : {})}
      />
      {editing && (
        <Suspense fallback={<DialogLoader onClose={() => setEditing(null)} />}>
          <VendorDialog
            vendor={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
