// The HTA report on an assessment dossier's page: made from the dossier's evidence profile and
// budget impact, with its version, state and (once approved) who signed it off and when.
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { RecordPanelProps } from '../../app/feature';
import { ReportDownloads } from './ReportDownloads';

export default function DossierReport({ profile }: RecordPanelProps<'dossiers'>) {
  const { dossier, changedSinceApproval } = profile;
  const approved = dossier.state === 'approved';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1} component="section" aria-labelledby="dossier-report-heading">
        <Typography variant="h6" component="h2" id="dossier-report-heading">
          HTA report
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {approved
            ? `Version ${dossier.versionNumber} as approved, with its sign-off on the title page.`
            : `Version ${dossier.versionNumber} (${dossier.state}): the title page says it is not approved yet.`}{' '}
          Figures from the dossier&apos;s evidence profile and budget impact analysis as they are
          now.
        </Typography>
        {approved && changedSinceApproval && (
          <Alert severity="warning">
            Its sources changed after approval: the report&apos;s figures are today&apos;s, not
            those approved, and its title page says so. Start a new version to review them.
          </Alert>
        )}
        <ReportDownloads request={{ technologyId: dossier.technologyId, dossierId: dossier.id }} />
      </Stack>
    </Paper>
  );
}
