// The import page's states: a text that is not RIS or BibTeX is refused before any call; only the
// chosen new entries are sent, each with the design the person set (none is sent without one);
// a file with nothing new says so.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { CheckedEntry } from '@hta/functions/contract';

import { api, PAGE_TEST_TIMEOUT, renderRoutes, signInAs } from '../../test/pages';
import StudyImportPage from './StudyImportPage';

vi.mock('../../lib/firebase', async () => (await import('../../test/fakeFirebase')).fakeFirebase);

const draft = (title: string) => ({
  authors: ['Tester A'],
  year: 2023,
  title,
  journal: 'J Test',
  volume: '3',
  issue: null,
  pages: '20-29',
  doi: null,
  pmid: null,
  url: null,
});

const entry = (n: number, status: CheckedEntry['status'], title: string): CheckedEntry => ({
  entry: n,
  label: 'TY  - JOUR',
  status,
  reasons: status === 'duplicate' ? ['Already in the library (same DOI): “Known”.'] : [],
  missing: ['DOI'],
  draft: draft(title),
  existing: status === 'duplicate' ? { id: 's9', title: 'Known', page: '/study/s9' } : null,
});

const RIS = 'TY  - JOUR\nTI  - Pasted\nPY  - 2023\nER  - \n';

function open() {
  renderRoutes([{ path: '/studies/import', element: <StudyImportPage /> }], '/studies/import');
}

async function paste(text: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: "Or paste the file's text" }), {
    target: { value: text },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Check the pasted text' }));
}

const calls = (op: string) => api.calls.filter((c) => c.op === op);

describe('the study import page', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    api.reset();
    signInAs('staff');
  });

  it('refuses a text that is not RIS or BibTeX before calling the server', async () => {
    open();
    await paste('Tester A. A study. J Test. 2023.');
    expect(await screen.findByText(/neither RIS .* nor BibTeX/)).toBeInTheDocument();
    expect(calls('studies.importCheck')).toEqual([]);
  });

  it('sends only the chosen new entries, each with the design set', async () => {
    api.answer('studies.importCheck', () => ({
      format: 'RIS',
      entries: [
        entry(1, 'new', 'First'),
        entry(2, 'new', 'Second'),
        entry(3, 'duplicate', 'Known'),
      ],
    }));
    api.answer('studies.importWrite', () => ({
      created: 1,
      entries: [
        {
          entry: 1,
          status: 'created',
          reasons: [],
          study: { id: 's1', title: 'First', page: '/study/s1' },
        },
      ],
    }));
    open();
    await paste(RIS);
    expect(
      await screen.findByText('pasted text (RIS): 3 entries, 2 new · 1 duplicate · 0 invalid.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The study in the library' })).toHaveAttribute(
      'href',
      '/study/s9',
    );
    // Both new entries chosen, neither with a design yet: nothing can be sent.
    expect(screen.getByRole('button', { name: 'Import 2 studies' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Import entry 2' }));
    expect(
      screen.getByText('Set the design of 1 chosen study: RIS and BibTeX do not give it.'),
    ).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Design of entry 1' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'RCT' }));
    const send = screen.getByRole('button', { name: 'Import 1 study' });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    expect(await screen.findByRole('heading', { name: 'Imported 1 study' })).toBeInTheDocument();
    expect(calls('studies.importWrite').map((c) => c.input)).toEqual([
      { entries: [{ entry: 1, fields: { ...draft('First'), design: 'RCT' } }] },
    ]);
    expect(screen.getByRole('link', { name: 'First' })).toHaveAttribute('href', '/study/s1');
  });

  it('says when a file holds nothing new', async () => {
    api.answer('studies.importCheck', () => ({
      format: 'BibTeX',
      entries: [entry(1, 'duplicate', 'Known')],
    }));
    open();
    await paste('@article{known, title = {Known}, year = 2023}');
    expect(await screen.findByText(/Nothing new to import/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });
});
