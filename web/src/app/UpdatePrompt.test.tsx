// The update prompt, with vite-plugin-pwa's hook replaced at its edge: the worker's life cycle
// (install, waiting, skip-waiting, reload) is the e2e's (tests/e2e/pwa.spec.ts); here, what the
// person sees and does when the hook says a new version waits.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RegisterSWOptions } from 'virtual:pwa-register/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { UPDATE_CHECK_MS, UpdatePrompt } from './UpdatePrompt';

const hook = vi.hoisted(() => ({
  waiting: false,
  updateServiceWorker: vi.fn<(reload?: boolean) => Promise<void>>(),
  options: undefined as RegisterSWOptions | undefined,
}));

vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW(options: RegisterSWOptions) {
    hook.options = options;
    const needRefresh = useState(hook.waiting);
    const offlineReady = useState(false);
    return { needRefresh, offlineReady, updateServiceWorker: hook.updateServiceWorker };
  },
}));

beforeEach(() => {
  hook.waiting = false;
  hook.options = undefined;
  hook.updateServiceWorker.mockReset().mockResolvedValue(undefined);
});
afterEach(() => vi.useRealTimers());

describe('the update prompt', () => {
  it('says nothing while no new version waits', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText(/Update available/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('announces a waiting version politely and reloads into it from the keyboard', async () => {
    hook.waiting = true;
    const user = userEvent.setup();
    render(<UpdatePrompt />);
    // The notice's code loads when a version waits (its own chunk).
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Update available — reload');
    expect(status).toHaveAttribute('aria-live', 'polite');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The waiting worker is told to take over; the plugin reloads the page once it controls it.
    expect(hook.updateServiceWorker).toHaveBeenCalledExactlyOnceWith(true);
    expect(screen.getByRole('button', { name: 'Reloading…' })).toBeDisabled();
  });

  it('can be dismissed, leaving the new version waiting', async () => {
    hook.waiting = true;
    const user = userEvent.setup();
    render(<UpdatePrompt />);
    await user.click(await screen.findByRole('button', { name: 'Dismiss the update' }));
    await waitFor(() => expect(screen.queryByText(/Update available/)).not.toBeInTheDocument());
    expect(hook.updateServiceWorker).not.toHaveBeenCalled();
  });

  it('asks the server for a new version every hour while online', () => {
    vi.useFakeTimers();
    render(<UpdatePrompt />);
    const update = vi.fn(() => Promise.resolve());
    const registration = { update } as unknown as ServiceWorkerRegistration;
    act(() => hook.options?.onRegisteredSW?.('/sw.js', registration));

    act(() => {
      vi.advanceTimersByTime(UPDATE_CHECK_MS - 1);
    });
    expect(update).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(update).toHaveBeenCalledTimes(1);

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      vi.advanceTimersByTime(UPDATE_CHECK_MS);
    });
    expect(update).toHaveBeenCalledTimes(1);
    online.mockRestore();
  });
});
