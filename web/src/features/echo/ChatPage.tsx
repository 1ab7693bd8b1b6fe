import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

import { stillOn } from '../../lib/liveNavigation';

import { ChatThread } from './ChatThread';
import { ConversationList } from './ConversationList';

/** chat and /talk: Echo full screen, with the person's conversations beside it. */
export default function ChatPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  // The thread starts afresh when the person picks a conversation (or a new one), not when its
  // own first answer names the conversation it created: what they are typing stays.
  const [thread, setThread] = useState(() => selected ?? 'new');
  const { pathname } = useLocation();
  const select = useCallback(
    (id: string | null) => {
      // Naming the conversation a finished answer created, once the person has followed a link
      // in it (or is on the way), would take them back here.
      if (!stillOn(pathname)) return;
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.delete('ask');
        if (id) next.set('c', id);
        else next.delete('c');
        return next;
      });
    },
    [pathname, setParams],
  );
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h4" component="h1">
          Echo
        </Typography>
        <Typography color="text.secondary">
          The hub&apos;s assistant answers from the community profiles, facilities and the
          technology repository.
        </Typography>
      </div>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Paper variant="outlined" sx={{ p: 1.5, width: { md: 280 }, flexShrink: 0 }}>
          <ConversationList
            selected={selected}
            onSelect={(id) => {
              select(id);
              setThread(id ?? `new-${Date.now()}`);
            }}
          />
        </Paper>
        <Paper
          variant="outlined"
          sx={{ p: 2, flex: 1, minWidth: 0, display: 'flex', minHeight: '60vh' }}
        >
          <ChatThread
            key={thread}
            conversationId={selected}
            onConversation={select}
            suggestion={params.get('ask')}
          />
        </Paper>
      </Stack>
    </Stack>
  );
}
