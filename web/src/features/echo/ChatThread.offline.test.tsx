import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NotificationProvider } from '../../components/notifications/NotificationProvider';

// The API is the edge here: Echo is configured, and nothing may be asked while offline.
const asked = vi.fn();
vi.mock('../../lib/firebase', () => ({
  callApi: (op: string) =>
    op === 'echo.status'
      ? Promise.resolve({ configured: true, fake: false, model: 'gemini-3.5-flash', message: null })
      : Promise.reject(new Error(`unexpected ${op}`)),
  loadFunctions: () => {
    asked();
    return Promise.reject(new Error('no calls expected'));
  },
}));

const { ChatThread } = await import('./ChatThread');

/** The browser's connection, as navigator.onLine and its events report it. */
function connection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => vi.restoreAllMocks());

describe('ChatThread offline', () => {
  it('does not send (or queue) a question offline, says why, and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NotificationProvider>
          <MemoryRouter>
            <ChatThread conversationId={null} onConversation={() => undefined} />
          </MemoryRouter>
        </NotificationProvider>
      </QueryClientProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Ask Echo' });
    const send = screen.getByRole('button', { name: 'Send' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    await user.click(box);
    await user.paste('Tell me about La Ronge');
    expect(send).toBeEnabled();
    connection(false);
    expect(send).toBeDisabled();
    expect(status).toHaveTextContent(
      "You're offline. Echo needs a connection; your question stays here until you send it.",
    );
    // Enter does not send it either; the question stays in the box, and can still be edited.
    await user.type(box, '{Enter}');
    await user.type(box, '?');
    expect(box).toHaveValue('Tell me about La Ronge?');
    expect(asked).not.toHaveBeenCalled();

    connection(true);
    expect(status).toHaveTextContent('');
    expect(send).toBeEnabled();
    expect(box).toHaveValue('Tell me about La Ronge?');
  });
});
