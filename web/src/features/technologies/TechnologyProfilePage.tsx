import EditIcon from '@mui/icons-material/Edit';
import RateReviewIcon from '@mui/icons-material/RateReview';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UpcomingEvents } from '../../components/registry/UpcomingEvents';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { AttachmentsPanel } from '../../components/registry/AttachmentsPanel';
import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import {
  Facts,
  RecordHeader,
  RecordState,
  Related,
  dateTime,
} from '../../components/registry/RecordParts';
import { paths } from '@hta/functions/contract';

import { RecordPanels } from '../../app/RecordPanels';
import { useDeleteRecord, useRecord } from '../../lib/registries';
import { money, stageLabel } from './labels';

/** /technology/:id (chat layout: Echo beside it). */
export default function TechnologyProfilePage() {
  const { id = '' } = useParams();
  const query = useRecord('technologies', id);
  const remove = useDeleteRecord('technologies');

  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { technology: t, vendor, needs, communities, totals } = query.data;

  return (
    <>
      <RecordHeader
        title={t.name}
        subtitle={[t.category, stageLabel(t.lifecycleStage)].join(' · ')}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<RateReviewIcon />}
              component={RouterLink}
              to={`${paths.evaluationSubmit}?technologyId=${encodeURIComponent(t.id)}`}
            >
              Evaluate
            </Button>
            <Button
              variant="contained"
              startIcon={<EditIcon />}
              component={RouterLink}
              to={paths.technologyEdit(t.id)}
            >
              Edit
            </Button>
            <DeleteRecordButton
              label="technology"
              name={t.name}
              remove={() => remove.mutateAsync({ id: t.id, version: t.version })}
              then={paths.technologies}
            />
          </>
        }
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, xl: 7 }}>
          <Stack spacing={2}>
            <Facts
              title="Technology"
              facts={[
                {
                  label: 'Vendor',
                  value: vendor ? (
                    <Link component={RouterLink} to={paths.vendor(vendor.id)}>
                      {vendor.name}
                    </Link>
                  ) : null,
                },
                { label: 'Description', value: t.description },
                { label: 'Intended use', value: t.intendedUse },
                { label: 'Clinical areas', value: t.clinicalAreas.join(', ') || null },
                {
                  label: 'Health Canada class',
                  value: t.licenceClass === 'unknown' ? null : t.licenceClass,
                },
                { label: 'Licence number', value: t.licenceNumber },
                { label: 'Capital cost', value: money(t.capitalCost) },
                { label: 'Annual cost', value: money(t.annualCost) },
                {
                  label: 'Links',
                  value: t.links.length
                    ? t.links.map((l) => (
                        <Link
                          key={l.url}
                          href={l.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          sx={{ display: 'block' }}
                        >
                          {l.label}
                        </Link>
                      ))
                    : null,
                },
              ]}
            />
            <UpcomingEvents of={{ technologyId: t.id }} />
            <AttachmentsPanel registry="technologies" recordId={t.id} attachments={t.attachments} />
            <Typography variant="body2" color="text.secondary">
              Last changed {dateTime(t.updatedAt)}, version {t.version}.
            </Typography>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, xl: 5 }}>
          <Stack spacing={2}>
            <Related
              title="Communities using it"
              items={communities}
              href={paths.community}
              empty="Not recorded in use anywhere yet."
            />
            <Related
              title="Clinical needs it answers"
              items={needs}
              total={totals.needs}
              href={paths.need}
              empty="No needs linked yet."
            />
            <RecordPanels registry="technologies" profile={query.data} />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
