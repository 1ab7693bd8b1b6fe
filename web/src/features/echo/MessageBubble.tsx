import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

import { Markdown } from '../../components/Markdown';
import type { ChatMessage } from './useEchoChat';
import { count } from '../../lib/format';

export function MessageBubble({
  message,
  showUsage,
  onCopy,
}: {
  message: ChatMessage;
  showUsage: boolean;
  onCopy: (text: string) => void;
}) {
  const mine = message.role === 'user';
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        gap: 0.5,
      }}
    >
      <Paper
        variant={mine ? 'elevation' : 'outlined'}
        elevation={0}
        aria-label={mine ? 'Your question' : 'Echo’s answer'}
        component="article"
        sx={{
          p: 1.5,
          maxWidth: { xs: '100%', md: '85%' },
          bgcolor: mine ? 'primary.main' : 'background.paper',
          color: mine ? 'primary.contrastText' : 'text.primary',
          '& a': mine ? { color: 'inherit' } : {},
        }}
      >
        {mine ? (
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.text}</Typography>
        ) : message.text ? (
          <Markdown>{message.text}</Markdown>
        ) : (
          <Typography color="text.secondary" aria-live="polite">
            Echo is thinking…
          </Typography>
        )}
        {!mine && !message.streaming && message.text && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
            {message.stopped && <Chip size="small" label="Stopped" />}
            <Tooltip title="Copy the answer">
              <IconButton
                size="small"
                aria-label="Copy the answer"
                onClick={() => onCopy(message.text)}
              >
                <ContentCopyIcon fontSize="inherit" />
              </IconButton>
            </Tooltip>
            {showUsage && message.usage && (
              <Typography variant="caption" color="text.secondary">
                {count(message.usage.prompt)} tokens in ({count(message.usage.cached)} cached),{' '}
                {count(message.usage.answer)} out; {count(message.usage.counted)} counted toward
                today&apos;s budget
              </Typography>
            )}
          </Stack>
        )}
      </Paper>
      {message.refusal && (
        // The question stays in the transcript with the reason Echo gave for not answering it.
        <Alert severity="warning" sx={{ maxWidth: { xs: '100%', md: '85%' } }}>
          <AlertTitle>Not answered</AlertTitle>
          {message.refusal}
        </Alert>
      )}
    </Box>
  );
}
