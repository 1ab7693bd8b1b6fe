import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';

import {
  MAST_DOMAINS,
  PRECEDING_CONSIDERATIONS,
  paths,
  type Answer,
} from '@hta/functions/contract';

import { AttachmentsPanel } from '../../components/registry/AttachmentsPanel';
import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { Facts, RecordHeader, RecordState, dateTime } from '../../components/registry/RecordParts';
import { useDeleteRecord, useRecord } from '../../lib/registries';
import { useSession } from '../../lib/session';
import { capitalised, percent, rating } from './labels';
import { RATING_MEANING } from './RatingInput';

function AnswerView({ answer, n }: { answer: Answer; n: number }) {
  return (
    <Box component="li" sx={{ mb: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {n}. {answer.question}
      </Typography>
      <Typography>
        {answer.rating !== null
          ? `Rated ${answer.rating} of 5`
          : answer.notAssessedReason
            ? `Not assessed — ${answer.notAssessedReason}`
            : 'Not answered'}
        {answer.certainty ? ` · certainty ${answer.certainty}` : ''}
      </Typography>
      {answer.evidence && (
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {answer.evidence}
        </Typography>
      )}
      {answer.source && (
        <Typography variant="body2" color="text.secondary">
          Source: {answer.source}
        </Typography>
      )}
    </Box>
  );
}

/** /technology-evaluation/:id — an evaluation as read by everyone on the team. */
export default function EvaluationPage() {
  const { id = '' } = useParams();
  const { user, claims } = useSession();
  const query = useRecord('evaluations', id);
  const remove = useDeleteRecord('evaluations');
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const e = query.data.evaluation;
  const mine = e.createdBy === user?.uid;
  const submitted = e.status === 'submitted';
  return (
    <>
      <RecordHeader
        title={e.title}
        subtitle={
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Chip
              size="small"
              label={submitted ? 'Submitted' : 'Draft'}
              color={submitted ? 'success' : 'default'}
            />
            {e.recommendation && (
              <Chip size="small" variant="outlined" label={`Recommends: ${e.recommendation}`} />
            )}
            <span>{percent(e.completeness)} answered</span>
          </Stack>
        }
        actions={
          (mine || claims.admin) && (
            <>
              <Button
                variant="contained"
                startIcon={<EditIcon />}
                component={RouterLink}
                to={paths.evaluationEdit(e.id)}
              >
                {submitted ? 'Edit' : 'Continue'}
              </Button>
              <DeleteRecordButton
                label="evaluation"
                name={e.title}
                remove={() => remove.mutateAsync({ id: e.id, version: e.version })}
                then={paths.evaluations}
              />
            </>
          )
        }
      />
      {!submitted && (
        <Alert severity="info" sx={{ mb: 2 }}>
          A draft: it does not count in the technology’s results until it is submitted.
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={2}>
            <Facts
              title="Technology and setting"
              facts={[
                {
                  label: 'Technology',
                  value: (
                    <Link component={RouterLink} to={paths.technology(e.technologyId)}>
                      {e.technologyName ?? e.technologyId}
                    </Link>
                  ),
                },
                {
                  label: 'Community',
                  value: e.communityId ? (
                    <Link component={RouterLink} to={paths.community(e.communityId)}>
                      {e.communityName ?? e.communityId}
                    </Link>
                  ) : null,
                },
                {
                  label: 'Facility',
                  value: e.facilityId ? (
                    <Link component={RouterLink} to={paths.facility(e.facilityId)}>
                      {e.facilityName ?? e.facilityId}
                    </Link>
                  ) : null,
                },
                { label: 'Evaluators', value: e.evaluators.join(', ') || e.createdByEmail },
                { label: 'Started', value: e.startedOn },
                { label: 'Due', value: e.dueOn },
                { label: 'Submitted', value: dateTime(e.submittedAt) },
              ]}
            />
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                Preceding considerations
              </Typography>
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: '220px 1fr' }, gap: 1 }}
              >
                {PRECEDING_CONSIDERATIONS.map((p) => {
                  const a = e.preceding[p.key];
                  return (
                    <Box key={p.key} sx={{ display: 'contents' }}>
                      <Typography component="dt" color="text.secondary">
                        {p.title}
                      </Typography>
                      <Typography component="dd" sx={{ m: 0 }}>
                        {a.result && (
                          <Chip
                            size="small"
                            sx={{ mr: 1 }}
                            label={capitalised(a.result)}
                            color={
                              a.result === 'pass'
                                ? 'success'
                                : a.result === 'fail'
                                  ? 'error'
                                  : 'warning'
                            }
                          />
                        )}
                        {a.answer ?? 'Not answered'}
                      </Typography>
                    </Box>
                  );
                })}
              </Box>
            </Paper>
            <Box>
              <Typography variant="h6" component="h2" gutterBottom>
                Domains
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Ratings: {RATING_MEANING}. MAST reports in prose; the ratings are the hub’s
                structured layer over it, so evaluations can be compared.
              </Typography>
              {MAST_DOMAINS.map((d) => {
                const r = e.domainResults[d.key];
                return (
                  <Accordion key={d.key} disableGutters>
                    <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                      <Stack
                        direction={{ xs: 'column', sm: 'row' }}
                        sx={{ justifyContent: 'space-between', width: '100%', pr: 1 }}
                      >
                        <Typography sx={{ fontWeight: 600 }}>{d.title}</Typography>
                        <Typography color="text.secondary">
                          mean {rating(r.mean)} · {r.rated} of {r.asked} rated
                          {r.notAssessed ? ` · ${r.notAssessed} not assessed` : ''}
                        </Typography>
                      </Stack>
                    </AccordionSummary>
                    <AccordionDetails>
                      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                        {e.domains[d.key].map((a, i) => (
                          <AnswerView key={a.questionId} answer={a} n={i + 1} />
                        ))}
                      </Box>
                    </AccordionDetails>
                  </Accordion>
                );
              })}
            </Box>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={2}>
            <Facts
              title="Conclusion"
              facts={[
                {
                  label: 'Recommendation',
                  value: e.recommendation ? capitalised(e.recommendation) : null,
                },
                { label: 'Rationale', value: e.rationale },
                { label: 'Transferability', value: e.transferability },
              ]}
            />
            <AttachmentsPanel
              registry="evaluations"
              recordId={e.id}
              attachments={e.attachments}
              canUpload={mine || claims.admin}
            />
            {e.revisions.length > 0 && (
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="h6" component="h2">
                  Changes after submission ({e.revisions.length})
                </Typography>
                <List dense>
                  {[...e.revisions].reverse().map((r) => (
                    <ListItem key={r.at} disableGutters>
                      <ListItemText
                        primary={`${dateTime(r.at)} — ${r.byEmail ?? 'someone'}`}
                        secondary={
                          r.fields.length
                            ? `Changed: ${r.fields.join(', ')}`
                            : 'Saved without changes'
                        }
                      />
                    </ListItem>
                  ))}
                </List>
              </Paper>
            )}
            <Typography variant="body2" color="text.secondary">
              By {e.createdByEmail ?? 'unknown'}; last changed {dateTime(e.updatedAt)}, version{' '}
              {e.version}.
            </Typography>
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
