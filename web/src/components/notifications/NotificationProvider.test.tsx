import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { NotificationProvider, useNotify } from './NotificationProvider';
import { POSITIONS, type NotificationHandle, type NotifyOptions } from './types';

let notify: (options: NotifyOptions) => NotificationHandle;
function Capture() {
  notify = useNotify();
  return null;
}

function setup() {
  render(
    <NotificationProvider>
      <Capture />
    </NotificationProvider>,
  );
}

describe('notifications', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('default: info, at the bottom, gone after 5000 ms', () => {
    setup();
    act(() => void notify({ message: 'Saved draft' }));
    const note = screen.getByText('Saved draft').closest('[data-type]')!;
    expect(note).toHaveAttribute('data-type', 'info');
    expect(note.closest('[data-position]')).toHaveAttribute('data-position', 'bottom');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByText('Saved draft')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved draft')).not.toBeInTheDocument();
  });

  it('honours a given timeout', () => {
    setup();
    act(() => void notify({ message: 'Quick', timeout: 1000 }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('timeout 0 stays until closed', async () => {
    setup();
    act(() => void notify({ message: 'Sticky', timeout: 0 }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Sticky')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Sticky')).not.toBeInTheDocument();
  });

  it.each(POSITIONS)('can be shown at %s', (position) => {
    setup();
    act(() => void notify({ message: `At ${position}`, position }));
    expect(screen.getByText(`At ${position}`).closest('[data-position]')).toHaveAttribute(
      'data-position',
      position,
    );
  });

  it.each([
    ['positive', 'status', 'MuiAlert-colorSuccess'],
    ['negative', 'alert', 'MuiAlert-colorError'],
    ['warning', 'status', 'MuiAlert-colorWarning'],
    ['info', 'status', 'MuiAlert-colorInfo'],
  ] as const)('type %s shows as %s with its colour', (type, role, colour) => {
    setup();
    act(() => void notify({ message: `A ${type}`, type }));
    const note = screen.getByRole(role);
    expect(note).toHaveTextContent(`A ${type}`);
    expect(note.className).toContain(colour);
  });

  it('ongoing shows progress that its caller updates, and its caller dismisses it', () => {
    setup();
    let handle!: NotificationHandle;
    act(() => {
      handle = notify({ message: 'Uploading', type: 'ongoing', timeout: 0, progress: 10 });
    });
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    act(() => handle.update({ progress: 60, message: 'Uploading (60%)' }));
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(screen.getByText('Uploading (60%)')).toBeInTheDocument();
    act(() => handle.dismiss());
    expect(screen.queryByText('Uploading (60%)')).not.toBeInTheDocument();
  });

  it('keeps a standing notice under the bottom notifications, in the same stack', () => {
    render(
      <NotificationProvider below={<p>Offline — showing data from 10:00</p>}>
        <Capture />
      </NotificationProvider>,
    );
    const standing = screen.getByText(/^Offline/);
    expect(standing.closest('[data-position]')).toHaveAttribute('data-position', 'bottom');
    act(() => void notify({ message: 'Abbey: waiting to send.' }));
    const stack = standing.closest('[data-position]')!;
    expect(stack).toContainElement(screen.getByText('Abbey: waiting to send.'));
    // The notification above the notice (earlier in the column), not on top of it.
    expect(stack.lastElementChild).toBe(standing);
  });
});
