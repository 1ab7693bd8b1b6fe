import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { ECHO_EXAMPLE_QUESTIONS, MAX_QUESTION_CHARS } from '@hta/functions/contract';

import { useNotify } from '../../components/notifications/NotificationProvider';
import { useEchoStatus } from './api';
import { MessageBubble } from './MessageBubble';
import { useEchoChat } from './useEchoChat';
import { useOnline } from './useOnline';

/** Echo answers live from the server: a question is never queued, and never lost either. */
const OFFLINE =
  "You're offline. Echo needs a connection; your question stays here until you send it.";

interface Props {
  conversationId: string | null;
  onConversation: (id: string) => void;
  /** A question to put in the box (e.g. "Ask Echo about this community"). */
  suggestion?: string | null;
  compact?: boolean;
}

/** One conversation: the messages, streaming in, and the box to ask the next question. */
export function ChatThread({
  conversationId,
  onConversation,
  suggestion = null,
  compact = false,
}: Props) {
  const status = useEchoStatus();
  const chat = useEchoChat(conversationId, onConversation);
  const notify = useNotify();
  const [draft, setDraft] = useState(suggestion ?? '');
  const [showUsage, setShowUsage] = useState(false);
  const log = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const examplesId = useId();
  const online = useOnline();

  useEffect(() => {
    if (!suggestion) return;
    setDraft(suggestion);
    // Focus with the caret after the prepared question, ready to add to it or send it.
    const frame = requestAnimationFrame(() => {
      const el = box.current;
      el?.focus();
      el?.setSelectionRange(el.value.length, el.value.length);
    });
    return () => cancelAnimationFrame(frame);
  }, [suggestion]);
  const last = chat.messages.at(-1);
  // Follow the answer as it streams, inside the conversation's own scroll area: the page (and
  // the Stop button) stays where it is.
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat.messages.length, last?.text.length]);

  const configured = status.data?.configured ?? true;
  const tooLong = draft.length > MAX_QUESTION_CHARS;
  const canSend = online && configured && !chat.streaming && draft.trim().length > 0 && !tooLong;

  const send = () => {
    if (!canSend) return;
    const question = draft.trim();
    setDraft('');
    void chat.send(question);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter sends; Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  // The clipboard is missing outside secure contexts, whatever the DOM types say.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  const copy = (text: string) =>
    void clipboard
      ?.writeText(text)
      .then(() => notify({ type: 'positive', message: 'Answer copied.', timeout: 2000 }))
      .catch(() => notify({ type: 'negative', message: 'Copying failed.' }));

  return (
    <Stack spacing={2} sx={{ minHeight: 0, flex: 1 }}>
      {status.data?.fake && (
        // A standard alert: readable contrast, and the text wraps in the narrow side panel.
        <Alert severity="warning" sx={{ py: 0 }}>
          Fake model (demo): answers only look the data up.
        </Alert>
      )}
      {!configured && (
        <Alert severity="info">{status.data?.message ?? 'Echo is not configured.'}</Alert>
      )}
      <Stack
        spacing={1.5}
        role="log"
        aria-label="Conversation with Echo"
        aria-live="polite"
        // Busy while an answer streams in and until the saved conversation has replaced it, so
        // assistive technology (and a test) can tell the thread has come to rest.
        aria-busy={chat.streaming || chat.saving}
        ref={log}
        sx={{
          overflowY: 'auto',
          flex: 1,
          minHeight: 120,
          // A fixed height once there is a conversation: streaming text scrolls inside it and the
          // box and its Stop button stay where they are.
          height:
            chat.messages.length > 0
              ? compact
                ? 360
                : { xs: '55vh', md: 'calc(100vh - 400px)' }
              : 'auto',
        }}
      >
        {chat.loading && <Skeleton variant="rounded" height={80} />}
        {!chat.loading && chat.messages.length === 0 && (
          <Box>
            <Typography color="text.secondary" id={examplesId}>
              Ask about a community, a facility, a technology in the repository, facility readiness
              or clinical needs. For example:
            </Typography>
            <Stack
              component="ul"
              direction="row"
              aria-labelledby={examplesId}
              sx={{ flexWrap: 'wrap', gap: 1, mt: 1, p: 0, listStyle: 'none' }}
            >
              {ECHO_EXAMPLE_QUESTIONS.map((q) => (
                <li key={q}>
                  <Chip
                    label={q}
                    variant="outlined"
                    disabled={!configured}
                    onClick={() => {
                      setDraft(q);
                      box.current?.focus();
                    }}
                    sx={{ height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
                  />
                </li>
              ))}
            </Stack>
          </Box>
        )}
        {chat.messages.map((m) => (
          <MessageBubble key={m.key} message={m} showUsage={showUsage} onCopy={copy} />
        ))}
        {chat.error && (
          <Alert
            severity="error"
            action={
              chat.retry && (
                <Button disabled={!online} onClick={() => void chat.retry?.()}>
                  Retry
                </Button>
              )
            }
          >
            {chat.error.message}
          </Alert>
        )}
      </Stack>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <TextField
          inputRef={box}
          label="Ask Echo"
          multiline
          minRows={compact ? 2 : 2}
          maxRows={8}
          fullWidth
          value={draft}
          disabled={!configured}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          error={tooLong}
          helperText={
            tooLong
              ? `At most ${MAX_QUESTION_CHARS} characters (${draft.length} now).`
              : 'Enter sends, Shift+Enter starts a new line.'
          }
        />
        {/* Always in the page, so the change to offline is announced (a live region added with
            its text is often not read). */}
        <Typography role="status" variant="body2" sx={{ fontWeight: 500 }}>
          {online ? '' : OFFLINE}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {chat.streaming ? (
            <Button
              variant="outlined"
              color="warning"
              startIcon={<StopIcon />}
              onClick={() => chat.stop()}
            >
              Stop
            </Button>
          ) : (
            <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={!canSend}>
              Send
            </Button>
          )}
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={showUsage}
                onChange={(e) => setShowUsage(e.target.checked)}
              />
            }
            label="Show token usage"
          />
        </Stack>
      </Box>
    </Stack>
  );
}
