import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@hta/functions/contract';

import { RecordHeader } from '../../components/registry/RecordParts';
import { toApiError } from '../../lib/apiErrors';
import { callApi } from '../../lib/firebase';
import { useSession } from '../../lib/session';
import { PostCard } from './PostCard';

/** /whats-new: the news feed, pinned posts first, newest first. */
export default function WhatsNewPage() {
  const { claims } = useSession();
  const feed = useInfiniteQuery({
    queryKey: ['posts', 'list', 'feed'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      callApi('posts.list', {
        pageSize: 10,
        cursor: pageParam,
        sort: { field: 'publishedAt', direction: 'desc' },
      }).catch((e: unknown) => Promise.reject(toApiError(e))),
    getNextPageParam: (last) => last.nextCursor,
  });
  const posts = feed.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <RecordHeader
        title="What's new"
        actions={
          claims.admin && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={paths.postCreate}
            >
              New post
            </Button>
          )
        }
      />
      <Stack spacing={2} sx={{ maxWidth: 880 }}>
        {feed.isError && (
          <Alert
            severity="error"
            action={<Button onClick={() => void feed.refetch()}>Retry</Button>}
          >
            {(feed.error as { message?: string }).message}
          </Alert>
        )}
        {feed.isPending &&
          Array.from({ length: 3 }, (_, i) => <Skeleton key={i} variant="rounded" height={120} />)}
        {feed.isSuccess && posts.length === 0 && (
          <Typography color="text.secondary">No news yet.</Typography>
        )}
        {posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
        {feed.hasNextPage && (
          <Button onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
            {feed.isFetchingNextPage ? 'Loading…' : 'Older posts'}
          </Button>
        )}
      </Stack>
    </>
  );
}
