import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { MAST_DOMAINS, domainResult, type EvaluationFieldsInput } from '@hta/functions/contract';

import { rating } from '../labels';
import { asScored, stepOfField, type Missing, type Step, type StepKey } from './steps';

/** Each domain's result so far, and what a submission still needs (with a way to each). */
export function ReviewStep({
  values,
  missing,
  steps,
  onGo,
  submitted,
}: {
  values: EvaluationFieldsInput;
  missing: Missing[];
  steps: Step[];
  onGo: (step: StepKey) => void;
  submitted: boolean;
}) {
  const scored = asScored(values);
  const titleOf = (key: StepKey) => steps.find((s) => s.key === key)?.title ?? key;
  return (
    <Stack spacing={2}>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Domain results of this evaluation">
          <TableHead>
            <TableRow>
              <TableCell>Domain</TableCell>
              <TableCell align="right">Mean of rated questions (1–5)</TableCell>
              <TableCell align="right">Rated</TableCell>
              <TableCell align="right">Not assessed</TableCell>
              <TableCell align="right">Asked</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {MAST_DOMAINS.map((d) => {
              const r = domainResult(scored.domains[d.key]);
              return (
                <TableRow key={d.key}>
                  <TableCell component="th" scope="row">
                    {d.title}
                  </TableCell>
                  <TableCell align="right">{rating(r.mean)}</TableCell>
                  <TableCell align="right">{r.rated}</TableCell>
                  <TableCell align="right">{r.notAssessed}</TableCell>
                  <TableCell align="right">{r.asked}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {missing.length === 0 ? (
        <Alert severity="success">
          {submitted
            ? 'Everything is answered. Saving records your changes in the evaluation’s history.'
            : 'Everything is answered: the evaluation can be submitted. Once submitted it counts in the technology’s results; later edits are recorded.'}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            Still to answer before submitting ({missing.length})
          </Typography>
          <List dense>
            {missing.slice(0, 30).map((m) => {
              const step = stepOfField(m.path);
              return (
                <ListItem
                  key={m.path}
                  disableGutters
                  secondaryAction={
                    <Button size="small" onClick={() => onGo(step)}>
                      Go there
                    </Button>
                  }
                >
                  <ListItemText
                    primary={m.question ? `“${m.question}”: ${m.message}` : m.message}
                    secondary={titleOf(step)}
                  />
                </ListItem>
              );
            })}
          </List>
          {missing.length > 30 && (
            <Typography color="text.secondary">…and {missing.length - 30} more.</Typography>
          )}
        </Paper>
      )}
    </Stack>
  );
}
