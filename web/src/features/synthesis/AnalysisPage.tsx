// /analysis/:id: one outcome's meta-analysis as the server computes it from the stored figures —
// the forest plot, the studies' effects and weights, heterogeneity, the prediction interval, a
// leave-one-out table, each study's extractions with their differences and the one used, and
// the step that gives the evidence profile's Summary of Findings row the pooled effect.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import {
  effectText,
  forestPlot,
  paths,
  sofFigures,
  sofProblems,
  type AnalysisRecord,
} from '@hta/functions/contract';

import { Facts, RecordHeader, RecordState } from '../../components/registry/RecordParts';
import { toApiError } from '../../lib/apiErrors';
import { decimal } from '../../lib/format';
import { useRecord, useUpdateRecord, type ProfileOf } from '../../lib/registries';
import { useSession } from '../../lib/session';
import { ForestPlot } from './ForestPlot';

type Answer = ProfileOf<'analyses'>;
type Result = Answer['result'];

const figuresText = (data: Answer['studies'][number]['extractions'][number]['data']) => {
  switch (data.type) {
    case 'dichotomous':
      return `${data.events1}/${data.total1} vs ${data.events2}/${data.total2}`;
    case 'continuous':
      return `${data.mean1} (SD ${data.sd1}, n ${data.n1}) vs ${data.mean2} (SD ${data.sd2}, n ${data.n2})`;
    case 'generic':
      return `${data.estimate} [${data.lower}, ${data.upper}]${data.participants ? `, ${data.participants} participants` : ''}`;
  }
};

const fieldsOf = (a: AnalysisRecord) => ({
  profileId: a.profileId,
  outcome: a.outcome,
  measure: a.measure,
  method: a.method,
  model: a.model,
  tau2Method: a.tau2Method,
  hartungKnapp: a.hartungKnapp,
  comparatorRisk: a.comparatorRisk,
  chosen: a.chosen,
});

export default function AnalysisPage() {
  const { id = '' } = useParams();
  const query = useRecord('analyses', id);
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { analysis, profile, result, problem, demo } = query.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <RecordHeader
        title={`Meta-analysis: ${analysis.outcome}`}
        subtitle={result.method}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.analysisExtraction(analysis.id)}
            >
              Extract a study
            </Button>
            <Button component={RouterLink} to={paths.analysisEdit(analysis.id)}>
              Edit
            </Button>
          </Stack>
        }
      />
      {demo && (
        <Alert severity="warning" role="note">
          Demo: these are invented figures from invented studies, to show the method. They are not a
          real result and belong to no publication.
        </Alert>
      )}
      <Facts
        facts={[
          {
            label: 'Evidence profile',
            value: profile && (
              <Link component={RouterLink} to={paths.evidenceProfile(profile.id)}>
                {profile.name}
              </Link>
            ),
          },
          { label: 'Outcome', value: analysis.outcome },
          { label: 'Method', value: result.method },
          {
            label: 'Studies and participants',
            value: `${result.studyCount} studies, ${decimal(result.participants)} participants (${result.pooledCount} pooled)`,
          },
        ]}
      />
      {problem && (
        <Alert severity="error">These figures cannot be analysed as they stand: {problem}</Alert>
      )}
      <Pooled result={result} />
      {result.pooled && (
        <Paper variant="outlined" sx={{ p: 1 }} component="figure" aria-label="Forest plot">
          <ForestPlot
            svg={forestPlot(result, { title: analysis.outcome, demo, id: `forest-${analysis.id}` })}
          />
        </Paper>
      )}
      <StudyTable result={result} />
      <LeaveOneOut result={result} />
      <Extractions answer={query.data} />
      <SummaryOfFindingsStep answer={query.data} />
    </Stack>
  );
}

function Pooled({ result }: { result: Result }) {
  const p = result.pooled;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Pooled result
      </Typography>
      {p ? (
        <>
          <Typography data-testid="pooled-effect">
            {result.measure} {effectText(p.estimate, p.lower, p.upper, result.ratio)} (95 % CI), p{' '}
            {p.p < 0.001 ? '< 0.001' : `= ${decimal(p.p, 3)}`}
          </Typography>
          <Typography>
            Heterogeneity: Q {decimal(p.heterogeneity.q, 2)} on {p.heterogeneity.df} df (p{' '}
            {decimal(p.heterogeneity.p, 3)}), I² {decimal(p.heterogeneity.i2, 1)} %
            {p.heterogeneity.tau2 !== null ? `, τ² ${decimal(p.heterogeneity.tau2, 4)}` : ''}
          </Typography>
          {p.prediction && (
            <Typography>
              95 % prediction interval:{' '}
              {effectText(p.estimate, p.prediction.lower, p.prediction.upper, result.ratio).replace(
                /^\S+ /,
                '',
              )}
            </Typography>
          )}
          {result.comparator && (
            <Typography>
              Risk with the comparator: {result.comparator.per1000} per 1,000 (
              {result.comparator.chosen} of the control arms; median{' '}
              {decimal(result.comparator.median, 1)}, pooled {decimal(result.comparator.pooled, 1)})
            </Typography>
          )}
        </>
      ) : (
        <Typography>No pooled result yet.</Typography>
      )}
      {result.notes.length > 0 && (
        <ul>
          {result.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </Paper>
  );
}

function StudyTable({ result }: { result: Result }) {
  if (result.studies.length === 0) return null;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Studies in the analysis">
        <TableHead>
          <TableRow>
            <TableCell>Study</TableCell>
            <TableCell>{result.measure} [95 % CI]</TableCell>
            <TableCell align="right">Weight</TableCell>
            <TableCell align="right">Participants</TableCell>
            <TableCell>Note</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.studies.map((s) => (
            <TableRow key={s.studyId}>
              <TableCell>{s.label}</TableCell>
              <TableCell>
                {s.effect !== null && s.lower !== null && s.upper !== null
                  ? effectText(s.effect, s.lower, s.upper, result.ratio)
                  : 'not pooled'}
              </TableCell>
              <TableCell align="right">{decimal(s.weight, 1)} %</TableCell>
              <TableCell align="right">{s.participants ?? '—'}</TableCell>
              <TableCell>{s.note ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function LeaveOneOut({ result }: { result: Result }) {
  if (result.leaveOneOut.length === 0) return null;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        Leave-one-out sensitivity
      </Typography>
      <Table size="small" aria-label="Leave-one-out sensitivity">
        <TableHead>
          <TableRow>
            <TableCell>Left out</TableCell>
            <TableCell>{result.measure} [95 % CI]</TableCell>
            <TableCell align="right">I²</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.leaveOneOut.map((r) => (
            <TableRow key={r.studyId}>
              <TableCell>{r.label}</TableCell>
              <TableCell>{effectText(r.estimate, r.lower, r.upper, result.ratio)}</TableCell>
              <TableCell align="right">{decimal(r.i2, 1)} %</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Extractions({ answer }: { answer: Answer }) {
  const { analysis, studies } = answer;
  const { user } = useSession();
  const update = useUpdateRecord('analyses');
  const [error, setError] = useState<string | null>(null);
  const choose = async (studyId: string, extractionId: string) => {
    setError(null);
    try {
      await update.mutateAsync({
        id: analysis.id,
        version: analysis.version,
        fields: {
          ...fieldsOf(analysis),
          chosen: [
            ...analysis.chosen.filter((c) => c.studyId !== studyId),
            { studyId, extractionId },
          ],
        },
      });
    } catch (e) {
      setError(toApiError(e).message);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Extraction
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {studies.length === 0 && (
        <Typography>The outcome cites no study yet: cite them in the evidence profile.</Typography>
      )}
      <Stack spacing={2} sx={{ mt: 1 }}>
        {studies.map((s) => (
          <section key={s.id} aria-label={s.label}>
            <Typography sx={{ fontWeight: 'bold' }}>
              {s.label} ({s.design}){s.demo && <Chip size="small" label="demo" sx={{ ml: 1 }} />}
            </Typography>
            {s.differences.length > 0 && (
              <Alert severity={s.usedExtractionId ? 'info' : 'warning'} sx={{ my: 1 }}>
                The extractions differ in {s.differences.join(', ')}.{' '}
                {s.usedExtractionId
                  ? 'The one marked “used” is analysed.'
                  : 'Choose one to analyse this study.'}
              </Alert>
            )}
            {s.extractions.length === 0 ? (
              <Button
                component={RouterLink}
                to={`${paths.analysisExtraction(analysis.id)}?study=${encodeURIComponent(s.id)}`}
              >
                Extract {s.label}
              </Button>
            ) : (
              <ul>
                {s.extractions.map((x) => (
                  <li key={x.id}>
                    {figuresText(x.data)} — {x.createdByEmail ?? 'someone'}
                    {x.id === s.usedExtractionId && (
                      <Chip size="small" color="success" label="used" sx={{ ml: 1 }} />
                    )}
                    {x.createdBy === user?.uid && (
                      <Link component={RouterLink} to={paths.extraction(x.id)} sx={{ ml: 1 }}>
                        Change
                      </Link>
                    )}
                    {s.extractions.length > 1 && x.id !== s.usedExtractionId && (
                      <Button
                        size="small"
                        sx={{ ml: 1 }}
                        disabled={update.isPending}
                        onClick={() => void choose(s.id, x.id)}
                      >
                        Use this one
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </Stack>
    </Paper>
  );
}

/** The row's own measure where it is of the kind a generic analysis pooled, else the first one. */
const sameKind = (measure: string, kind: 'ratio' | 'difference') => {
  const kinds = kind === 'ratio' ? (['RR', 'OR', 'HR'] as const) : (['MD', 'SMD', 'RD'] as const);
  return kinds.find((k) => k === measure) ?? kinds[0];
};

/** Gives the profile's outcome row the pooled effect, participants and comparator risk. */
function SummaryOfFindingsStep({ answer }: { answer: Answer }) {
  const { analysis, result } = answer;
  const profileQuery = useRecord('evidenceProfiles', analysis.profileId);
  const update = useUpdateRecord('evidenceProfiles');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const figures = sofFigures(result);
  const profile = profileQuery.data?.evidenceProfile;
  const row = profile?.outcomes.find((o) => o.name === analysis.outcome);
  const linked = row?.analysisId === analysis.id;
  // Figures changed since the row took them (an extraction corrected, another chosen).
  const stale = row && linked ? sofProblems(row, result) : [];
  const take = async () => {
    if (!profile || 'problem' in figures) return;
    setMessage(null);
    try {
      await update.mutateAsync({
        id: profile.id,
        version: profile.version,
        fields: {
          title: profile.title,
          technologyId: profile.technologyId,
          questionId: profile.questionId,
          population: profile.population,
          setting: profile.setting,
          comparison: profile.comparison,
          outcomes: profile.outcomes.map((o) =>
            o.name === analysis.outcome
              ? {
                  ...o,
                  measure: figures.measure ?? sameKind(o.measure, figures.kind),
                  estimate: figures.estimate,
                  ciLow: figures.ciLow,
                  ciHigh: figures.ciHigh,
                  participants: figures.participants,
                  comparatorPer1000: figures.comparatorPer1000 ?? o.comparatorPer1000,
                  studyIds: [...new Set([...o.studyIds, ...figures.studyIds])],
                  narrative: null,
                  notPooledReason: null,
                  analysisId: analysis.id,
                }
              : o,
          ),
        },
      });
      setMessage({ ok: true, text: 'The Summary of Findings row now takes the pooled effect.' });
    } catch (e) {
      setMessage({ ok: false, text: toApiError(e).message });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Summary of Findings
      </Typography>
      {'problem' in figures ? (
        <Typography>The row cannot take an effect from this analysis: {figures.problem}</Typography>
      ) : (
        <>
          <Typography>
            The row takes {figures.measure ?? `the ${figures.kind}`} {figures.estimate} (95 % CI{' '}
            {figures.ciLow} to {figures.ciHigh}), {decimal(figures.participants)} participants in{' '}
            {result.studyCount} studies
            {figures.comparatorPer1000 !== null
              ? `, and a risk with the comparator of ${figures.comparatorPer1000} per 1,000 (${result.comparator?.chosen} of the control arms)`
              : ''}
            .
          </Typography>
          {linked && stale.length === 0 && (
            <Typography color="success.main">
              The row takes its effect from this analysis.
            </Typography>
          )}
          {stale.length > 0 && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              The row no longer carries this analysis’ figures: {stale.join(' ')}
            </Alert>
          )}
          <Button
            variant="outlined"
            sx={{ mt: 1 }}
            disabled={!profile || update.isPending}
            onClick={() => void take()}
          >
            {linked ? 'Take the pooled figures again' : 'Use in the Summary of Findings'}
          </Button>
        </>
      )}
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ mt: 1 }} role="status">
          {message.text}{' '}
          {message.ok && profile && (
            <Link component={RouterLink} to={paths.evidenceProfile(profile.id)}>
              Open the evidence profile
            </Link>
          )}
        </Alert>
      )}
    </Paper>
  );
}
