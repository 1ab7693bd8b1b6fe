import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import type { Vendor } from '@hta/functions/contract';

import { paths } from '../../app/paths';
import { useApiQuery } from '../../lib/api';

/** One vendor in full (the one a technology page linked to). */
export function VendorCard({
  id,
  onEdit,
}: {
  id: string;
  onEdit: ((vendor: Vendor) => void) | undefined;
}) {
  const query = useApiQuery('vendors.get', { id });
  if (query.isPending) return <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} />;
  if (query.isError)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {query.error.message}
      </Alert>
    );
  const v = query.data.vendor;
  const full = 'version' in v ? v : null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      aria-label={`Vendor ${v.name}`}
      component="section"
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <div>
          <Typography variant="h5" component="h2">
            {v.name}
          </Typography>
          {v.website && (
            <Link href={v.website} target="_blank" rel="noopener noreferrer">
              {v.website}
            </Link>
          )}
          {full && (
            <Typography variant="body2" color="text.secondary">
              {[full.country, full.contactName, full.contactEmail, full.contactPhone]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
        </div>
        {full && onEdit && <Button onClick={() => onEdit(full)}>Edit</Button>}
      </Stack>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Products
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {v.products.length === 0 && (
          <Typography color="text.secondary">None in the repository yet.</Typography>
        )}
        {v.products.map((p) => (
          <Chip
            key={p.id}
            label={p.name}
            component={RouterLink}
            to={paths.technology(p.id)}
            clickable
          />
        ))}
      </Stack>
      {full?.notes && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {full.notes}
        </Typography>
      )}
    </Paper>
  );
}
