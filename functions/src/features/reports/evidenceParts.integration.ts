// The report of the demo tele-ultrasound cart carries the review's evidence as the features hold
// it: the demo review question with its PICO(S), the included studies with their risk of bias
// and the demo meta-analysis' forest plot, each labelled demo; and the PDF a browser downloads
// shows them.
import { randomUUID } from 'node:crypto';

import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';

import { reportPath, type HtaReport } from '../../contract/index.js';
import { platform } from '../../../../tests/support/platform.js';
import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

const DEMO = {
  technologyId: 'demo-tech-ultrasound',
  evidenceProfileId: 'demo-profile-ultrasound',
  budgetImpactId: 'demo-bia-ultrasound-north',
};

let staff: Session;
beforeAll(async () => {
  ({ staff } = await demoSessions());
});

describe('the report’s evidence parts', () => {
  it('states the demo question, appraisal and meta-analysis, each labelled demo', async () => {
    const answer = await callApi<HtaReport>('reports.get', DEMO, staff);
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const parts = answer.result!.parts;
    const question = parts.find((p) => p.place === 'question');
    expect(question?.title).toMatch(/^Review question: .*\(demo\)/);
    expect(question?.demo).toBe(true);
    const forest = parts.find((p) => p.place === 'clinical' && p.title.startsWith('Meta-analysis'));
    expect(forest?.demo).toBe(true);
    expect(forest?.blocks.map((b) => b.kind)).toContain('figure');
    const appraisal = parts.find((p) => p.title === 'Included studies and their risk of bias');
    expect(appraisal?.demo).toBe(true);
  });

  it('counts the demo screening in a PRISMA flow that ends in the included demo studies', async () => {
    const answer = await callApi<HtaReport>('reports.get', DEMO, staff);
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const parts = answer.result!.parts;
    const selection = parts.find((p) => p.title.startsWith('Search and selection: '));
    expect(selection?.title).toMatch(/\(demo\)$/);
    expect(selection?.demo).toBe(true);
    const table = selection?.blocks.find(
      (b) => b.kind === 'table' && b.columns[0] === 'PRISMA 2020 box',
    );
    const counts = new Map(
      table?.kind === 'table' ? table.rows.map(([box, n]) => [box!.trim(), n]) : [],
    );
    expect(Object.fromEntries(counts)).toMatchObject({
      'Records identified': '24',
      'Duplicates removed': '2',
      'Records screened': '22',
      'Records excluded at title and abstract': '14',
      'Reports sought for retrieval': '8',
      'Reports not retrieved': '1',
      'Reports assessed for eligibility': '7',
      'excluded: Wrong population': '1',
      'excluded: Wrong comparator': '1',
      'excluded: Wrong outcome': '1',
      'excluded: Wrong study design': '1',
      'Awaiting a decision': '0',
      'Studies included': '3',
    });
    // The three it includes are the studies the demo evidence profile cites.
    const included = parts.find((p) => p.title === 'Included studies and their risk of bias');
    const studies = included?.blocks[0];
    expect(studies?.kind === 'table' ? studies.rows.length : 0).toBe(3);
    // And each of them is in the study library, as the demo screening linked it.
    const inLibrary = parts
      .flatMap((p) => p.blocks)
      .find((b) => b.kind === 'table' && b.columns[0] === 'Included record');
    expect(inLibrary?.kind === 'table' ? inLibrary.notes : []).toEqual([
      'Records included: 3; in the study library: 3.',
    ]);
  });

  it('draws them in the PDF', async () => {
    const response = await fetch(`${platform.functionsUrl}/exportData${reportPath('pdf', DEMO)}`, {
      headers: { Authorization: `Bearer ${staff.idToken}` },
    });
    expect(response.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain('Review question:');
    expect(text).toContain('Forest plot:');
    expect(text).toMatch(/pooled RR \d\.\d\d \[\d\.\d\d, \d\.\d\d\]/);
  });

  it('states the question its profile answers, then the newest, and says how many it leaves out', async () => {
    const run = randomUUID().slice(0, 8);
    const made = await callApi<{ technology: { id: string } }>(
      'technologies.create',
      { fields: { name: `Questioned cart ${run}`, category: 'Other' } },
      staff,
    );
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    const technologyId = made.result!.technology.id;
    const titles: string[] = [];
    const ids: string[] = [];
    for (let n = 1; n <= 7; n++) {
      const title = `Question ${n} about the cart ${run}`;
      const asked = await callApi<{ question: { id: string } }>(
        'questions.create',
        {
          fields: {
            title,
            technologyId,
            population: 'People in northern communities.',
            intervention: 'The cart.',
            outcomes: [{ name: 'Travel for an exam', importance: 'critical' }],
            designs: ['randomised trials'],
          },
        },
        staff,
      );
      expect(asked.status, JSON.stringify(asked.error)).toBe(200);
      titles.push(title);
      ids.push(asked.result!.question.id);
    }
    const profile = await callApi<{ evidenceProfile: { id: string } }>(
      'evidenceProfiles.create',
      {
        fields: {
          title: `Profile answering the first question ${run}`,
          technologyId,
          questionId: ids[0],
          outcomes: [
            {
              name: 'Travel for an exam',
              importance: 'critical',
              studyIds: ['demo-study-trial-a'],
              evidence: 'randomised trials',
              measure: 'none',
              narrative: 'Not yet pooled.',
            },
          ],
        },
      },
      staff,
    );
    expect(profile.status, JSON.stringify(profile.error)).toBe(200);

    const answer = await callApi<HtaReport>(
      'reports.get',
      { technologyId, evidenceProfileId: profile.result!.evidenceProfile.id },
      staff,
    );
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const stated = answer.result!.parts.filter((p) => p.place === 'question').map((p) => p.title);
    // The oldest, as the profile answers it; then the four most recently updated (4 to 7).
    expect(stated).toEqual([
      ...[1, 4, 5, 6, 7].map((n) => `Review question: ${titles[n - 1]}`),
      '2 more review questions not stated here',
    ]);
  });
});
