import { describe, expect, it } from 'vitest';

import { reportFileName } from './contract.js';

describe('a report file name', () => {
  it('names the technology, the dossier version and its state, and the day', () => {
    const day = '2026-11-27T19:28:00.000Z';
    expect(
      reportFileName('Tele-ultrasound cart (demo)', day, 'pdf', { number: 1, status: 'approved' }),
    ).toBe('hta-report-tele-ultrasound-cart-demo-v1-approved-2026-11-27.pdf');
    expect(
      reportFileName('Tele-ultrasound cart (demo)', day, 'docx', {
        number: 2,
        status: 'in review',
      }),
    ).toBe('hta-report-tele-ultrasound-cart-demo-v2-in-review-2026-11-27.docx');
  });

  it('calls a report made from the records now, with no dossier version, a draft', () => {
    expect(reportFileName('Île-à-la-Crosse RPM', '2026-11-27T00:00:00Z', 'pdf', {})).toBe(
      'hta-report-ile-a-la-crosse-rpm-draft-2026-11-27.pdf',
    );
    expect(reportFileName('!!!', '2026-11-27T00:00:00Z', 'pdf')).toBe(
      'hta-report-technology-draft-2026-11-27.pdf',
    );
  });

  it('names a dossier’s report by the dossier, told from another of the same title by its id', () => {
    const day = '2026-11-27T19:28:00.000Z';
    const v1 = { number: 1, status: 'approved' };
    const of = (id: string) =>
      reportFileName('Tele-ultrasound cart (demo)', day, 'pdf', v1, { id, title: 'North (demo)' });
    expect(of('Ab3dE9xYz')).toBe('hta-report-north-demo-v1-approved-2026-11-27-ab3de9.pdf');
    expect(of('Qq1w2e3r')).not.toBe(of('Ab3dE9xYz'));
  });
});
