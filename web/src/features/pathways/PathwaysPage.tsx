import AddIcon from '@mui/icons-material/Add';
import EastIcon from '@mui/icons-material/East';
import EditIcon from '@mui/icons-material/Edit';
import SouthIcon from '@mui/icons-material/South';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { paths } from '@hta/functions/contract';
import { count } from '@hta/functions/contract/plural';

import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { RecordHeader, RecordState } from '../../components/registry/RecordParts';
import { RecordSideList } from '../../components/registry/RecordSideList';
import { useApiQuery } from '../../lib/api';
import { useDeleteRecord, useRecord, type ProfileOf } from '../../lib/registries';
import { PathwayForm } from './PathwayForm';

const settingLabel = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * /pathways — care pathways: the list beside the chosen pathway (`?pathway=`), drawn as a flow of
 * steps; `&edit=1` (or `?pathway=new`) edits it in place.
 */
export default function PathwaysPage() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('pathway');
  const editing = chosen === 'new' || params.get('edit') === '1';
  const list = useApiQuery('pathways.list', { pageSize: 100 });
  const open = (id: string | null, edit = false) =>
    setParams(() => {
      const next = new URLSearchParams();
      if (id) next.set('pathway', id);
      if (edit) next.set('edit', '1');
      return next;
    });
  const items = list.data?.items ?? [];
  return (
    <>
      <RecordHeader
        title="Care pathways"
        subtitle="The steps a patient takes between home, community clinic, health centre, regional hospital and tertiary centre; the technologies used at each; the needs a pathway answers."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('new')}>
            New pathway
          </Button>
        }
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <RecordSideList
            label="Pathways"
            query={list}
            chosen={chosen}
            onOpen={(id) => open(id)}
            primary={(p) => p.name}
            secondary={(p) =>
              `${p.clinicalArea ?? 'No clinical area'} · ${count(p.steps.length, 'step')}`
            }
            empty="No pathways yet."
          />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          {chosen === 'new' ? (
            <PathwayForm
              record={null}
              names={{ technologies: [], needs: [] }}
              onSaved={(id) => open(id)}
              onCancel={() => open(null)}
              onReload={() => undefined}
            />
          ) : chosen ? (
            <ChosenPathway id={chosen} editing={editing} open={open} />
          ) : (
            <Typography color="text.secondary">
              {items.length ? 'Choose a pathway to see its steps.' : ''}
            </Typography>
          )}
        </Grid>
      </Grid>
    </>
  );
}

function ChosenPathway({
  id,
  editing,
  open,
}: {
  id: string;
  editing: boolean;
  open: (id: string | null, edit?: boolean) => void;
}) {
  const query = useRecord('pathways', id);
  const remove = useDeleteRecord('pathways');
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { pathway, technologies, needs } = query.data;
  if (editing)
    return (
      <PathwayForm
        key={pathway.version}
        record={pathway}
        names={{ technologies, needs }}
        onSaved={(saved) => open(saved)}
        onCancel={() => open(pathway.id)}
        onReload={() => void query.refetch()}
      />
    );
  return (
    <PathwayView
      data={query.data}
      onEdit={() => open(pathway.id, true)}
      remove={() => remove.mutateAsync({ id: pathway.id, version: pathway.version })}
    />
  );
}

function PathwayView({
  data,
  onEdit,
  remove,
}: {
  data: ProfileOf<'pathways'>;
  onEdit: () => void;
  remove: () => Promise<unknown>;
}) {
  const { pathway: p, technologies, needs } = data;
  const techName = new Map(technologies.map((t) => [t.id, t.name]));
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h2">
            {p.name}
          </Typography>
          <Typography color="text.secondary">
            {p.clinicalArea ?? 'No clinical area'}
            {p.description ? ` — ${p.description}` : ''}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
          Edit
        </Button>
        <DeleteRecordButton
          label="care pathway"
          name={p.name}
          remove={remove}
          then={paths.pathways}
        />
      </Stack>
      <Box
        component="ol"
        aria-label={`Steps of ${p.name}`}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          flexWrap: { md: 'wrap' },
          alignItems: { md: 'stretch' },
          gap: 1,
        }}
      >
        {p.steps.map((s, i) => (
          <Box
            component="li"
            key={i}
            sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 1 }}
          >
            <Paper
              variant="outlined"
              sx={{ p: 1.5, width: { md: 200 }, borderTop: 4, borderTopColor: 'primary.main' }}
            >
              <Typography variant="overline" component="p">
                Step {i + 1}
              </Typography>
              <Chip size="small" label={settingLabel(s.setting)} sx={{ mb: 0.5 }} />
              <Typography variant="body2">{s.description}</Typography>
              {s.technologyIds.length > 0 && (
                <Stack sx={{ mt: 0.5 }}>
                  {s.technologyIds.map((t) => (
                    <Link key={t} component={RouterLink} to={paths.technology(t)} variant="body2">
                      {techName.get(t) ?? t}
                    </Link>
                  ))}
                </Stack>
              )}
            </Paper>
            {i < p.steps.length - 1 && (
              <Box
                aria-hidden
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  color: 'text.secondary',
                }}
              >
                <SouthIcon sx={{ display: { md: 'none' } }} />
                <EastIcon sx={{ display: { xs: 'none', md: 'block' } }} />
              </Box>
            )}
          </Box>
        ))}
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3">
          Clinical needs it answers ({needs.length})
        </Typography>
        {needs.length === 0 ? (
          <Typography color="text.secondary">None linked.</Typography>
        ) : (
          <Stack>
            {needs.map((n) => (
              <Link key={n.id} component={RouterLink} to={paths.need(n.id)}>
                {n.name}
              </Link>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
