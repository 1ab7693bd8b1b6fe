import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';

import {
  BACKUP_LINKS,
  GAP_AT_MOST,
  READINESS_AREAS,
  READINESS_AREA_KEYS,
  readinessScores,
  type Question,
  type ReadinessAreaKey,
  type ReadinessAssessment,
  type ReadinessAssessmentFieldsInput,
} from '@hta/functions/contract';
import { count } from '@hta/functions/contract/plural';

import { formFieldsOf } from '../../components/form/FormParts';
import { RegistryForm } from '../../components/registry/RegistryForm';
import { pickedOption, useFacilityOptions } from '../../lib/recordOptions';
import { scoreText } from './labels';
import { ScoreToggle } from './ScoreToggle';

const F = formFieldsOf<ReadinessAssessmentFieldsInput>();
const today = () => new Date().toISOString().slice(0, 10);

type Items = Record<ReadinessAreaKey, Question[]>;

/** A new assessment scores the current item set; an edited one keeps the items it started with. */
export function AssessmentForm({
  record,
  itemSet,
  facility,
  onSaved,
  onCancel,
  onReload,
}: {
  record: ReadinessAssessment | null;
  itemSet: Items;
  facility: { id: string; name: string } | null;
  onSaved: (id: string) => void;
  onCancel: () => void;
  onReload: () => void;
}) {
  return (
    <RegistryForm
      registry="readinessAssessments"
      record={record}
      empty={{
        facilityId: facility?.id ?? '',
        assessedOn: today(),
        assessors: [],
        connectivity: { downloadMbps: null, uploadMbps: null, latencyMs: null, backupLink: 'none' },
        items: READINESS_AREA_KEYS.flatMap((area) =>
          itemSet[area].map((q) => ({ area, id: q.id, text: q.text, score: null })),
        ),
      }}
      onSaved={(saved) => onSaved(saved.id)}
      onCancel={onCancel}
      onReload={onReload}
      submitLabel="Save assessment"
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <F.RecordPicker
              name="facilityId"
              label="Facility"
              multiple={false}
              required
              useOptions={useFacilityOptions}
              initialOptions={
                record
                  ? pickedOption(record.facilityId, record.facilityName)
                  : facility
                    ? [facility]
                    : []
              }
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <F.Text
              name="assessedOn"
              label="Assessed on"
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={12}>
            <F.TextList
              name="assessors"
              label="Assessors"
              helperText="Names or roles, one per entry."
            />
          </Grid>
        </Grid>
      </Paper>
      <Connectivity />
      <Areas />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <F.Text name="notes" label="Notes" multiline minRows={2} />
      </Paper>
    </RegistryForm>
  );
}

function Connectivity() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Connectivity as measured
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, lg: 3 }}>
          <F.Number name="connectivity.downloadMbps" label="Download (Mbps)" min={0} />
        </Grid>
        <Grid size={{ xs: 6, lg: 3 }}>
          <F.Number name="connectivity.uploadMbps" label="Upload (Mbps)" min={0} />
        </Grid>
        <Grid size={{ xs: 6, lg: 3 }}>
          <F.Number name="connectivity.latencyMs" label="Latency (ms)" min={0} />
        </Grid>
        <Grid size={{ xs: 6, lg: 3 }}>
          <F.Select name="connectivity.backupLink" label="Backup link" options={BACKUP_LINKS} />
        </Grid>
      </Grid>
    </Paper>
  );
}

/** The items by area, each area's score as it stands; a gap asks for its action and owner. */
function Areas() {
  const { control } = useFormContext<ReadinessAssessmentFieldsInput>();
  const items = useWatch({ control, name: 'items' });
  const scores = readinessScores(items.map((i) => ({ area: i.area, score: i.score ?? null })));
  return (
    <>
      <Alert severity="info">
        Score each item 1 (not at all) to 5 (fully). An item scored {GAP_AT_MOST} or lower is a gap:
        say what will be done about it and who owns it. Now:{' '}
        <strong>
          {scoreText(scores.overall)} overall, {scores.level}
        </strong>
        , {count(scores.gaps, 'gap')}.
      </Alert>
      {READINESS_AREAS.map((area) => {
        const areaScore = scores.areas.find((a) => a.key === area.key)!;
        return (
          <Paper
            key={area.key}
            variant="outlined"
            sx={{ p: 2 }}
            component="section"
            aria-label={area.title}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                {area.title}
              </Typography>
              <Chip
                size="small"
                label={`${scoreText(areaScore.mean)} · ${count(areaScore.gaps, 'gap')}`}
              />
            </Stack>
            <Stack spacing={2}>
              {items.map((item, i) =>
                item.area !== area.key ? null : (
                  <Stack key={`${item.area}/${item.id}`} spacing={1}>
                    <Typography>{item.text}</Typography>
                    <ScoreToggle name={`items.${i}.score`} item={item.text} />
                    {item.score !== null &&
                      item.score !== undefined &&
                      item.score <= GAP_AT_MOST && (
                        <Grid container spacing={1}>
                          <Grid size={{ xs: 12, md: 8 }}>
                            <F.Text
                              name={`items.${i}.action`}
                              label="Action for this gap"
                              required
                              size="small"
                            />
                          </Grid>
                          <Grid size={{ xs: 12, md: 4 }}>
                            <F.Text name={`items.${i}.owner`} label="Owner" required size="small" />
                          </Grid>
                        </Grid>
                      )}
                  </Stack>
                ),
              )}
            </Stack>
          </Paper>
        );
      })}
    </>
  );
}
