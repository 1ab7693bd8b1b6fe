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
import { Link as RouterLink, useParams } from 'react-router-dom';

import {
  JUDGEMENT_BAND,
  JUDGEMENT_SYMBOL,
  ROB2_QUESTIONS,
  paths,
  type Rob2Question,
  type RobAssessment,
} from '@hta/functions/contract';

import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { Facts, RecordHeader, RecordState } from '../../components/registry/RecordParts';
import { useDeleteRecord, useRecord } from '../../lib/registries';
import { useSession } from '../../lib/session';
import { JudgementCell } from './RiskOfBiasTable';

type Judged = RobAssessment['result'];

const cellOf = (judgement: Judged['judgement']) => {
  const j = judgement ?? 'not judged';
  return { judgement: j, symbol: JUDGEMENT_SYMBOL[j], band: JUDGEMENT_BAND[j] };
};

function DomainsTable({
  judged,
  caption,
}: {
  judged: Omit<Judged, 'mayBeHigh' | 'outcomes'>;
  caption: string;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption}>
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Domain
            </TableCell>
            <TableCell component="th" scope="col">
              Judgement
            </TableCell>
            <TableCell component="th" scope="col">
              Why
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {judged.domains.map((d) => (
            <TableRow key={d.key}>
              <TableCell component="th" scope="row">
                {d.label}
              </TableCell>
              <JudgementCell cell={cellOf(d.judgement)} />
              <TableCell>
                {d.overridden && <Chip size="small" label="assessor's judgement" sx={{ mr: 1 }} />}
                {d.because}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row">
              <strong>Overall</strong>
            </TableCell>
            <JudgementCell cell={cellOf(judged.judgement)} />
            <TableCell>{judged.because}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /risk-of-bias/:id: one person's risk-of-bias assessment of a study. */
export default function RobAssessmentPage() {
  const { id = '' } = useParams();
  const { claims, user } = useSession();
  const query = useRecord('robAssessments', id);
  const remove = useDeleteRecord('robAssessments');
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const a = query.data.robAssessment;
  const demo = (a.notes ?? '').startsWith('(demo)');
  const mine = user?.uid === a.createdBy;
  const answered = Object.entries(a.answers) as Array<[Rob2Question, string]>;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <RecordHeader
        title={a.studyTitle ?? a.studyId}
        subtitle={`Risk of bias (${a.tool}) · ${a.result.judgement ?? 'not complete'}${demo ? ' · demo' : ''}`}
        actions={
          (mine || claims.admin) && (
            <Button variant="contained" component={RouterLink} to={paths.robAssessmentEdit(a.id)}>
              Edit
            </Button>
          )
        }
      />
      {demo && (
        <Alert severity="info">
          Demo: invented judgements of an invented study, to show the table. They belong to no
          publication.
        </Alert>
      )}
      <Facts
        facts={[
          {
            label: 'Evidence profile',
            value: (
              <Link component={RouterLink} to={paths.evidenceProfile(a.profileId)}>
                {a.profileTitle ?? a.profileId}
              </Link>
            ),
          },
          { label: 'Tool', value: a.tool },
          { label: 'Participants analysed', value: String(a.participants) },
          { label: 'Assessor', value: a.createdByEmail },
          { label: 'Notes', value: a.notes },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DomainsTable judged={a.result} caption="The study's judgements, domain by domain" />
      </Paper>
      {a.result.outcomes.map((o) => (
        <Paper key={o.outcomeName} variant="outlined" sx={{ p: 2 }}>
          <DomainsTable judged={o} caption={`Outcome assessed apart: ${o.outcomeName}`} />
        </Paper>
      ))}
      {answered.length > 0 && (
        <Paper variant="outlined" component="section" aria-labelledby="answers" sx={{ p: 2 }}>
          <Typography id="answers" variant="h6" component="h2" gutterBottom>
            Answers to the signalling questions
          </Typography>
          <Table size="small" aria-labelledby="answers">
            <TableBody>
              {answered.map(([q, answer]) => (
                <TableRow key={q}>
                  <TableCell component="th" scope="row">
                    {q} {ROB2_QUESTIONS[q]}
                  </TableCell>
                  <TableCell>{answer}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="caption">
            Questions not listed are not applicable (NA) or not answered.
          </Typography>
        </Paper>
      )}
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={paths.evidenceProfile(a.profileId)}>
          Back to the evidence profile
        </Button>
        {claims.admin && (
          <DeleteRecordButton
            label="risk-of-bias assessment"
            name={a.studyTitle ?? a.studyId}
            remove={() => remove.mutateAsync({ id: a.id, version: a.version })}
            then={paths.evidenceProfile(a.profileId)}
          />
        )}
      </Stack>
    </Stack>
  );
}
