import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { paths } from '@hta/functions/contract';

import { RecordPanels } from '../../app/RecordPanels';
import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { Facts, RecordHeader, RecordState } from '../../components/registry/RecordParts';
import { useDeleteRecord, useRecord } from '../../lib/registries';
import { useSession } from '../../lib/session';
import { SummaryOfFindings } from './SummaryOfFindings';

/** /evidence-profile/:id: a technology's GRADE Summary of Findings. */
export default function EvidenceProfilePage() {
  const { id = '' } = useParams();
  const { claims } = useSession();
  const query = useRecord('evidenceProfiles', id);
  const remove = useDeleteRecord('evidenceProfiles');
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { evidenceProfile: profile, technology, studies } = query.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <RecordHeader
        title={profile.title}
        subtitle={`Evidence profile · ${profile.outcomes.length} ${profile.outcomes.length === 1 ? 'outcome' : 'outcomes'}`}
        actions={
          <Button
            variant="contained"
            component={RouterLink}
            to={paths.evidenceProfileEdit(profile.id)}
          >
            Edit
          </Button>
        }
      />
      <Facts
        title="Question"
        facts={[
          {
            label: 'Technology',
            value: technology && (
              <Link component={RouterLink} to={paths.technology(technology.id)}>
                {technology.name}
              </Link>
            ),
          },
          {
            label: 'Review question',
            value: profile.questionId ? (
              <Link component={RouterLink} to={paths.question(profile.questionId)}>
                {profile.questionTitle ?? profile.questionId}
              </Link>
            ) : (
              'Not linked to a review question'
            ),
          },
          { label: 'Population', value: profile.population },
          { label: 'Setting', value: profile.setting },
          { label: 'Comparison', value: profile.comparison },
          { label: 'Prepared by', value: profile.createdByEmail },
        ]}
      />
      <SummaryOfFindings profile={profile} studies={studies} />
      {profile.outcomes.flatMap((o) =>
        o.checks.map((c) => (
          <Alert key={`${o.name}-${c.path}-${c.message}`} severity="warning">
            <strong>{o.name}</strong> — GRADE: {c.message}
          </Alert>
        )),
      )}
      <RecordPanels registry="evidenceProfiles" profile={query.data} />
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={paths.evidenceProfiles}>
          All evidence profiles
        </Button>
        {claims.admin && (
          <DeleteRecordButton
            label="evidence profile"
            name={profile.title}
            remove={() => remove.mutateAsync({ id: profile.id, version: profile.version })}
            then={paths.evidenceProfiles}
          />
        )}
      </Stack>
    </Stack>
  );
}
