// The HTA report through the export function, as a browser downloads it: the demo tele-ultrasound
// cart's report as Word and PDF, read back (mammoth, pdf-parse) with its Summary of Findings and
// its net budget impact per year and in total — the figures the budget impact analysis stored.
// An approved dossier version's report is the one kept at its approval, whatever changes later;
// the version being worked on is made from the records now; a version approved before reports
// were kept is made now too, saying what changed since.
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
  type Dossier,
  type HtaReport,
  type ReportFormat,
  type ReportRequest,
} from '../../contract/index.js';
import { db, platform } from '../../../../tests/support/platform.js';
import {
  demoSessions,
  invitedSession,
  unadmittedSession,
} from '../../../../tests/support/sessions.js';
import { fixed, oneYearAnalysis } from '../../../../tests/support/budgetImpacts.js';
import { callApi, type Session } from '../../../../tests/support/session.js';
import { decidedDossier } from '../../../../tests/support/dossiers.js';

// The demo profile and analysis by id: other tests add newer ones for the demo cart (the report
// takes the latest unless told).
const DEMO = {
  technologyId: 'demo-tech-ultrasound',
  evidenceProfileId: 'demo-profile-ultrasound',
  budgetImpactId: 'demo-bia-ultrasound-north',
};

let staff: Session;
let admin: Session;
let reviewer: { email: string; session: Session };
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
  reviewer = await invitedSession('report-reviewer');
});

const download = (format: ReportFormat, request: ReportRequest, session?: Session) =>
  fetch(`${platform.functionsUrl}/exportData${reportPath(format, request)}`, {
    headers: session ? { Authorization: `Bearer ${session.idToken}` } : {},
  });

const folded = (s: string) => s.replace(/\s+/g, ' ');

const pdfText = async (response: Response) => {
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  const text = folded((await parser.getText()).text);
  await parser.destroy();
  return text;
};

const ok = <T>(answer: { status: number; result?: T; error?: unknown }): T => {
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result!;
};
const tag = () => Date.now().toString(36).slice(-5) + Math.random().toString(36).slice(2, 6);

/** A budget impact analysis of the cart of the test's own, so editing it disturbs no one. */
async function anAnalysis(t: string) {
  const fields = oneYearAnalysis(`Report budget ${t}`, DEMO.technologyId);
  const made = ok(
    await callApi<{ budgetImpact: { id: string; version: number; totals: { netTotal: number } } }>(
      'budgetImpacts.create',
      { fields },
      staff,
    ),
  ).budgetImpact;
  /** Changes its equipment cost: its net total changes by as much. */
  const reprice = async (version: number, equipment: number) =>
    ok(
      await callApi<{ budgetImpact: { version: number; totals: { netTotal: number } } }>(
        'budgetImpacts.update',
        {
          id: made.id,
          version,
          fields: { ...fields, costs: { ...fields.costs, equipment: fixed(equipment) } },
        },
        staff,
      ),
    ).budgetImpact;
  return { ...made, reprice };
}

/** A dossier of the cart citing `budgetImpactId`, by the demo staff, approved by `reviewer`. */
async function anApprovedDossier(t: string, budgetImpactId: string) {
  const fields = {
    title: `Report dossier ${t}`,
    technologyId: DEMO.technologyId,
    reviewerEmails: [reviewer.email],
    evidenceProfileId: DEMO.evidenceProfileId,
    budgetImpactId,
    facilityIds: ['odhf-8710'],
    needsAssessmentId: 'demo-assessment-laronge',
    needIds: ['demo-need-ultrasound'],
    recommendation: 'adopt with conditions',
    rationale: `Approved rationale ${t}.`,
    ...decidedDossier(),
  };
  type Answer = { dossier: Dossier };
  let d = ok(await callApi<Answer>('dossiers.create', { fields }, staff)).dossier;
  const move = async (to: string, as: Session) =>
    (d = ok(
      await callApi<Answer>('dossiers.move', { id: d.id, version: d.version, move: to }, as),
    ).dossier);
  await move('submit', staff);
  await move('approve', reviewer.session);
  return { dossier: d, fields };
}

const model = async (request: ReportRequest) =>
  ok(await callApi<HtaReport>('reports.get', request, staff));

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
    expect(sof).toContain('Travel to a regional hospital for the exam (demo)');

    const word = await download('docx', DEMO, staff);
    expect(word.status).toBe(200);
    expect(word.headers.get('content-type')).toBe(REPORT_TYPES.docx);
    expect(word.headers.get('content-disposition')).toMatch(
      /^attachment; filename="hta-report-tele-ultrasound-cart-demo-draft-\d{4}-\d{2}-\d{2}\.docx"$/,
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
    else
      expect(model.version).toEqual({
        label,
        number: dossier.versionNumber,
        status: dossier.state,
        signOff: null,
        basis: `Working draft, made from the current records: version ${dossier.versionNumber} is not approved.`,
        changed: null,
      });
    expect(model.version.label).toBe(label);
    // The file says which dossier, which version, in which state: an approved report is told
    // from drafts, and from another dossier's.
    const file = await download('pdf', request, staff);
    expect(file.headers.get('content-disposition')).toMatch(
      new RegExp(
        `filename="hta-report-tele-ultrasound-cart-for-northern-communities-demo-v${dossier.versionNumber}-${dossier.state.replace(' ', '-')}-\\d{4}-\\d{2}-\\d{2}-demo-d\\.pdf"$`,
      ),
    );
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

  it('of an approved dossier version is the one kept at its approval, whatever changes later', async () => {
    const t = tag();
    const bia = await anAnalysis(t);
    const { dossier, fields } = await anApprovedDossier(t, bia.id);
    const approval = dossier.approved[0]!;
    const request = { technologyId: DEMO.technologyId, dossierId: dossier.id };

    const approved = await model(request);
    expect(approved.version).toEqual({
      label: 'Dossier version 1 (approved)',
      number: 1,
      status: 'approved',
      signOff: `Approved by ${approval.approvedByEmail} on ${approval.approvedAt.slice(0, 10)}`,
      basis:
        'As approved: made when version 1 was approved, from the records as they were then, and kept unchanged since.',
      changed: null,
    });
    // Made at approval, from the records it approved.
    expect(approved.generatedAt).toBe(approval.approvedAt);
    expect(approved.budget.content!.total.net).toBe(bia.totals.netTotal);
    expect(approved.recommendation.text).toBe(`adopt with conditions. Approved rationale ${t}.`);
    // The dossier's page knows its report is kept.
    const page = ok(
      await callApi<{ keptReports: number[] }>('dossiers.get', { id: dossier.id }, staff),
    );
    expect(page.keptReports).toEqual([1]);

    // The analysis changes after approval: the approved version's report does not.
    const cheaper = await bia.reprice(bia.version, 2000);
    expect(cheaper.totals.netTotal).toBe(bia.totals.netTotal - 8000);
    expect(await model(request)).toEqual(approved);
    const pdf = await pdfText(await download('pdf', request, staff));
    expect(pdf).toContain('Dossier version 1 (approved)');
    expect(pdf).toContain('As approved: made when version 1 was approved');
    // A saving, with its minus sign: the PDF's font has it.
    expect(bia.totals.netTotal).toBeLessThan(0);
    expect(pdf).toContain(`Net budget impact over 1 year: ${money(bia.totals.netTotal)}`);
    expect(pdf).not.toContain('Edited since approval');

    // An edit starts version 2, a working draft made from the records now; version 1 stays.
    const edited = ok(
      await callApi<{ dossier: Dossier }>(
        'dossiers.update',
        {
          id: dossier.id,
          version: dossier.version,
          fields: { ...fields, rationale: `Draft rationale ${t}.` },
        },
        staff,
      ),
    ).dossier;
    expect(edited).toMatchObject({ state: 'draft', versionNumber: 2 });
    for (const draft of [await model(request), await model({ ...request, version: 2 })]) {
      expect(draft.version).toEqual({
        label: 'Dossier version 2 (draft)',
        number: 2,
        status: 'draft',
        signOff: null,
        basis: 'Working draft, made from the current records: version 2 is not approved.',
        changed: null,
      });
      expect(draft.budget.content!.total.net).toBe(cheaper.totals.netTotal);
      expect(draft.recommendation.text).toContain(`Draft rationale ${t}.`);
    }
    expect(await model({ ...request, version: 1 })).toEqual(approved);
    const word = await download('docx', { ...request, version: 1 }, staff);
    expect(word.status).toBe(200);
    const docx = folded(
      (await mammoth.extractRawText({ buffer: Buffer.from(await word.arrayBuffer()) })).value,
    );
    expect(docx).toContain(`Approved rationale ${t}.`);
    expect(docx).toContain(money(bia.totals.netTotal));

    // Versions it does not have, a version without its dossier, other sources for an approved
    // version: refused, saying why.
    const none = await download('pdf', { ...request, version: 3 }, staff);
    expect(none.status).toBe(404);
    expect(((await none.json()) as { error: string }).error).toBe(
      `The assessment dossier ${dossier.id} has no version 3: its versions are 1 to 2.`,
    );
    const orphan = await callApi(
      'reports.get',
      { technologyId: DEMO.technologyId, version: 1 },
      staff,
    );
    expect(orphan.error?.status).toBe('INVALID_ARGUMENT');
    expect(orphan.error?.details?.fields?.version).toMatch(/name the dossier/);
    const swapped = await download(
      'pdf',
      { ...request, version: 1, budgetImpactId: DEMO.budgetImpactId },
      staff,
    );
    expect(swapped.status).toBe(400);
    expect(((await swapped.json()) as { error: string }).error).toMatch(
      /^Version 1 of the dossier is approved: its report is made from the evidence profile and budget impact analysis it approved/,
    );

    // Deleting the dossier deletes its kept reports.
    const kept = db.collection('dossiers').doc(dossier.id).collection('reports');
    expect((await kept.get()).size).toBe(1);
    ok(await callApi('dossiers.delete', { id: dossier.id, version: edited.version }, admin));
    expect((await kept.get()).size).toBe(0);
  });

  it('of a version approved before reports were kept is made now, naming what changed since', async () => {
    const t = tag();
    const bia = await anAnalysis(t);
    const { dossier } = await anApprovedDossier(t, bia.id);
    // A dossier approved before this change: the same record, and no report kept beside it.
    await db.collection('dossiers').doc(dossier.id).collection('reports').doc('1').delete();
    const request = { technologyId: DEMO.technologyId, dossierId: dossier.id };
    const page = ok(
      await callApi<{ keptReports: number[] }>('dossiers.get', { id: dossier.id }, staff),
    );
    expect(page.keptReports).toEqual([]);

    const unchanged = await model(request);
    expect(unchanged.version).toMatchObject({
      label: 'Dossier version 1 (approved)',
      basis:
        'Made from the records as they are now: version 1 was approved before reports were kept at approval.',
      changed: null,
    });
    expect(unchanged.budget.content!.total.net).toBe(bia.totals.netTotal);

    const cheaper = await bia.reprice(bia.version, 2000);
    const changed = await model(request);
    expect(changed.version.changed).toMatch(
      /^Edited since approval: the budget impact analysis, after version 1 was approved\. This report shows them as they are now/,
    );
    expect(changed.budget.content!.total.net).toBe(cheaper.totals.netTotal);
    const pdf = await pdfText(await download('pdf', { ...request, version: 1 }, staff));
    expect(pdf).toContain('Edited since approval: the budget impact analysis');
  });

  it('of a technology names its signed-off dossier; a dossier’s is titled and named by it', async () => {
    const t = tag();
    const technology = ok(
      await callApi<{ technology: { id: string } }>(
        'technologies.create',
        { fields: { name: `Reported tech ${t}`, category: 'Video visits', clinicalAreas: [] } },
        staff,
      ),
    ).technology;
    type Answer = { dossier: Dossier };
    const aDossier = async (title: string) => {
      let d = ok(
        await callApi<Answer>(
          'dossiers.create',
          {
            fields: {
              title,
              technologyId: technology.id,
              reviewerEmails: [reviewer.email],
              recommendation: 'adopt with conditions',
              rationale: `Signed-off rationale of ${title}.`,
              // Its Evidence-to-Decision judgements and a condition of its own: approval asks
              // for them, and the kept report must carry this dossier's condition.
              ...decidedDossier(),
              conditions: [{ text: `Condition of ${title}.`, owner: 'Hub manager' }],
            },
          },
          staff,
        ),
      ).dossier;
      d = ok(
        await callApi<Answer>(
          'dossiers.move',
          { id: d.id, version: d.version, move: 'submit' },
          staff,
        ),
      ).dossier;
      return d;
    };
    const first = await aDossier(`First dossier ${t}`);
    const second = await aDossier(`Second dossier ${t}`);
    ok(
      await callApi(
        'dossiers.move',
        { id: first.id, version: first.version, move: 'approve' },
        reviewer.session,
      ),
    );

    // The technology's report gives the recommendation its dossier's version 1 signed off.
    const ofTechnology = await model({ technologyId: technology.id });
    expect(ofTechnology.recommendation.text).toBe(
      `adopt with conditions. Signed-off rationale of First dossier ${t}.`,
    );
    expect(ofTechnology.recommendation.source).toMatch(
      new RegExp(
        `^The assessment dossier “First dossier ${t}”, version 1, approved by ${reviewer.email} on \\d{4}-\\d{2}-\\d{2}\\.`,
      ),
    );

    // Each dossier's report is titled by its dossier and downloads under a name of its own.
    const names: string[] = [];
    for (const d of [first, second]) {
      const request = { technologyId: technology.id, dossierId: d.id };
      expect((await model(request)).title).toBe(`Health technology assessment: ${d.title}`);
      const file = await download('pdf', request, staff);
      expect(file.status).toBe(200);
      names.push(/filename="([^"]+)"/.exec(file.headers.get('content-disposition') ?? '')![1]!);
    }
    // The approved version's kept report carries the decision parts read at approval.
    const kept = await model({ technologyId: technology.id, dossierId: first.id });
    const etd = kept.parts.find((p) => p.title === 'Evidence-to-Decision table');
    expect(etd?.place).toBe('decision');
    expect(kept.parts.find((p) => p.place === 'implementation')?.blocks[0]).toMatchObject({
      kind: 'table',
      rows: [[`Condition of First dossier ${t}.`, 'Hub manager']],
    });
    expect(names[0]).toContain(`first-dossier-${t}`);
    expect(names[1]).toContain(`second-dossier-${t}`);
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
    for (const version of [0, 1.5, '1']) {
      const bad = await fetch(
        `${platform.functionsUrl}/exportData/report.pdf?input=${encodeURIComponent(
          JSON.stringify({ ...DEMO, dossierId: 'demo-dossier-ultrasound', version }),
        )}`,
        { headers: { Authorization: `Bearer ${staff.idToken}` } },
      );
      expect(bad.status, String(version)).toBe(400);
      expect(((await bad.json()) as { fields: Record<string, string> }).fields.version).toBe(
        'The version is a whole number from 1.',
      );
    }
    const noFormat = await download('txt' as ReportFormat, DEMO, staff);
    expect(noFormat.status).toBe(404);
  });
});
