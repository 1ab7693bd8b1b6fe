import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { midText, paths } from '@hta/functions/contract';

import { RecordPanels } from '../../app/RecordPanels';
import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { Facts, RecordHeader, RecordState } from '../../components/registry/RecordParts';
import { useDeleteRecord, useRecord } from '../../lib/registries';

const IMPORTANCE_WORDS = {
  critical: 'Critical for the decision',
  important: 'Important, not critical',
  'not important': 'Not important',
} as const;

/** /question/:id: a review question, its outcomes by importance. */
export default function QuestionPage() {
  const { id = '' } = useParams();
  const query = useRecord('questions', id);
  const remove = useDeleteRecord('questions');
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { question, technology, communities } = query.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <RecordHeader
        title={question.title}
        subtitle={`Review question · ${question.outcomes.length} ${question.outcomes.length === 1 ? 'outcome' : 'outcomes'}`}
        actions={
          <Button variant="contained" component={RouterLink} to={paths.questionEdit(question.id)}>
            Edit
          </Button>
        }
      />
      <Facts
        title="PICO"
        facts={[
          {
            label: 'Technology',
            value: technology && (
              <Link component={RouterLink} to={paths.technology(technology.id)}>
                {technology.name}
              </Link>
            ),
          },
          { label: 'Population', value: question.population },
          { label: 'Intervention', value: question.intervention },
          { label: 'Comparators', value: question.comparators },
          { label: 'Setting', value: question.settings.join(', ') || null },
          {
            label: 'Communities',
            value: communities.length
              ? communities.map((c, i) => (
                  <span key={c.id}>
                    {i > 0 && ', '}
                    <Link component={RouterLink} to={paths.community(c.id)}>
                      {c.name}
                    </Link>
                  </span>
                ))
              : null,
          },
          { label: 'Study designs sought', value: question.designs.join(', ') },
          { label: 'Asked by', value: question.createdByEmail },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Outcomes
        </Typography>
        <Table size="small" aria-label="Outcomes">
          <TableHead>
            <TableRow>
              <TableCell>Outcome</TableCell>
              <TableCell>Importance</TableCell>
              <TableCell>Minimal important difference</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {question.outcomes.map((o) => (
              <TableRow key={o.name}>
                <TableCell>{o.name}</TableCell>
                <TableCell>{IMPORTANCE_WORDS[o.importance]}</TableCell>
                <TableCell>
                  {o.mid !== null && o.midScale
                    ? midText(o.mid, o.midScale, o.units) +
                      (o.minimalImportantDifference ? ` (${o.minimalImportantDifference})` : '')
                    : (o.minimalImportantDifference ?? 'Not known')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <RecordPanels registry="questions" profile={query.data} />
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={paths.questions}>
          All questions
        </Button>
        <DeleteRecordButton
          label="review question"
          name={question.title}
          remove={() => remove.mutateAsync({ id: question.id, version: question.version })}
          then={paths.questions}
        />
      </Stack>
    </Stack>
  );
}
