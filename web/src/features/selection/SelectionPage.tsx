import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { SELECTION_WEIGHTS, paths, type Candidate, type ScorePart } from '@hta/functions/contract';

import { RecordPicker } from '../../components/form/FormParts';
import { RecordHeader, dateTime } from '../../components/registry/RecordParts';
import { useApiQuery } from '../../lib/api';
import { useCommunityOptions, useNeedOptions } from '../../lib/recordOptions';
import { useRecord } from '../../lib/registries';
import { CompareTable } from './CompareTable';
import { SaveSelectionDialog } from './SaveSelectionDialog';

const MAX_COMPARED = 4;
/** Ranked candidates shown at a time (all are ranked; "show more" shows the next ones). */
const SHOWN = 50;
/** A list's largest page (the contract's). */
const MAX_PAGE = 100;
const PART_LABELS: Record<ScorePart, string> = {
  fit: 'Fit',
  evidence: 'Evidence',
  stage: 'Stage',
  cost: 'Cost',
};
type Kind = 'need' | 'community';

function CandidateCard({
  candidate: c,
  rank,
  chosen,
  disabled,
  onToggle,
}: {
  candidate: Candidate;
  rank: number;
  chosen: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const score = Math.round(c.score * 100);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderColor: chosen ? 'primary.main' : undefined }}
      component="li"
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3">
            {rank}.{' '}
            <Link component={RouterLink} to={paths.technology(c.id)}>
              {c.name}
            </Link>
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {c.category}
            {c.vendorName ? ` · ${c.vendorName}` : ''} · {c.lifecycleStage}
          </Typography>
        </Box>
        <Stack sx={{ minWidth: 180 }}>
          <Typography sx={{ fontWeight: 700 }} id={`score-${c.id}`}>
            Score {score} of 100
          </Typography>
          <LinearProgress variant="determinate" value={score} aria-labelledby={`score-${c.id}`} />
          <FormControlLabel
            control={<Checkbox checked={chosen} disabled={disabled} onChange={onToggle} />}
            label="Compare and choose"
          />
        </Stack>
      </Stack>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { sm: '150px 1fr' }, gap: 0.5 }}
      >
        {(Object.keys(PART_LABELS) as ScorePart[]).map((k) => {
          const p = c.parts[k];
          return (
            <Box key={k} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {PART_LABELS[k]} {Math.round(p.value * 100)}% × {p.weight}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }} color="text.secondary">
                {p.reason}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}

/** /techSelect — candidate technologies for a need or a community, ranked, compared, chosen. */
export default function SelectionPage() {
  const [params, setParams] = useSearchParams();
  const kind: Kind = params.has('community') ? 'community' : 'need';
  const targetId = params.get(kind) ?? '';
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [shown, setShown] = useState(SHOWN);
  const [savedPages, setSavedPages] = useState(1);

  const pick = (nextKind: Kind, id: string | null) => {
    setChosen([]);
    setShown(SHOWN);
    setSavedPages(1);
    setParams(id ? { [nextKind]: id } : nextKind === 'community' ? { community: '' } : {}, {
      replace: true,
    });
  };

  // The chosen record's name, for the picker (it may not be among the first options).
  const need = useRecord('clinicalNeeds', kind === 'need' ? targetId : '');
  const community = useRecord('communities', kind === 'community' ? targetId : '');
  const targetName = kind === 'need' ? need.data?.need.title : community.data?.community.name;
  const input = kind === 'need' ? { needId: targetId } : { communityId: targetId };
  const candidates = useApiQuery('selection.candidates', input, { enabled: targetId !== '' });
  const saved = useApiQuery(
    'selections.list',
    {
      pageSize: Math.min(MAX_PAGE, 20 * savedPages),
      filters: kind === 'need' ? { needId: targetId } : { communityId: targetId },
    },
    { enabled: targetId !== '', placeholderData: keepPreviousData },
  );
  const items = candidates.data?.candidates ?? [];
  const byId = new Map(items.map((c) => [c.id, c]));
  const compared = chosen.map((id) => byId.get(id)).filter((c): c is Candidate => Boolean(c));
  const toggle = (id: string) =>
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const target = kind === 'need' ? { needId: targetId } : { communityId: targetId };

  return (
    <>
      <RecordHeader
        title="Technology selection"
        subtitle={`Candidates are ranked by fit to the clinical areas (${SELECTION_WEIGHTS.fit}), evaluation results (${SELECTION_WEIGHTS.evidence}), cost (${SELECTION_WEIGHTS.cost}) and lifecycle stage (${SELECTION_WEIGHTS.stage}); each rank shows its parts. Facility readiness joins once readiness assessments exist.`}
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'center' } }}
        >
          <ToggleButtonGroup
            exclusive
            value={kind}
            onChange={(_, k: Kind | null) => k && pick(k, null)}
            aria-label="Select for"
            size="small"
          >
            <ToggleButton value="need">For a clinical need</ToggleButton>
            <ToggleButton value="community">For a community</ToggleButton>
          </ToggleButtonGroup>
          <Box sx={{ flex: 1, maxWidth: 520 }}>
            <RecordPicker
              key={`${kind}:${targetName ?? ''}`}
              label={kind === 'need' ? 'Clinical need' : 'Community'}
              multiple={false}
              useOptions={kind === 'need' ? useNeedOptions : useCommunityOptions}
              initialOptions={targetName ? [{ id: targetId, name: targetName }] : []}
              value={targetId || null}
              onChange={(v) => pick(kind, typeof v === 'string' ? v : null)}
              error={undefined}
              helperText={
                kind === 'community'
                  ? 'Matched on the clinical areas of the needs naming it.'
                  : undefined
              }
            />
          </Box>
        </Stack>
      </Paper>

      {!targetId && (
        <Alert severity="info">
          Choose a clinical need or a community to see the technologies that could answer it.
        </Alert>
      )}
      {candidates.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void candidates.refetch()}>Retry</Button>}
        >
          {candidates.error.message}
        </Alert>
      )}
      {targetId && candidates.isPending && (
        <Skeleton variant="rounded" height={240} aria-label="Loading" />
      )}
      {candidates.data && (
        <Stack spacing={2}>
          <Typography component="div">
            Clinical areas matched:{' '}
            {candidates.data.areas.length
              ? candidates.data.areas.map((a) => (
                  <Chip key={a} size="small" label={a} sx={{ mr: 0.5 }} />
                ))
              : 'none recorded — add clinical areas to the need to rank by fit.'}
          </Typography>
          {items.length === 0 ? (
            <Alert severity="info">
              No technology is a candidate: none is in the repository outside the not adopted and
              retired stages.
            </Alert>
          ) : (
            <>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
              >
                <Typography>
                  {candidates.data.ranked < candidates.data.total
                    ? `Ranked ${candidates.data.ranked.toLocaleString('en-CA')} of the ${candidates.data.total.toLocaleString('en-CA')} technologies that match (the most one ranking reads); ${items.length} are candidates.`
                    : `${items.length} candidate${items.length === 1 ? '' : 's'}, all ranked.`}
                </Typography>
                <Typography role="status">
                  {chosen.length} of at most {MAX_COMPARED} chosen
                  {chosen.length === 1 ? ' — choose another to compare' : ''}.
                </Typography>
                <Button
                  variant="contained"
                  startIcon={<SaveIcon />}
                  disabled={chosen.length === 0}
                  onClick={() => setSaving(true)}
                >
                  Save selection
                </Button>
              </Stack>
              {compared.length >= 2 && <CompareTable candidates={compared} />}
              <Box
                component="ol"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
                aria-label="Ranked candidates"
              >
                {items.slice(0, shown).map((c, i) => (
                  <CandidateCard
                    key={c.id}
                    candidate={c}
                    rank={i + 1}
                    chosen={chosen.includes(c.id)}
                    disabled={!chosen.includes(c.id) && chosen.length >= MAX_COMPARED}
                    onToggle={() => toggle(c.id)}
                  />
                ))}
              </Box>
              {items.length > shown && (
                <Button onClick={() => setShown((n) => n + SHOWN)} sx={{ alignSelf: 'start' }}>
                  Show more ({items.length - shown} more ranked)
                </Button>
              )}
            </>
          )}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" id="saved-selections">
              Saved selections ({saved.data?.total ?? '…'})
            </Typography>
            {saved.data && saved.data.items.length === 0 && (
              <Typography color="text.secondary">None saved yet.</Typography>
            )}
            <List dense aria-labelledby="saved-selections">
              {saved.data?.items.map((s) => (
                <ListItem key={s.id} disableGutters>
                  <ListItemText
                    primary={s.title}
                    secondary={`${s.technologyIds.map((id) => byId.get(id)?.name ?? id).join(', ')} — ${s.createdByEmail ?? 'someone'}, ${dateTime(s.createdAt) ?? ''}`}
                  />
                </ListItem>
              ))}
            </List>
            {saved.data &&
              saved.data.total > saved.data.items.length &&
              (saved.data.items.length < MAX_PAGE ? (
                <Button onClick={() => setSavedPages((n) => n + 1)} disabled={saved.isFetching}>
                  Show more ({saved.data.total - saved.data.items.length} more)
                </Button>
              ) : (
                <Typography color="text.secondary">
                  The {MAX_PAGE} newest of {saved.data.total} saved selections.
                </Typography>
              ))}
          </Paper>
        </Stack>
      )}
      {saving && (
        <SaveSelectionDialog
          open
          onClose={() => {
            setSaving(false);
          }}
          target={target}
          technologies={compared.map((c) => ({ id: c.id, name: c.name }))}
        />
      )}
    </>
  );
}
