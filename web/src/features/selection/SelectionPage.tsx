import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { SELECTION_WEIGHTS, type Candidate } from '@hta/functions/contract';

import { RecordHeader } from '../../components/registry/RecordParts';
import { useApiQuery } from '../../lib/api';
import { CandidateCard } from './CandidateCard';
import { CompareTable } from './CompareTable';
import { rankingSummary } from './ranking';
import { SavedSelections, useSavedSelections } from './SavedSelections';
import { SaveSelectionDialog } from './SaveSelectionDialog';
import { TargetPicker, type Kind } from './TargetPicker';

const MAX_COMPARED = 4;
/** Ranked candidates shown at a time (all are ranked; "show more" shows the next ones). */
const SHOWN = 50;

/** /techSelect — candidate technologies for a need or a community, ranked, compared, chosen. */
export default function SelectionPage() {
  const [params, setParams] = useSearchParams();
  const kind: Kind = params.has('community') ? 'community' : 'need';
  const targetId = params.get(kind) ?? '';
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [shown, setShown] = useState(SHOWN);
  const target = kind === 'need' ? { needId: targetId } : { communityId: targetId };
  const saved = useSavedSelections(target, targetId !== '');

  const pick = (nextKind: Kind, id: string | null) => {
    setChosen([]);
    setShown(SHOWN);
    saved.reset();
    setParams(id ? { [nextKind]: id } : nextKind === 'community' ? { community: '' } : {}, {
      replace: true,
    });
  };

  const candidates = useApiQuery('selection.candidates', target, { enabled: targetId !== '' });
  const items = candidates.data?.candidates ?? [];
  const byId = new Map(items.map((c) => [c.id, c]));
  const compared = chosen.map((id) => byId.get(id)).filter((c): c is Candidate => Boolean(c));
  const toggle = (id: string) =>
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  return (
    <>
      <RecordHeader
        title="Technology selection"
        subtitle={`Candidates are ranked by fit to the clinical areas (${SELECTION_WEIGHTS.fit}), evaluation results (${SELECTION_WEIGHTS.evidence}), cost (${SELECTION_WEIGHTS.cost}) and lifecycle stage (${SELECTION_WEIGHTS.stage}); each rank shows its parts. Facility readiness joins once readiness assessments exist.`}
      />
      <TargetPicker kind={kind} targetId={targetId} onPick={pick} />

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
                  {rankingSummary(candidates.data.ranked, candidates.data.total, items.length)}
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
          <SavedSelections saved={saved} nameOf={(id) => byId.get(id)?.name} />
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
