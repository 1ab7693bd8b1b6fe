// The Summary of Findings table (Guyatt et al., J Clin Epidemiol 2013;66:158–72): per outcome,
// participants (studies), certainty with footnoted reasons, relative effect (95 % CI), the
// anticipated absolute effects and comments; then the footnotes and the cited studies' Vancouver
// references. Everything shown was computed by the server (grade.ts) or written by the analyst.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import {
  MEASURE_NAMES,
  differenceText,
  isDifference,
  paths,
  type CitedStudy,
  type EvidenceProfile,
  type OutcomeRecord,
} from '@hta/functions/contract';

import { CertaintyLabel } from './certainty';
import { count, number } from '../../lib/format';

const fixed = (n: number) => number(n, 2)!;

/** A risk difference to whole people per 1,000 (three decimals), other effects to two. */
const effectFigure = (o: OutcomeRecord, x: number | null) =>
  x === null ? '—' : number(x, o.measure === 'RD' ? 3 : 2);

/** A footnote's mark: a, b, … z, aa, ab… */
const mark = (i: number): string =>
  (i >= 26 ? mark(Math.floor(i / 26) - 1) : '') + String.fromCharCode(97 + (i % 26));

/** Where the relative effect comes from: the meta-analysis, or why it was not pooled. */
function Synthesis({ profileId, outcome: o }: { profileId: string; outcome: OutcomeRecord }) {
  if (o.analysisId)
    return (
      <Typography variant="body2">
        <Link component={RouterLink} to={paths.analysis(o.analysisId)}>
          Pooled: meta-analysis and forest plot
        </Link>
      </Typography>
    );
  return (
    <Typography variant="body2" color="text.secondary">
      {o.notPooledReason ? `Not pooled: ${o.notPooledReason} ` : ''}
      <Link
        component={RouterLink}
        to={`${paths.analysisAdd}?${new URLSearchParams({ profile: profileId, outcome: o.name }).toString()}`}
      >
        Pool from the studies
      </Link>
    </Typography>
  );
}

/** A difference (MD, SMD, RD) has no relative effect: GRADE's tables give it as absolute. */
function relative(o: OutcomeRecord) {
  if (o.measure === 'none' || o.estimate === null || isDifference(o.measure)) return '—';
  return `${o.measure} ${fixed(o.estimate)} (${fixed(o.ciLow ?? 0)} to ${fixed(o.ciHigh ?? 0)})`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The table's columns, in GRADE's order. */
const COLUMNS = [
  ['outcome', 'Outcome (importance)'],
  ['participants', 'Participants (studies)'],
  ['certainty', 'Certainty of the evidence (GRADE)'],
  ['relative', 'Relative effect (95 % CI)'],
  ['absolute', 'Anticipated absolute effects'],
  ['comments', 'Comments'],
] as const;

export function SummaryOfFindings({
  profile,
  studies,
}: {
  profile: EvidenceProfile;
  studies: CitedStudy[];
}) {
  // Studies numbered in the order the outcomes first cite them, as a reference list is.
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const order = [...new Set(profile.outcomes.flatMap((o) => o.studyIds))];
  const byId = new Map(studies.map((s) => [s.id, s]));
  const footnotes: string[] = [];
  const rows = profile.outcomes.map((o) => {
    const marks = o.certainty.footnotes.map((f) => mark(footnotes.push(f) - 1));
    return { o, marks };
  });
  const cells = rows.map(({ o, marks }) => ({
    name: o.name,
    importance: capital(o.importance),
    outcome: (
      <>
        {o.name}
        <Typography variant="body2" color="text.secondary">
          {capital(o.importance)}
        </Typography>
      </>
    ),
    participants: (
      <>
        {o.participants === null ? 'not stated' : count(o.participants)} ({o.studyIds.length}{' '}
        {o.studyIds.length === 1 ? 'study' : 'studies'}:{' '}
        {o.studyIds.map((id, k) => (
          <span key={id}>
            {k > 0 && ', '}
            <Link href={`#ref-${order.indexOf(id) + 1}`}>{order.indexOf(id) + 1}</Link>
          </span>
        ))}
        )
        <Typography variant="body2" color="text.secondary">
          {capital(o.evidence)}
        </Typography>
      </>
    ),
    certainty: (
      <>
        <CertaintyLabel level={o.certainty.level} />
        {marks.length > 0 && (
          <Box component="sup" sx={{ ml: 0.5 }}>
            {marks.map((m, k) => (
              <span key={m}>
                {k > 0 && ','}
                <Link href={`#note-${m}`} aria-label={`footnote ${m}`}>
                  {m}
                </Link>
              </span>
            ))}
          </Box>
        )}
        <Typography variant="body2" color="text.secondary">
          from {o.certainty.start}, down {o.certainty.down}, up {o.certainty.up}
        </Typography>
      </>
    ),
    relative: (
      <>
        {relative(o)}
        {o.measure !== 'none' && (
          <Typography variant="body2" color="text.secondary">
            {isDifference(o.measure)
              ? `None: a ${MEASURE_NAMES[o.measure]} is an absolute effect`
              : MEASURE_NAMES[o.measure]}
          </Typography>
        )}
        <Synthesis profileId={profile.id} outcome={o} />
      </>
    ),
    absolute: o.absolute ? (
      <>
        <div>
          Risk with comparator: {o.absolute.comparator} per 1,000 (
          {o.analysisId ? 'from the control arms' : 'as entered'})
        </div>
        <div>Risk with the technology: {o.absolute.intervention} per 1,000</div>
        <div>Difference: {differenceText(o.absolute)}</div>
        <Typography variant="body2" color="text.secondary">
          Computed from the {o.measure} and the comparator’s risk.
        </Typography>
      </>
    ) : o.effectInWords ? (
      <>
        <div>{o.effectInWords}</div>
        {o.measure !== 'none' && (
          <Typography variant="body2" color="text.secondary">
            {o.measure} {effectFigure(o, o.estimate)} (95 % CI {effectFigure(o, o.ciLow)} to{' '}
            {effectFigure(o, o.ciHigh)}), {MEASURE_NAMES[o.measure]}
            {o.measure === 'MD' && o.units ? ` in ${o.units}` : ''}
            {o.measure === 'RD'
              ? '; enter the risk with the comparator for the risks per 1,000'
              : ''}
            .
          </Typography>
        )}
        {o.effectNote && (
          <Typography variant="body2" color="text.secondary">
            {o.effectNote}
          </Typography>
        )}
      </>
    ) : (
      (o.narrative ??
      (o.measure === 'none' ? '—' : 'Enter the risk with the comparator to compute.'))
    ),
    comments: o.comments ?? '',
  }));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Summary of findings
      </Typography>
      {narrow ? (
        // At phone width, one block per outcome: a six-column table would scroll sideways.
        <Stack
          spacing={2}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label="Summary of findings"
        >
          {cells.map((c, i) => (
            <Box
              component="li"
              key={i}
              aria-label={c.name}
              sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}
            >
              <Typography variant="subtitle1" component="h3">
                {c.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {c.importance}
              </Typography>
              <Box component="dl" sx={{ m: 0, '& dd': { ml: 0, mb: 1 } }}>
                {COLUMNS.slice(1).map(([key, heading]) => (
                  <Fragment key={key}>
                    <Typography component="dt" variant="body2" sx={{ fontWeight: 500, mt: 1 }}>
                      {heading}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      {c[key] || '—'}
                    </Typography>
                  </Fragment>
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Summary of findings">
            <TableHead>
              <TableRow>
                {COLUMNS.map(([key, heading]) => (
                  <TableCell key={key}>{heading}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {cells.map((c, i) => (
                <TableRow key={i} aria-label={c.name}>
                  <TableCell component="th" scope="row">
                    {c.outcome}
                  </TableCell>
                  {COLUMNS.slice(1).map(([key]) => (
                    <TableCell key={key}>{c[key]}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="body2" sx={{ mt: 2 }}>
        GRADE certainty: randomised trials start high, observational studies low; each serious
        concern rates down one level, each very serious concern two; observational evidence may be
        rated up (Guyatt et al., J Clin Epidemiol 2011).
      </Typography>
      {footnotes.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            Footnotes
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', pl: 0, m: 0 }} aria-label="Footnotes">
            {footnotes.map((f, i) => (
              <li key={i} id={`note-${mark(i)}`}>
                <Typography variant="body2">
                  <sup>{mark(i)}</sup> {f}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        References
      </Typography>
      <Box component="ol" sx={{ pl: 3, m: 0 }} aria-label="References">
        {order.map((id, i) => {
          const study = byId.get(id);
          return (
            <li key={id} id={`ref-${i + 1}`}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {study ? (
                  <Link component={RouterLink} to={paths.study(id)}>
                    {study.reference}
                  </Link>
                ) : (
                  'A study no longer in the library.'
                )}
              </Typography>
            </li>
          );
        })}
      </Box>
    </Paper>
  );
}
