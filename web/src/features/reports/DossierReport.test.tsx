// The report panel on a dossier's page: it downloads the version the page shows (?version=N for
// an approved one), says whether that report is the one kept at approval or made from the
// records now, and warns that the figures are today's only where they are — an approved version
// whose report was not kept (approved before reports were) and whose sources changed since.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { ReportFormat, ReportRequest } from '@hta/functions/contract';

import type { ProfileOf } from '../../lib/registries';
import { PAGE_TEST_TIMEOUT, renderRoutes, signInAs } from '../../test/pages';
import DossierReport from './DossierReport';

vi.mock('../../lib/firebase', async () => (await import('../../test/fakeFirebase')).fakeFirebase);

const downloads: Array<{ format: ReportFormat; request: ReportRequest }> = [];
vi.mock('./downloadReport', () => ({
  downloadReport: (format: ReportFormat, request: ReportRequest) => {
    downloads.push({ format, request });
    return Promise.resolve();
  },
}));

const approvedVersion = (number: number) => ({
  number,
  approvedAt: '2026-11-20T10:00:00.000Z',
  approvedByEmail: 'reviewer@hta.test',
  snapshot: {},
});

/** The page's profile as the panel reads it: the dossier, its check, its kept reports. */
const profileOf = (p: {
  state: string;
  versionNumber: number;
  approved: number[];
  keptReports: number[];
  changedSinceApproval?: boolean;
}) =>
  ({
    dossier: {
      id: 'd1',
      technologyId: 't1',
      state: p.state,
      versionNumber: p.versionNumber,
      approved: p.approved.map(approvedVersion),
    },
    changedSinceApproval: p.changedSinceApproval ?? false,
    keptReports: p.keptReports,
  }) as unknown as ProfileOf<'dossiers'>;

const show = (profile: ProfileOf<'dossiers'>, at = '/d') =>
  renderRoutes([{ path: '/d', element: <DossierReport profile={profile} /> }], at);

async function downloaded() {
  fireEvent.click(await screen.findByRole('button', { name: 'Download report (PDF)' }));
  await waitFor(() => expect(downloads).toHaveLength(1));
  return downloads[0]!.request;
}

describe('the dossier’s report panel', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    downloads.length = 0;
    signInAs('staff');
  });

  it('downloads an approved version’s kept report, with no warning when its sources changed', async () => {
    show(
      profileOf({
        state: 'approved',
        versionNumber: 2,
        approved: [1, 2],
        keptReports: [1, 2],
        changedSinceApproval: true,
      }),
    );
    expect(
      await screen.findByText(/the report was made and kept when it was approved/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await downloaded()).toEqual({ technologyId: 't1', dossierId: 'd1', version: 2 });
  });

  it('downloads the approved version the page shows (?version=N) while the next is a draft', async () => {
    show(
      profileOf({ state: 'draft', versionNumber: 3, approved: [1, 2], keptReports: [1, 2] }),
      '/d?version=1',
    );
    expect(await screen.findByText(/^Version 1 as approved/)).toBeInTheDocument();
    expect(await downloaded()).toEqual({ technologyId: 't1', dossierId: 'd1', version: 1 });
  });

  it('says the version being worked on is a working draft', async () => {
    show(profileOf({ state: 'in review', versionNumber: 3, approved: [1, 2], keptReports: [1] }));
    expect(
      await screen.findByText(/^Version 3 \(in review\): a working draft, made from the records/),
    ).toBeInTheDocument();
    expect(await downloaded()).toEqual({ technologyId: 't1', dossierId: 'd1', version: 3 });
  });

  it('warns, for a version approved before reports were kept, that its figures are today’s', async () => {
    show(
      profileOf({
        state: 'approved',
        versionNumber: 1,
        approved: [1],
        keptReports: [],
        changedSinceApproval: true,
      }),
    );
    expect(
      await screen.findByText(/approved before reports were kept at approval/),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Its sources changed after approval: the report's figures are today's/,
    );
  });
});
