// The report panel on a technology's page: the download asks for the chosen evidence profile and
// budget impact (none named: the latest of each), shows that it is working, and says why a
// download failed in the server's own words.
import userEvent from '@testing-library/user-event';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { ReportFormat, ReportRequest } from '@hta/functions/contract';

import type { ProfileOf } from '../../lib/registries';
import { api, PAGE_TEST_TIMEOUT, renderRoutes, signInAs } from '../../test/pages';
import TechnologyReport from './TechnologyReport';

vi.mock('../../lib/firebase', async () => (await import('../../test/fakeFirebase')).fakeFirebase);

const downloads: Array<{ format: ReportFormat; request: ReportRequest }> = [];
let outcome: () => Promise<void> = () => Promise.resolve();
vi.mock('./downloadReport', () => ({
  downloadReport: (format: ReportFormat, request: ReportRequest, onBytes: (n: number) => void) => {
    downloads.push({ format, request });
    onBytes(2048);
    return outcome();
  },
}));

// The panel reads only the technology's id from its page's profile.
const profile = { technology: { id: 't1' } } as unknown as ProfileOf<'technologies'>;

const profileRow = (id: string, title: string) => ({
  id,
  title,
  technologyId: 't1',
  technologyName: 'Tele-ultrasound cart',
  outcomes: [],
  updatedAt: '2026-11-24T00:00:00.000Z',
});

describe('the report panel', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    api.reset();
    downloads.length = 0;
    signInAs('staff');
    api.answer('evidenceProfiles.list', () => ({
      items: [profileRow('p2', 'Newer profile'), profileRow('p1', 'Older profile')],
      nextCursor: null,
      total: 2,
    }));
    api.answer('budgetImpacts.list', () => ({ items: [], nextCursor: null, total: 0 }));
  });

  it('downloads the latest of each by default, then the chosen profile', async () => {
    let finish = () => {};
    outcome = () => new Promise<void>((resolve) => (finish = resolve));
    renderRoutes([{ path: '/t', element: <TechnologyReport profile={profile} /> }], '/t');
    const pdf = await screen.findByRole('button', { name: 'Download report (PDF)' });
    await screen.findAllByText('None yet: the report says so.');
    fireEvent.click(pdf);
    expect(await screen.findByText(/Making the PDF report… 2 KB received/)).toBeInTheDocument();
    // While one file is made the other waits: unavailable, yet focusable (a disabled button
    // would drop the keyboard's focus), and a press does nothing.
    const word = screen.getByRole('button', { name: 'Download report (Word)' });
    expect(word).toHaveAttribute('aria-disabled', 'true');
    expect(pdf).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(word);
    finish();
    expect(await screen.findByText('The PDF report was downloaded.')).toBeInTheDocument();
    expect(downloads.at(-1)).toEqual({ format: 'pdf', request: { technologyId: 't1' } });
    expect(downloads).toHaveLength(1);

    outcome = () => Promise.resolve();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Evidence profile' }));
    fireEvent.click(await within(await screen.findByRole('listbox')).findByText('Older profile'));
    fireEvent.click(screen.getByRole('button', { name: 'Download report (Word)' }));
    await waitFor(() =>
      expect(downloads.at(-1)).toEqual({
        format: 'docx',
        request: { technologyId: 't1', evidenceProfileId: 'p1' },
      }),
    );
  });

  it('says why a download failed', async () => {
    outcome = () => Promise.reject(new Error('There is no technology with id t1.'));
    renderRoutes([{ path: '/t', element: <TechnologyReport profile={profile} /> }], '/t');
    fireEvent.click(await screen.findByRole('button', { name: 'Download report (Word)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no technology with id t1.',
    );
  });

  it("finds any of the technology's profiles by title, not only the five latest", async () => {
    const user = userEvent.setup();
    api.answer('evidenceProfiles.list', (input) =>
      input.search === 'first'
        ? { items: [profileRow('p0', 'First profile, long ago')], nextCursor: null, total: 1 }
        : { items: [profileRow('p2', 'Newer profile')], nextCursor: 'more', total: 9 },
    );
    renderRoutes([{ path: '/t', element: <TechnologyReport profile={profile} /> }], '/t');
    await user.type(await screen.findByRole('combobox', { name: 'Evidence profile' }), 'first');
    await user.click(await screen.findByRole('option', { name: 'First profile, long ago' }));
    expect(
      api.calls.some(
        (c) =>
          c.op === 'evidenceProfiles.list' &&
          (c.input as { search?: string; filters?: { technologyId?: string } }).search ===
            'first' &&
          (c.input as { filters: { technologyId: string } }).filters.technologyId === 't1',
      ),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Download report (PDF)' }));
    await waitFor(() =>
      expect(downloads.at(-1)).toEqual({
        format: 'pdf',
        request: { technologyId: 't1', evidenceProfileId: 'p0' },
      }),
    );
  });
});
