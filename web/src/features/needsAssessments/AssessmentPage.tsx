import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import {
  METHODS,
  PRIORITY_METHODS,
  WEIGHTED_CRITERIA,
  paths,
  rankNeeds,
  weightsSum,
  type NeedsAssessment,
  type PriorityMethod,
  type Weights,
} from '@hta/functions/contract';

import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { Facts, RecordHeader, RecordState, dateTime } from '../../components/registry/RecordParts';
import { useDeleteRecord, useRecord } from '../../lib/registries';
import { RankingTable } from './RankingTable';
import { STATUS_LABELS, criterionLabel, methodLabel } from './labels';

/** /clinical-needs-assessment/:id — the ranking with its breakdown, and the sensitivity view. */
export default function AssessmentPage() {
  const { id = '' } = useParams();
  const query = useRecord('needsAssessments', id);
  const remove = useDeleteRecord('needsAssessments');
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const a = query.data.needsAssessment;
  return (
    <>
      <RecordHeader
        title={a.title}
        subtitle={`${a.communityName ?? a.facilityName ?? ''} · ${a.date} · ${methodLabel(a.method)}`}
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<EditIcon />}
              component={RouterLink}
              to={paths.needsAssessmentEdit(a.id)}
            >
              Edit
            </Button>
            <DeleteRecordButton
              label="needs assessment"
              name={a.title}
              remove={() => remove.mutateAsync({ id: a.id, version: a.version })}
              then={paths.needsAssessments}
            />
          </>
        }
      />
      <Stack spacing={2}>
        <Stack direction="row" spacing={1}>
          <Chip
            label={STATUS_LABELS[a.status]}
            color={a.status === 'final' ? 'success' : 'default'}
          />
        </Stack>
        <Facts
          facts={[
            {
              label: 'Community',
              value: a.communityId && (
                <Link component={RouterLink} to={paths.community(a.communityId)}>
                  {a.communityName ?? a.communityId}
                </Link>
              ),
            },
            {
              label: 'Facility',
              value: a.facilityId && (
                <Link component={RouterLink} to={paths.facility(a.facilityId)}>
                  {a.facilityName ?? a.facilityId}
                </Link>
              ),
            },
            { label: 'Date', value: a.date },
            { label: 'Method', value: `${methodLabel(a.method)}: ${METHODS[a.method].formula}` },
            { label: 'Assessors', value: a.assessors.join(', ') || null },
            { label: 'Finalised', value: dateTime(a.finalisedAt) },
          ]}
        />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            Ranking
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Computed by the server from the assessors’ scores when the assessment was saved: the
            mean of each criterion over the assessors, then {METHODS[a.method].formula}. Needs
            failing any PEARL test are not ranked.
          </Typography>
          <RankingTable ranking={a.ranking} titles={a.needTitles} caption="Ranking" />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {METHODS[a.method].source}
          </Typography>
        </Paper>
        <Sensitivity assessment={a} />
        {(a.dataNotes || a.notes) && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            {a.dataNotes && (
              <>
                <Typography variant="subtitle2" component="h2">
                  Where pre-filled scores came from
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{a.dataNotes}</Typography>
              </>
            )}
            {a.notes && (
              <>
                <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
                  Notes
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{a.notes}</Typography>
              </>
            )}
          </Paper>
        )}
        {a.revisions.length > 0 && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              Changes since it was finalised ({a.revisions.length})
            </Typography>
            <List dense>
              {a.revisions.map((r) => (
                <ListItem key={r.at} disableGutters>
                  <ListItemText
                    primary={`${dateTime(r.at)} — ${r.byEmail ?? 'someone'}`}
                    secondary={`Changed: ${r.fields.join(', ')}`}
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        )}
      </Stack>
    </>
  );
}

/**
 * The same scores ranked under another method or other weights, beside the current ranking, with
 * how each need moved. Recomputed here with the server's function; nothing is saved.
 */
function Sensitivity({ assessment: a }: { assessment: NeedsAssessment }) {
  const [method, setMethod] = useState<PriorityMethod>(a.method === 'hanlon' ? 'equity' : 'hanlon');
  const [weights, setWeights] = useState<Weights>(a.weights);
  const sum = weightsSum(weights);
  const alternative = rankNeeds(a.needs, method, weights);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="sensitivity">
      <Typography variant="h6" component="h2" id="sensitivity">
        Sensitivity: the same scores, another method or weights
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Recomputed in your browser with the function the server uses; nothing is saved. Criteria a
        method needs but the assessors did not score leave a need unscored under it.
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={method}
        onChange={(_, v: PriorityMethod | null) => v && setMethod(v)}
        aria-label="Method to compare with"
        sx={{ flexWrap: 'wrap', mb: 2 }}
      >
        {PRIORITY_METHODS.map((m) => (
          <ToggleButton key={m} value={m}>
            {methodLabel(m)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {method === 'weighted' && (
        <Grid container spacing={2} sx={{ mb: 2 }}>
          {WEIGHTED_CRITERIA.map((k) => (
            <Grid key={k} size={{ xs: 12, sm: 6, md: 2.4 }}>
              <Typography id={`weight-${k}`} variant="body2">
                {criterionLabel('weighted', k)}: {weights[k]}
              </Typography>
              <Slider
                value={weights[k]}
                min={0}
                max={1}
                step={0.05}
                onChange={(_, v) => setWeights((w) => ({ ...w, [k]: v }))}
                aria-labelledby={`weight-${k}`}
              />
            </Grid>
          ))}
          <Grid size={12}>
            <Typography
              variant="body2"
              color={Math.abs(sum - 1) > 0.001 ? 'error' : 'text.secondary'}
            >
              The weights add up to {sum}
              {Math.abs(sum - 1) > 0.001 ? '; a saved assessment needs them to add up to 1.' : '.'}
            </Typography>
          </Grid>
        </Grid>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Current: {methodLabel(a.method)}
          </Typography>
          <RankingTable ranking={a.ranking} titles={a.needTitles} caption="Current ranking" />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Under {methodLabel(method)}
          </Typography>
          <RankingTable
            ranking={alternative}
            titles={a.needTitles}
            caption={`Ranking under ${methodLabel(method)}`}
            compareTo={a.ranking}
          />
        </Grid>
      </Grid>
    </Paper>
  );
}
