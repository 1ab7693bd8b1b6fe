import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { paths } from '@hta/functions/contract';

import { designLabel, ruralRemoteLabel, stated } from './designLabel';
import { AttachmentsPanel } from '../../components/registry/AttachmentsPanel';
import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { Facts, RecordHeader, RecordState, Related } from '../../components/registry/RecordParts';
import { useDeleteRecord, useRecord } from '../../lib/registries';
import { useSession } from '../../lib/session';

/** /study/:id: a study's reference, its facts, its PDF and the technologies it is about. */
export default function StudyPage() {
  const { id = '' } = useParams();
  const { claims } = useSession();
  const query = useRecord('studies', id);
  const remove = useDeleteRecord('studies');
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { study, technologies } = query.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <RecordHeader
        title={study.title}
        subtitle={`${designLabel(study.design)} · ${study.year}`}
        actions={
          <Button variant="contained" component={RouterLink} to={paths.studyEdit(study.id)}>
            Edit
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          Reference (Vancouver)
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{study.reference}</Typography>
      </Paper>
      <Facts
        title="Study"
        facts={[
          { label: 'Authors', value: study.authors.join(', ') },
          { label: 'Journal or publisher', value: study.journal },
          {
            label: 'DOI',
            value: study.doi && (
              <Link href={`https://doi.org/${study.doi}`} sx={{ overflowWrap: 'anywhere' }}>
                {study.doi}
              </Link>
            ),
          },
          {
            label: 'PMID',
            value: study.pmid && (
              <Link href={`https://pubmed.ncbi.nlm.nih.gov/${study.pmid}/`}>{study.pmid}</Link>
            ),
          },
          {
            label: 'Link',
            value: study.url && (
              <Link href={study.url} sx={{ overflowWrap: 'anywhere' }}>
                {study.url}
              </Link>
            ),
          },
          { label: 'Design', value: designLabel(study.design) },
          { label: 'Population', value: study.population },
          { label: 'Rural or remote', value: ruralRemoteLabel(study.ruralRemote) },
          { label: 'Country', value: stated(study.country) },
          { label: 'Outcomes reported', value: study.outcomes },
          { label: 'Notes', value: study.notes },
          { label: 'Added by', value: study.createdByEmail },
        ]}
      />
      <Related
        title="Technologies it is about"
        items={technologies}
        href={paths.technology}
        empty="No technology named."
      />
      <AttachmentsPanel
        registry="studies"
        recordId={study.id}
        attachments={study.attachments}
        canUpload
      />
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={paths.studies}>
          All studies
        </Button>
        {claims.admin && (
          <DeleteRecordButton
            label="study"
            name={study.title}
            remove={() => remove.mutateAsync({ id: study.id, version: study.version })}
            then={paths.studies}
          />
        )}
      </Stack>
    </Stack>
  );
}
