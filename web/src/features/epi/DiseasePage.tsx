import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';

import { paths } from '@hta/functions/contract';

import { RecordHeader, RecordState } from '../../components/registry/RecordParts';
import { useApiQuery } from '../../lib/api';
import { DiseaseView } from './DiseaseView';
import { IndicatorView } from './IndicatorView';
import { SourcesPanel } from './SourcesPanel';

/** `/disease/:diseaseId` — one disease (weekly by zone) or indicator (Saskatchewan and Canada). */
export default function DiseasePage() {
  const { diseaseId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const breakdown = params.get('breakdown') ?? undefined;
  const query = useApiQuery('epi.subject', { id: diseaseId, ...(breakdown ? { breakdown } : {}) });
  if (!query.data)
    return (
      <>
        <RecordState
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
        {query.error && (
          <Alert
            severity="info"
            sx={{ mt: 2 }}
            action={
              <Button component={RouterLink} to={paths.epidemiology}>
                All
              </Button>
            }
          >
            See the diseases and indicators the hub holds.
          </Alert>
        )}
      </>
    );
  const { subject, series } = query.data;
  return (
    <>
      <RecordHeader
        title={subject.name}
        subtitle={
          <>
            {subject.kind === 'disease'
              ? `Weekly, by ${subject.geographyLevel}; `
              : 'Yearly, Saskatchewan and Canada; '}
            <Link component={RouterLink} to={paths.epidemiology}>
              all diseases and indicators
            </Link>
            .
          </>
        }
      />
      <Stack spacing={2}>
        {subject.kind === 'disease' ? (
          <DiseaseView subject={subject} series={series} />
        ) : (
          <IndicatorView
            subject={subject}
            series={series}
            breakdown={breakdown ?? subject.breakdowns[0] ?? ''}
            onBreakdown={(b) =>
              setParams(b === subject.breakdowns[0] ? {} : { breakdown: b }, { replace: true })
            }
          />
        )}
        <SourcesPanel subject={subject} />
      </Stack>
    </>
  );
}
