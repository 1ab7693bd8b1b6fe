// The HTA report through the export function, as a browser downloads it: the demo tele-ultrasound
// cart's report as Word and PDF, read back (mammoth, pdf-parse) with its Summary of Findings and
// its net budget impact per year and in total — the figures the budget impact analysis stored.
// Access as `reports.get` declares it: staff only; a visitor, a signed-in account the hub has not
// admitted and an unknown technology are refused with a message, and no file.
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  REPORT_TYPES,
  money,
  reportPath,
  type BudgetImpact,
  type HtaReport,
  type ReportFormat,
  type ReportRequest,
} from '../../contract/index.js';
import { platform } from '../../../../tests/support/platform.js';
import { demoSessions, unadmittedSession } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

// The demo profile and analysis by id: other tests add newer ones for the demo cart (the report
// takes the latest unless told).
const DEMO = {
  technologyId: 'demo-tech-ultrasound',
  evidenceProfileId: 'demo-profile-ultrasound',
  budgetImpactId: 'demo-bia-ultrasound-north',
};

let staff: Session;
beforeAll(async () => {
  ({ staff } = await demoSessions());
});

const download = (format: ReportFormat, request: ReportRequest, session?: Session) =>
  fetch(`${platform.functionsUrl}/exportData${reportPath(format, request)}`, {
    headers: session ? { Authorization: `Bearer ${session.idToken}` } : {},
  });

const folded = (s: string) => s.replace(/\s+/g, ' ');

/** The names of the demo dossier's facilities and needs (it names them by id in its seed). */
async function dossierNames(dossierId: string, facilityIds: string[], needIds: string[]) {
  const { dossier } = (
    await callApi<{ dossier: { facilityIds: string[]; needIds: string[] } }>(
      'dossiers.get',
      { id: dossierId },
      staff,
    )
  ).result!;
  expect(dossier).toMatchObject({ facilityIds, needIds });
  const names = await Promise.all(
    facilityIds.map(
      async (id) =>
        (await callApi<{ facility: { name: string } }>('facilities.get', { id }, staff)).result!
          .facility.name,
    ),
  );
  const titles = await Promise.all(
    needIds.map(
      async (id) =>
        (await callApi<{ need: { title: string } }>('clinicalNeeds.get', { id }, staff)).result!
          .need.title,
    ),
  );
  return { facilityNames: names.sort(), needTitles: titles };
}

describe('the HTA report', () => {
  it('downloads the demo technology’s report as Word and PDF with the SoF and the budget figures', async () => {
    const model = (await callApi<HtaReport>('reports.get', DEMO, staff)).result!;
    const analysis = (
      await callApi<{ budgetImpact: BudgetImpact }>(
        'budgetImpacts.get',
        { id: 'demo-bia-ultrasound-north' },
        staff,
      )
    ).result!.budgetImpact;
    // The figures the analysis stored on its write, per year and in total.
    const nets = [...analysis.totals.netByYear, analysis.totals.netTotal].map(money);
    expect(model.budget.content!.years.map((y) => money(y.net))).toEqual(nets.slice(0, -1));
    const sof = model.evidence.content!.rows.flatMap((r) => [r.outcome, r.certainty]);
    expect(sof).toContain('Travel to a regional hospital for the exam (illustrative)');

    const word = await download('docx', DEMO, staff);
    expect(word.status).toBe(200);
    expect(word.headers.get('content-type')).toBe(REPORT_TYPES.docx);
    expect(word.headers.get('content-disposition')).toMatch(
      /^attachment; filename="hta-report-tele-ultrasound-cart-demo-\d{4}-\d{2}-\d{2}\.docx"$/,
    );
    const docxText = folded(
      (await mammoth.extractRawText({ buffer: Buffer.from(await word.arrayBuffer()) })).value,
    );

    const pdf = await download('pdf', DEMO, staff);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe(REPORT_TYPES.pdf);
    expect(pdf.headers.get('content-disposition')).toMatch(/filename="hta-report-.*\.pdf"$/);
    const parser = new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) });
    const pdfText = folded((await parser.getText()).text);
    await parser.destroy();

    for (const text of [docxText, pdfText]) {
      for (const s of [...sof, ...nets]) expect(text).toContain(folded(s));
      expect(text).toContain('Tele-ultrasound cart (demo)');
    }
  });

  it('made for a dossier, carries its version and state (and sign-off once approved) on the title page', async () => {
    const request = { technologyId: DEMO.technologyId, dossierId: 'demo-dossier-ultrasound' };
    const { dossier } = (
      await callApi<{
        dossier: { versionNumber: number; state: string; evidenceProfileId: string | null };
      }>('dossiers.get', { id: request.dossierId }, staff)
    ).result!;
    const model = (await callApi<HtaReport>('reports.get', request, staff)).result!;
    // Other tests may approve the demo dossier: read its state rather than assume it.
    const label = `Dossier version ${dossier.versionNumber} (${dossier.state})`;
    if (dossier.state === 'approved') expect(model.version.signOff).toMatch(/^Approved by /);
    else expect(model.version).toEqual({ label, signOff: null, changed: null });
    expect(model.version.label).toBe(label);
    // Its target facilities and the needs it answers, as the dossier's page shows them.
    const { facilityNames, needTitles } = await dossierNames(
      'demo-dossier-ultrasound',
      ['odhf-8710', 'odhf-8711'],
      ['demo-need-ultrasound'],
    );
    expect(model.context.readiness.content?.map((r) => r.facility).sort()).toEqual(facilityNames);
    expect(model.context.needs.content?.map((n) => n.title)).toEqual(needTitles);
    // The dossier's own evidence profile is the one reported (others of the technology may be
    // newer: the evidence profile tests make some).
    const profile = (
      await callApi<{ evidenceProfile: { title: string } }>(
        'evidenceProfiles.get',
        { id: dossier.evidenceProfileId },
        staff,
      )
    ).result!.evidenceProfile;
    expect(model.evidence.content?.question).toBe(profile.title);
    const word = await download('docx', request, staff);
    expect(word.status).toBe(200);
    const text = folded(
      (await mammoth.extractRawText({ buffer: Buffer.from(await word.arrayBuffer()) })).value,
    );
    expect(text).toContain(label);
    // A dossier about another technology is refused, saying so.
    const other = await download(
      'pdf',
      { technologyId: 'demo-tech-rpm', dossierId: 'demo-dossier-ultrasound' },
      staff,
    );
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: string }).error).toMatch(/another technology/);
    const missing = await download(
      'pdf',
      { technologyId: DEMO.technologyId, dossierId: 'no-such-dossier' },
      staff,
    );
    expect(missing.status).toBe(404);
  });

  it('refuses a visitor and an account the hub has not admitted, with no file', async () => {
    const visitor = await download('pdf', DEMO);
    expect(visitor.status).toBe(401);
    expect(((await visitor.json()) as { error: string }).error).toBe(
      'Please sign in to download this file.',
    );
    const { session } = await unadmittedSession('reader');
    const stranger = await download('docx', DEMO, session);
    expect(stranger.status).toBe(403);
    expect(((await stranger.json()) as { error: string }).error).toMatch(/administrator/);
    expect((await callApi('reports.get', DEMO, session)).status).toBe(403);
  });

  it('says which record is unknown or not the technology’s, and what is malformed', async () => {
    const unknown = await download('pdf', { technologyId: 'no-such-technology' }, staff);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe(
      'There is no technology with id no-such-technology. It may have been deleted.',
    );
    const otherProfile = await download(
      'docx',
      { ...DEMO, budgetImpactId: 'no-such-analysis' },
      staff,
    );
    expect(otherProfile.status).toBe(404);
    const malformed = await fetch(
      `${platform.functionsUrl}/exportData/report.pdf?input=${encodeURIComponent('{"technologyId":5}')}`,
      { headers: { Authorization: `Bearer ${staff.idToken}` } },
    );
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { fields: Record<string, string> }).fields).toHaveProperty(
      'technologyId',
    );
    const noFormat = await download('txt' as ReportFormat, DEMO, staff);
    expect(noFormat.status).toBe(404);
  });
});
