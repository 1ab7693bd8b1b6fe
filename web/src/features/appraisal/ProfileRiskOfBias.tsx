// The appraisal panel on an evidence profile's page: the traffic-light table of its studies'
// risk-of-bias assessments, each outcome's suggested risk-of-bias rating with the rule beside the
// rating given, and, per cited study, the tool its design calls for with a link to assess it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@hta/functions/contract';

import type { RecordPanelProps } from '../../app/feature';
import { useApiQuery } from '../../lib/api';
import { RiskOfBiasTable, SYMBOL_KEY } from './RiskOfBiasTable';

export default function ProfileRiskOfBias({ profile }: RecordPanelProps<'evidenceProfiles'>) {
  const evidenceProfile = profile.evidenceProfile;
  const query = useApiQuery('robAssessments.table', { profileId: evidenceProfile.id });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="rob-heading" sx={{ p: 2 }}>
      <Typography id="rob-heading" variant="h6" component="h2" gutterBottom>
        Risk of bias of the studies
      </Typography>
      {query.isPending ? (
        <CircularProgress size={24} aria-label="Loading the risk-of-bias assessments" />
      ) : query.error ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        >
          The risk-of-bias assessments could not be loaded.
        </Alert>
      ) : (
        <Stack spacing={2}>
          {query.data.tables.length === 0 ? (
            <Typography>
              No study of this profile has been assessed for risk of bias yet.
            </Typography>
          ) : (
            <>
              {query.data.tables.map((t) => (
                <RiskOfBiasTable
                  key={t.tool}
                  table={t}
                  caption={`${t.tool}: risk of bias per study${t.tool === 'RoB 2' ? ' (randomised trials)' : ' (non-randomised studies)'}`}
                />
              ))}
              <Typography variant="caption">{SYMBOL_KEY}</Typography>
            </>
          )}
          {query.data.truncated && (
            <Alert severity="warning">Only the first 500 assessments are shown.</Alert>
          )}
          <Stack spacing={1} component="section" aria-label="Suggested risk-of-bias ratings">
            <Typography variant="subtitle1" component="h3">
              The profile’s risk-of-bias rating, suggested from the appraisals
            </Typography>
            {evidenceProfile.outcomes.map((o, i) => {
              const s = query.data.suggestions[i];
              const rated = o.down.riskOfBias.rating;
              return (
                <Alert
                  key={o.name}
                  severity={s?.suggestion && s.suggestion.rating !== rated ? 'warning' : 'info'}
                  role="status"
                >
                  <strong>{o.name}</strong>: rated {rated}
                  {s?.suggestion
                    ? `; suggested ${s.suggestion.rating}. ${s.suggestion.because}`
                    : '; no suggestion until its studies are assessed.'}
                  {s?.suggestion && s.suggestion.rating !== rated && o.down.riskOfBias.reason
                    ? ` Rated otherwise because: ${o.down.riskOfBias.reason}`
                    : ''}
                  {s &&
                    s.notAppraised.length > 0 &&
                    ` Not yet assessed: ${s.notAppraised.length} of its studies.`}
                  <Typography variant="caption" component="div">
                    Rule: {s?.rule}
                  </Typography>
                </Alert>
              );
            })}
          </Stack>
          <Stack spacing={0.5} component="section" aria-label="Assess a study">
            <Typography variant="subtitle1" component="h3">
              Assess a study
            </Typography>
            <List dense disablePadding>
              {query.data.studies.map((s) => (
                <ListItem
                  key={s.id}
                  disableGutters
                  secondaryAction={
                    s.tool && (
                      <Button
                        size="small"
                        component={RouterLink}
                        to={`${paths.robAssessmentAdd}?${new URLSearchParams({ profile: evidenceProfile.id, study: s.id }).toString()}`}
                        aria-label={`Assess ${s.title} with ${s.tool}`}
                      >
                        {s.tool}
                      </Button>
                    )
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemText
                    primary={s.title}
                    secondary={
                      s.tool
                        ? `${s.design}: assessed with ${s.tool}`
                        : `${s.design}: neither RoB 2 nor ROBINS-I applies`
                    }
                  />
                </ListItem>
              ))}
            </List>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
