import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';

import { GAP_AT_MOST, READINESS_AREAS } from '@hta/functions/contract';
import { count } from '@hta/functions/contract/plural';

import { RecordPicker } from '../../components/form/FormParts';
import { RecordHeader, RecordState } from '../../components/registry/RecordParts';
import { RecordSideList } from '../../components/registry/RecordSideList';
import { useApiQuery } from '../../lib/api';
import { useFacilityOptions } from '../../lib/recordOptions';
import { useDeleteRecord, useRecord } from '../../lib/registries';
import { AssessmentForm } from './AssessmentForm';
import { AssessmentView } from './AssessmentView';
import { scoreText } from './labels';

/**
 * /ffa — facility readiness for virtual care: assessments by facility (`?facility=`), one open
 * (`?assessment=`, `&edit=1`), or a new one (`?assessment=new`).
 */
export default function ReadinessPage() {
  const [params, setParams] = useSearchParams();
  const facilityId = params.get('facility');
  const chosen = params.get('assessment');
  const editing = chosen === 'new' || params.get('edit') === '1';
  const list = useApiQuery('readinessAssessments.list', {
    pageSize: 50,
    filters: facilityId ? { facilityId } : {},
  });
  const itemSet = useApiQuery('readinessItems.get', {});
  const facility = useRecord('facilities', facilityId ?? '');
  const remove = useDeleteRecord('readinessAssessments');
  const go = (next: { facility?: string | null; assessment?: string | null; edit?: boolean }) =>
    setParams(() => {
      const p = new URLSearchParams();
      const f = next.facility === undefined ? facilityId : next.facility;
      if (f) p.set('facility', f);
      if (next.assessment) p.set('assessment', next.assessment);
      if (next.edit) p.set('edit', '1');
      return p;
    });
  const facilityName = facility.data?.facility.name ?? null;

  return (
    <>
      <RecordHeader
        title="Facility readiness assessment"
        subtitle={`Is a facility ready for virtual care? Items in ${READINESS_AREAS.length} areas (${READINESS_AREAS.map((a) => a.title.toLowerCase()).join(', ')}) scored 1–5; an item scored ${GAP_AT_MOST} or lower is a gap with an action and an owner. The latest assessment sets the facility’s readiness; re-assessments show the trend.`}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4, lg: 3 }}>
          <Stack spacing={1}>
            <RecordPicker
              // Remounted once the chosen facility's name is known (the picker keeps names).
              key={facilityName ?? facilityId ?? 'none'}
              label="Facility"
              multiple={false}
              useOptions={useFacilityOptions}
              initialOptions={
                facilityId && facilityName ? [{ id: facilityId, name: facilityName }] : []
              }
              value={facilityId}
              onChange={(v) => go({ facility: typeof v === 'string' ? v : null, assessment: null })}
              error={undefined}
              helperText={facilityId ? undefined : 'All facilities; choose one to see its own.'}
            />
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => go({ assessment: 'new' })}
            >
              New assessment
            </Button>
            <RecordSideList
              label={facilityId ? 'Its assessments' : 'Latest assessments'}
              query={list}
              chosen={chosen}
              onOpen={(id) => go({ assessment: id })}
              primary={(a) => (facilityId ? a.assessedOn : (a.facilityName ?? a.facilityId))}
              secondary={(a) =>
                `${facilityId ? '' : `${a.assessedOn} · `}${scoreText(a.scores.overall)} · ${a.scores.level} · ${count(a.scores.gaps, 'gap')}`
              }
              empty="No assessments yet."
            />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8, lg: 9 }}>
          {chosen === 'new' ? (
            // The form starts with the chosen facility: wait for its name.
            !itemSet.data || (facilityId && facility.isPending) ? (
              itemSet.error ? (
                <RecordState
                  isPending={false}
                  error={itemSet.error}
                  onRetry={() => void itemSet.refetch()}
                />
              ) : (
                <Skeleton variant="rounded" height={300} aria-label="Loading the items" />
              )
            ) : (
              <AssessmentForm
                record={null}
                itemSet={itemSet.data.value}
                facility={
                  facilityId && facilityName ? { id: facilityId, name: facilityName } : null
                }
                onSaved={(id) => go({ assessment: id })}
                onCancel={() => go({ assessment: null })}
                onReload={() => undefined}
              />
            )
          ) : chosen ? (
            <Chosen
              id={chosen}
              editing={editing}
              open={(id, edit) => go({ assessment: id, edit })}
              remove={(id, version) => remove.mutateAsync({ id, version })}
            />
          ) : (
            <Typography color="text.secondary">
              Choose an assessment to see its scores and gaps, or start a new one.
            </Typography>
          )}
        </Grid>
      </Grid>
    </>
  );
}

function Chosen({
  id,
  editing,
  open,
  remove,
}: {
  id: string;
  editing: boolean;
  open: (id: string | null, edit?: boolean) => void;
  remove: (id: string, version: number) => Promise<unknown>;
}) {
  const query = useRecord('readinessAssessments', id);
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const a = query.data.readinessAssessment;
  if (editing)
    return (
      <AssessmentForm
        key={a.version}
        record={a}
        itemSet={{ space: [], connectivity: [], equipment: [], staffing: [], privacy: [] }}
        facility={null}
        onSaved={(saved) => open(saved)}
        onCancel={() => open(a.id)}
        onReload={() => void query.refetch()}
      />
    );
  return (
    <AssessmentView
      assessment={a}
      onEdit={() => open(a.id, true)}
      remove={() => remove(a.id, a.version)}
    />
  );
}
