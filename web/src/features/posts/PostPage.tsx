import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { AttachmentsPanel } from '../../components/registry/AttachmentsPanel';
import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { RecordState } from '../../components/registry/RecordParts';
import { useSession } from '../../lib/session';
import { useDeletePost, usePost } from './api';
import { PostCard } from './PostCard';

export default function PostPage() {
  const { id = '' } = useParams();
  const { claims } = useSession();
  const query = usePost(id);
  const remove = useDeletePost();
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
        <Button component={RouterLink} to="/whats-new">
          All news
        </Button>
        {claims.admin && (
          <Button variant="contained" component={RouterLink} to={`/post/${post.id}/edit`}>
            Edit
          </Button>
        )}
        <DeleteRecordButton
          label="post"
          name={post.title}
          remove={() => remove.mutateAsync({ id: post.id, version: post.version })}
          then="/whats-new"
        />
      </Stack>
    </Stack>
  );
}
