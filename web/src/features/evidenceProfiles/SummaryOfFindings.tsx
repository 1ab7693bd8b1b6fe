// The Summary of Findings table (Guyatt et al., J Clin Epidemiol 2013;66:158–72): per outcome,
// participants (studies), certainty with footnoted reasons, relative effect (95 % CI), the
// anticipated absolute effects and comments; then the footnotes and the cited studies' Vancouver
// references. Everything shown was computed by the server (grade.ts) or written by the analyst.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import {
  MEASURE_NAMES,
  differenceText,
  paths,
  type CitedStudy,
  type EvidenceProfile,
  type OutcomeRecord,
} from '@hta/functions/contract';

import { CertaintyLabel } from './certainty';

const fixed = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** A footnote's mark: a, b, … z, aa, ab… */
const mark = (i: number): string =>
  (i >= 26 ? mark(Math.floor(i / 26) - 1) : '') + String.fromCharCode(97 + (i % 26));

function relative(o: OutcomeRecord) {
  if (o.measure === 'none' || o.estimate === null) return '—';
  return `${o.measure} ${fixed(o.estimate)} (${fixed(o.ciLow ?? 0)} to ${fixed(o.ciHigh ?? 0)})`;
}

export function SummaryOfFindings({
  profile,
  studies,
}: {
  profile: EvidenceProfile;
  studies: CitedStudy[];
}) {
  // Studies numbered in the order the outcomes first cite them, as a reference list is.
  const order = [...new Set(profile.outcomes.flatMap((o) => o.studyIds))];
  const byId = new Map(studies.map((s) => [s.id, s]));
  const footnotes: string[] = [];
  const rows = profile.outcomes.map((o) => {
    const marks = o.certainty.footnotes.map((f) => mark(footnotes.push(f) - 1));
    return { o, marks };
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Summary of findings
      </Typography>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label="Summary of findings, scrolls sideways on a narrow screen"
      >
        <Table size="small" aria-label="Summary of findings" sx={{ minWidth: 880 }}>
          <TableHead>
            <TableRow>
              <TableCell>Outcome (importance)</TableCell>
              <TableCell>Participants (studies)</TableCell>
              <TableCell>Certainty of the evidence (GRADE)</TableCell>
              <TableCell>Relative effect (95 % CI)</TableCell>
              <TableCell>Anticipated absolute effects</TableCell>
              <TableCell>Comments</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ o, marks }, i) => (
              <TableRow key={i} aria-label={o.name}>
                <TableCell component="th" scope="row">
                  {o.name}
                  <Typography variant="body2" color="text.secondary">
                    {o.importance}
                  </Typography>
                </TableCell>
                <TableCell>
                  {o.participants === null ? 'not stated' : o.participants.toLocaleString('en-US')}{' '}
                  ({o.studyIds.length} {o.studyIds.length === 1 ? 'study' : 'studies'}:{' '}
                  {o.studyIds.map((id, k) => (
                    <span key={id}>
                      {k > 0 && ', '}
                      <Link href={`#ref-${order.indexOf(id) + 1}`}>{order.indexOf(id) + 1}</Link>
                    </span>
                  ))}
                  )
                  <Typography variant="body2" color="text.secondary">
                    {o.evidence}
                  </Typography>
                </TableCell>
                <TableCell>
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
                </TableCell>
                <TableCell>
                  {relative(o)}
                  {o.measure !== 'none' && (
                    <Typography variant="body2" color="text.secondary">
                      {MEASURE_NAMES[o.measure]}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {o.absolute ? (
                    <>
                      <div>
                        Risk with comparator: {o.absolute.comparator} per 1,000 (as entered)
                      </div>
                      <div>Risk with the technology: {o.absolute.intervention} per 1,000</div>
                      <div>Difference: {differenceText(o.absolute)}</div>
                      <Typography variant="body2" color="text.secondary">
                        Computed from the {o.measure} and the comparator’s risk.
                      </Typography>
                    </>
                  ) : (
                    (o.narrative ??
                    (o.measure === 'none' ? '—' : 'Enter the risk with the comparator to compute.'))
                  )}
                </TableCell>
                <TableCell>{o.comments ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
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
