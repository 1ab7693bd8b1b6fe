import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { InputOf } from '@hta/functions/contract';

import { RecordHeader } from '../../components/registry/RecordParts';
import { useApiQuery } from '../../lib/api';
import { stageLabel } from './labels';
import { TechnologyFilters } from './TechnologyFilters';

/** pool and pool2: the catalogue as cards, filtered. */
export default function CataloguePage() {
  const [filters, setFilters] = useState({ category: '', lifecycleStage: '' });
  const [search, setSearch] = useState('');
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const input = {
    pageSize: 24,
    cursor: cursors.at(-1) ?? null,
    filters: {
      category: filters.category || undefined,
      lifecycleStage: filters.lifecycleStage || undefined,
    },
    ...(search.trim() ? { search: search.trim() } : {}),
  } as InputOf<'technologies.list'>;
  const list = useApiQuery('technologies.list', input, { placeholderData: keepPreviousData });
  const reset = () => setCursors([null]);

  return (
    <>
      <RecordHeader
        title="Technology catalogue"
        subtitle={list.data ? `${list.data.total} technologies` : undefined}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <TextField
          label="Search by name"
          type="search"
          size="small"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            reset();
          }}
        />
        <TechnologyFilters
          value={filters}
          onChange={(v) => {
            setFilters(v);
            reset();
          }}
        />
      </Stack>
      {list.isError && (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>Retry</Button>}>
          {list.error.message}
        </Alert>
      )}
      {list.isPending && (
        <Grid container spacing={2}>
          {Array.from({ length: 6 }, (_, i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Skeleton variant="rounded" height={140} />
            </Grid>
          ))}
        </Grid>
      )}
      {list.data?.items.length === 0 && (
        <Typography color="text.secondary">No technology matches these filters.</Typography>
      )}
      <Grid container spacing={2}>
        {list.data?.items.map((t) => (
          <Grid key={t.id} size={{ xs: 12, sm: 6, lg: 4, xl: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={`/technology/${t.id}`}
                sx={{ height: '100%', alignItems: 'flex-start' }}
              >
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {t.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" gutterBottom>
                    {[t.vendorName, t.category].filter(Boolean).join(' · ')}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
                    <Chip size="small" color="primary" label={stageLabel(t.lifecycleStage)} />
                    {t.clinicalAreas.slice(0, 3).map((a) => (
                      <Chip key={a} size="small" variant="outlined" label={a} />
                    ))}
                  </Stack>
                  {t.description && (
                    <Typography
                      variant="body2"
                      sx={{
                        display: '-webkit-box',
                        WebkitLineClamp: 3,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }}
                    >
                      {t.description}
                    </Typography>
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button disabled={cursors.length < 2} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Previous
        </Button>
        <Button
          disabled={!list.data?.nextCursor}
          onClick={() => setCursors((c) => [...c, list.data?.nextCursor ?? null])}
        >
          Next
        </Button>
      </Stack>
    </>
  );
}
