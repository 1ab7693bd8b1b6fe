import PushPinIcon from '@mui/icons-material/PushPin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths, type Post } from '@hta/functions/contract';

import { Markdown } from '../../components/Markdown';
import { date } from '../../lib/format';

export function PostCard({ post, full = false }: { post: Post; full?: boolean }) {
  return (
    <Card variant="outlined" component="article" aria-labelledby={`post-${post.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {post.pinned && <PushPinIcon fontSize="small" color="primary" aria-label="Pinned" />}
          <Typography id={`post-${post.id}`} variant="h6" component={full ? 'h1' : 'h2'}>
            {full ? (
              post.title
            ) : (
              <Link
                component={RouterLink}
                to={paths.post(post.id)}
                underline="hover"
                color="inherit"
              >
                {post.title}
              </Link>
            )}
          </Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {date(post.publishedAt, 'long')}
        </Typography>
        <Markdown>{post.body}</Markdown>
      </CardContent>
    </Card>
  );
}
