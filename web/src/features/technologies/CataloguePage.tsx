import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { catalogue } from 'virtual:hta/registries';

import type { InputOf } from '@hta/functions/contract';
import { listFilters } from '@hta/functions/contract/registryEntry';
import { count } from '@hta/functions/contract/plural';

import { paths } from '../../app/paths';
import { RecordHeader } from '../../components/registry/RecordHeader';
import { ListControls } from '../../components/registry/RegistryGrid';
import { useListParams } from '../../components/registry/useListParams';
import { useApiQuery } from '../../lib/api';
import { technologyFilters } from './filters';
import { stageLabel } from './labels';

const PAGE_SIZE = 24;

/** pool and pool2: the catalogue as cards, filtered; search, filters and page in the URL. */
export default function CataloguePage() {
  const params = useListParams({ field: 'name', direction: 'asc' });
  const input: InputOf<'technologies.list'> = {
    pageSize: PAGE_SIZE,
    cursor: params.cursor,
    // The URL's filters the repository declares (another list's left out).
    filters: listFilters(catalogue.technologies, params.filters),
    ...(params.search ? { search: params.search } : {}),
  };
  const list = useApiQuery('technologies.list', input, { placeholderData: keepPreviousData });
  const { remember } = params;
  const nextCursor = list.data?.nextCursor;
  useEffect(() => {
    if (nextCursor !== undefined && !list.isPlaceholderData) remember(nextCursor);
  }, [nextCursor, list.isPlaceholderData, remember]);

  return (
    <>
      <RecordHeader
        title="Technology catalogue"
        subtitle={list.data ? count(list.data.total, 'technology', 'technologies') : undefined}
      />
      <Stack sx={{ mb: 2 }}>
        <ListControls
          registry="technologies"
          list={params}
          filters={technologyFilters}
          searchLabel="Search by name"
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
                to={paths.technology(t.id)}
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
        <Button
          disabled={params.page === 0}
          onClick={() => params.goTo(params.page - 1, params.pageSize)}
        >
          Previous
        </Button>
        <Button
          disabled={!list.data?.nextCursor}
          onClick={() => params.goTo(params.page + 1, params.pageSize)}
        >
          Next
        </Button>
      </Stack>
    </>
  );
}
