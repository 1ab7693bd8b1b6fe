// A dossier's sections as one snapshot shows them (live, or a frozen approved version), each
// with its source named and linked, and the comments on it beside it.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
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
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import {
  DOSSIER_SECTIONS,
  FLAG_BELOW,
  METHODS,
  PRIORITY_METHODS,
  paths,
  type DossierSection,
  type DossierSnapshot,
} from '@hta/functions/contract';

import { ScrollingTable } from '../../components/ScrollingTable';
import { decimal } from '../../lib/format';

import { Conclusions, Equity, EvidenceToDecision } from './DecisionSections';
import { capital, day, mean, netDollars } from './format';

function Source({ children }: { children: ReactNode }) {
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
      Source: {children}
    </Typography>
  );
}

const Missing = ({ children }: { children: ReactNode }) => (
  <Typography color="text.secondary">{children}</Typography>
);

function Evaluations({ s }: { s: DossierSnapshot }) {
  const e = s.evaluations;
  if (!e) return <Missing>No submitted evaluation of this technology yet.</Missing>;
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {e.count} submitted {e.count === 1 ? 'evaluation' : 'evaluations'}; each domain by itself
        (MAST has no overall score), flagged below {FLAG_BELOW} of 5; recommendations:{' '}
        {e.recommendations.map((r) => `${r.recommendation} (${r.count})`).join(', ') || 'none'}.
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="MAST results per domain">
          <TableHead>
            <TableRow>
              <TableCell>Domain</TableCell>
              <TableCell align="right">Mean of rated questions (1–5)</TableCell>
              <TableCell align="right">Spread across evaluators</TableCell>
              <TableCell align="right">Evaluators</TableCell>
              <TableCell>Flag</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {e.domains.map((d) => (
              <TableRow key={d.key}>
                <TableCell>{d.label}</TableCell>
                <TableCell align="right">{mean(d.mean)}</TableCell>
                <TableCell align="right">
                  {d.min === null || d.max === null ? '—' : `${mean(d.min)} to ${mean(d.max)}`}
                </TableCell>
                <TableCell align="right">{d.evaluations}</TableCell>
                <TableCell>{d.flag ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Source>
        the technology&apos;s submitted MAST evaluations, as their results are kept on{' '}
        <Link component={RouterLink} to={paths.technology(s.technology.id)}>
          its page
        </Link>
        .
      </Source>
    </>
  );
}

function Evidence({ s }: { s: DossierSnapshot }) {
  const p = s.evidenceProfile;
  if (!p) return <Missing>No evidence profile chosen.</Missing>;
  return (
    <>
      <Stack component="ul" spacing={1} sx={{ pl: 2, m: 0 }}>
        {p.outcomes.map((o) => (
          <li key={o.name}>
            <Typography>
              <strong>{o.name}</strong> ({o.importance}
              {o.participants === null ? '' : `, ${o.participants} participants`}): certainty{' '}
              <strong>{o.certainty}</strong>. {o.effect}
            </Typography>
            {o.reasons.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {o.reasons.join(' ')}
              </Typography>
            )}
          </li>
        ))}
      </Stack>
      <Source>
        GRADE evidence profile{' '}
        <Link component={RouterLink} to={paths.evidenceProfile(p.id)}>
          {p.title}
        </Link>
        {framing(p) && ` (${framing(p)})`}.
      </Source>
    </>
  );
}

function Budget({ s }: { s: DossierSnapshot }) {
  const b = s.budgetImpact;
  if (!b) return <Missing>No budget impact analysis chosen.</Missing>;
  return (
    <>
      <Typography>
        Net budget impact over {b.horizonYears} {b.horizonYears === 1 ? 'year' : 'years'}:{' '}
        <strong>{netDollars(b.netTotal)}</strong> (current pathway {netDollars(b.currentTotal)},
        with the technology {netDollars(b.newTotal)}).
      </Typography>
      <Typography variant="body2">
        Per year: {b.netByYear.map((n, i) => `year ${i + 1} ${netDollars(n)}`).join('; ')}.
      </Typography>
      <Typography variant="body2">
        {decimal(b.eligiblePopulation)} eligible people a year in {b.communities.join(', ')}.
        Perspective: {b.perspective}.
      </Typography>
      {b.communityEffects && b.communityEffects.length > 0 && (
        <ScrollingTable pin="last">
          <Table size="small" aria-label="Budget impact per community">
            <TableHead>
              <TableRow>
                <TableCell>Community</TableCell>
                <TableCell align="right">People served (new pathway)</TableCell>
                <TableCell align="right">Trips avoided</TableCell>
                <TableCell align="right">Km avoided</TableCell>
                <TableCell align="right">Net before programme costs</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {b.communityEffects.map((e) => (
                <TableRow key={e.id}>
                  <TableCell component="th" scope="row">
                    {e.name}
                  </TableCell>
                  <TableCell align="right">{decimal(e.served)}</TableCell>
                  <TableCell align="right">{decimal(e.tripsAvoided)}</TableCell>
                  <TableCell align="right">
                    {e.kmAvoided === null ? 'no trip distance' : decimal(e.kmAvoided)}
                  </TableCell>
                  <TableCell align="right">{netDollars(e.netBeforeProgramme)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollingTable>
      )}
      <Source>
        budget impact analysis{' '}
        <Link component={RouterLink} to={paths.budgetImpact(b.id)}>
          {b.title}
        </Link>{' '}
        (ISPOR good practice, undiscounted; its inputs and their sources are on its page). Each
        community's row is the analysis run for that community alone; the programme's own costs
        (equipment, licences, staff) serve them all and are in the totals, not in the rows.
      </Source>
    </>
  );
}

function Readiness({ s }: { s: DossierSnapshot }) {
  if (s.readiness.length === 0) return <Missing>No target facility chosen.</Missing>;
  return (
    <>
      <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }}>
        {s.readiness.map((f) => (
          <li key={f.facilityId}>
            <Link component={RouterLink} to={paths.facility(f.facilityId)}>
              {f.name}
            </Link>
            : {f.readiness}
            {f.score === null ? '' : `, score ${mean(f.score)} of 5`}
            {f.gaps === null ? '' : `, ${f.gaps} ${f.gaps === 1 ? 'gap' : 'gaps'}`}
            {f.assessedOn ? ` (assessed ${day(f.assessedOn)})` : ''}
          </li>
        ))}
      </Stack>
      <Source>each facility&apos;s latest virtual-care readiness assessment.</Source>
    </>
  );
}

function Needs({ s }: { s: DossierSnapshot }) {
  const n = s.needs;
  if (!n) return <Missing>No needs assessment chosen.</Missing>;
  return (
    <>
      <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }}>
        {n.needs.map((need) => (
          <li key={need.needId}>
            <Link component={RouterLink} to={paths.need(need.needId)}>
              {need.title}
            </Link>
            :{' '}
            {need.rank === null
              ? 'not ranked in this assessment'
              : `rank ${need.rank} of ${n.rankedCount} (score ${need.score ?? '—'})`}
          </li>
        ))}
      </Stack>
      <Source>
        needs assessment{' '}
        <Link component={RouterLink} to={paths.needsAssessment(n.assessmentId)}>
          {n.title}
        </Link>{' '}
        ({methodLabel(n.method)}, {day(n.date)}).
      </Source>
    </>
  );
}

function Recommendation({ s }: { s: DossierSnapshot }) {
  if (!s.recommendation) return <Missing>No recommendation written yet.</Missing>;
  return (
    <>
      <Typography variant="h6" component="p">
        {capital(s.recommendation)}
      </Typography>
      {s.rationale && <Typography sx={{ whiteSpace: 'pre-line' }}>{s.rationale}</Typography>}
      <Conclusions s={s} />
    </>
  );
}

const BODIES: Record<DossierSection, (props: { s: DossierSnapshot }) => ReactNode> = {
  evaluations: Evaluations,
  evidence: Evidence,
  budget: Budget,
  readiness: Readiness,
  needs: Needs,
  equity: Equity,
  etd: EvidenceToDecision,
  recommendation: Recommendation,
};

/** A ranking method by its name ("Hanlon / Basic Priority Rating"); an unknown one as stored. */
const methodLabel = (method: string) => {
  const known = PRIORITY_METHODS.find((m) => m === method);
  return known ? METHODS[known].label : method;
};

/** Every section, with what `beside` gives for it (its comments) beside it. */
export function DossierSections({
  snapshot,
  beside,
}: {
  snapshot: DossierSnapshot;
  beside: (section: DossierSection, label: string) => ReactNode;
}) {
  return (
    <Stack spacing={2}>
      {DOSSIER_SECTIONS.map(({ key, label }) => {
        const Body = BODIES[key];
        return (
          <Paper key={key} variant="outlined" sx={{ p: 2 }} component="section" aria-label={label}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 8 }} sx={{ minWidth: 0 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {label}
                </Typography>
                <Box>
                  <Body s={snapshot} />
                </Box>
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>{beside(key, label)}</Grid>
            </Grid>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** "population: …; comparison: …", of the parts the profile gives. */
function framing(p: { population: string | null; comparison: string | null }): string {
  return [
    p.population && `population: ${p.population}`,
    p.comparison && `comparison: ${p.comparison}`,
  ]
    .filter(Boolean)
    .join('; ');
}
