import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import {
  Facts,
  RecordHeader,
  RecordState,
  Related,
  dateTime,
  number,
} from '../../components/registry/RecordParts';
import { paths } from '@hta/functions/contract';

import { useDeleteRecord, useRecord } from '../../lib/registries';
import { useSession } from '../../lib/session';

function Statement({ label, text }: { label: string; text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="overline" component="h2">
        {label}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{text}</Typography>
    </Paper>
  );
}

/** /clinical-needs/:id — open to visitors for published needs. */
export default function NeedPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const query = useRecord('clinicalNeeds', id);
  const remove = useDeleteRecord('clinicalNeeds');
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { need: n, communities, technologies, selections, assessments } = query.data;
  return (
    <>
      <RecordHeader
        title={n.title}
        subtitle={
          <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
            <Chip size="small" label={n.status} />
            <Chip size="small" variant="outlined" label={`${n.severity} severity`} />
            {n.clinicalArea && <Chip size="small" variant="outlined" label={n.clinicalArea} />}
          </Stack>
        }
        actions={
          user && (
            <>
              <Button
                variant="contained"
                startIcon={<EditIcon />}
                component={RouterLink}
                to={paths.needEdit(n.id)}
              >
                Edit
              </Button>
              <DeleteRecordButton
                label="clinical need"
                name={n.title}
                remove={() => remove.mutateAsync({ id: n.id, version: n.version })}
                then={paths.needs}
              />
            </>
          )
        }
      />
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Statement label="Problem" text={n.problem} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Statement label="Population" text={n.population} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Statement label="Outcome wanted" text={n.outcome} />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Facts
            facts={[
              { label: 'People affected', value: number(n.peopleAffected) },
              { label: 'Current practice', value: n.currentPractice },
              { label: 'Gap', value: n.gap },
              { label: 'Stakeholders', value: n.stakeholders.join(', ') || null },
              { label: 'Last changed', value: dateTime(n.updatedAt) },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={2}>
            <Related
              title="Communities"
              items={communities}
              href={paths.community}
              empty="No community named."
            />
            {user && (
              <Related
                title="Linked technologies"
                items={technologies}
                href={paths.technology}
                empty="No technology linked yet."
              />
            )}
            {user && (
              <Related
                title="Technology selections"
                items={selections}
                href={() => paths.selectionFor(n.id)}
                empty="No selection saved yet."
              />
            )}
            {user && (
              <Related
                title="Needs assessments"
                items={assessments}
                href={paths.needsAssessment}
                empty="No needs assessment has considered this need yet."
              />
            )}
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
