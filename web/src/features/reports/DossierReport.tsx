// The HTA report on an assessment dossier's page, of the version the page shows (its current one,
// or an approved one chosen in its history, ?version=N): an approved version's report is the one
// kept when it was approved — what was approved, whatever changed since; the version being
// worked on is a working draft made from the records as they are now. A version approved before
// reports were kept is made from the records now too, and the panel says so (and when they
// changed since).
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';

import type { RecordPanelProps } from '../../app/feature';
import { ReportDownloads } from './ReportDownloads';

export default function DossierReport({ profile }: RecordPanelProps<'dossiers'>) {
  const { dossier, changedSinceApproval, keptReports } = profile;
  const [params] = useSearchParams();
  // The version the page shows: an approved one asked for, or the current one (as DossierPage).
  const asked = Number(params.get('version'));
  const frozen = dossier.approved.find((v) => v.number === asked) ?? null;
  const number = frozen?.number ?? dossier.versionNumber;
  const approved = frozen !== null || dossier.state === 'approved';
  const kept = keptReports.includes(number);
  // The page's own check compares what it shows now with the latest approved version.
  const latest = dossier.approved.at(-1)?.number === number;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1} component="section" aria-labelledby="dossier-report-heading">
        <Typography variant="h6" component="h2" id="dossier-report-heading">
          HTA report
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {!approved
            ? `Version ${number} (${dossier.state}): a working draft, made from the records as they are now; its title page says it is not approved.`
            : kept
              ? `Version ${number} as approved, with its sign-off on the title page: the report was made and kept when it was approved, so its figures are the approved ones whatever changed since.`
              : `Version ${number} as approved, with its sign-off on the title page. It was approved before reports were kept at approval: its figures are read from the records as they are now, and its title page names any source edited since.`}
        </Typography>
        {approved && !kept && latest && changedSinceApproval && (
          <Alert severity="warning">
            Its sources changed after approval: the report&apos;s figures are today&apos;s, not
            those approved, and its title page says so. Start a new version to review them.
          </Alert>
        )}
        <ReportDownloads
          request={{ technologyId: dossier.technologyId, dossierId: dossier.id, version: number }}
        />
      </Stack>
    </Paper>
  );
}
