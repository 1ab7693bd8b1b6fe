import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { NotificationProvider } from '../../components/notifications/NotificationProvider';
import { ApiError } from '../../lib/apiErrors';

// The server's edge: Echo is configured, and refuses the question over the questions in a row.
// A refusal over a limit keeps nothing on the server, so it names no conversation.
const REASON =
  'You have asked Echo many questions in a row. Wait 6 seconds, then ask again (Echo allows 30 in a row, then 10 a minute).';
vi.mock('../../lib/firebase', () => ({
  callApi: (op: string) =>
    op === 'echo.status'
      ? Promise.resolve({ configured: true, fake: false, model: 'gemini-3.5-flash', message: null })
      : Promise.reject(new Error(`unexpected ${op}`)),
  loadFunctions: () => Promise.reject(new Error('no calls expected')),
}));
vi.mock('../../lib/echo', () => ({
  askEcho: () => ({
    done: Promise.reject(
      new ApiError('resource-exhausted', REASON, {}, { limit: 'per-minute', retryAfterSeconds: 6 }),
    ),
    stop: () => undefined,
  }),
}));

const { ChatThread } = await import('./ChatThread');

describe('ChatThread, a question refused over a limit', () => {
  it('stays on screen with the reason and a retry, and opens no conversation', async () => {
    const user = userEvent.setup();
    const opened = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NotificationProvider>
          <MemoryRouter>
            <ChatThread conversationId={null} onConversation={opened} />
          </MemoryRouter>
        </NotificationProvider>
      </QueryClientProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Ask Echo' });
    await user.click(box);
    await user.paste('Tell me about La Ronge');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(REASON)).toBeInTheDocument();
    expect(screen.getByText('Tell me about La Ronge')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(opened).not.toHaveBeenCalled();
  });
});
