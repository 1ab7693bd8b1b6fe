import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { NotificationProvider } from '../../components/notifications/NotificationProvider';

// The API is the edge here: Echo's status comes back as the server would send it locally.
vi.mock('../../lib/firebase', () => ({
  callApi: (op: string) =>
    op === 'echo.status'
      ? Promise.resolve({
          configured: false,
          fake: false,
          model: 'gemini-3.5-flash',
          message:
            'Echo is not configured on this local platform: there are no Google credentials.',
        })
      : Promise.reject(new Error(`unexpected ${op}`)),
  loadFunctions: () => Promise.reject(new Error('no calls expected')),
}));

const { ChatThread } = await import('./ChatThread');

describe('ChatThread', () => {
  it('says clearly when Echo is not configured, and does not let a question be sent', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NotificationProvider>
          <MemoryRouter>
            <ChatThread conversationId={null} onConversation={() => undefined} />
          </MemoryRouter>
        </NotificationProvider>
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText(/Echo is not configured on this local platform/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ask Echo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
