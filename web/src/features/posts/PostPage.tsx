import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { AttachmentsPanel } from '../../components/registry/AttachmentsPanel';
import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { RecordState } from '../../components/registry/RecordParts';
import { paths } from '@hta/functions/contract';

import { useDeleteRecord, useRecord } from '../../lib/registries';
import { useSession } from '../../lib/session';
import { PostCard } from './PostCard';

export default function PostPage() {
  const { id = '' } = useParams();
  const { claims } = useSession();
  const query = useRecord('posts', id);
  const remove = useDeleteRecord('posts');
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { post } = query.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <PostCard post={post} full />
      <AttachmentsPanel
        registry="posts"
        recordId={post.id}
        attachments={post.attachments}
        canUpload={claims.admin}
      />
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={paths.whatsNew}>
          All news
        </Button>
        {claims.admin && (
          <Button variant="contained" component={RouterLink} to={paths.postEdit(post.id)}>
            Edit
          </Button>
        )}
        <DeleteRecordButton
          label="post"
          name={post.title}
          remove={() => remove.mutateAsync({ id: post.id, version: post.version })}
          then={paths.whatsNew}
        />
      </Stack>
    </Stack>
  );
}
