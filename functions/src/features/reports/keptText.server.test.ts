// An approved report as it is kept: within one Firestore document (1 MiB) for a dossier citing
// 200 studies with full Vancouver references, read back equal to what was kept, and refused with
// the approval, saying why, when it could not be kept whole.
import { describe, expect, it } from 'vitest';

import { buildReport } from './model.js';
import { KEPT_REPORT_MAX_BYTES, fromKeptText, keptText } from './keptText.server.js';
import { testSources } from './testSources.js';

const FIRESTORE_DOCUMENT_BYTES = 1_048_576;

/** A Vancouver reference as long as a real one: six authors and et al., a long title, a DOI. */
const reference = (i: number) =>
  `Lastname${i} AB, Second CD, Third EF, Fourth GH, Fifth IJ, Sixth KL, et al. ` +
  `A pragmatic cluster-randomised trial of tele-ultrasound for prenatal and emergency care in ` +
  `remote northern communities: outcomes, travel and costs at twelve months (study ${i}). ` +
  `J Telemed Telecare. 2023;29(4):245-56. doi:10.1177/1357633X2312${String(i).padStart(4, '0')}`;

/** The test report citing `n` studies, each with a full-length reference. */
function citing(n: number) {
  const sources = testSources(n);
  return buildReport({
    ...sources,
    studies: sources.studies.map((s, i) => ({ ...s, reference: reference(i + 1) })),
    dossier: {
      version: 1,
      status: 'approved',
      recommendation: 'adopt with conditions',
      rationale: 'Travel avoided; costs to confirm in a pilot.',
      approvedBy: 'reviewer@example.org',
      approvedAt: '2026-11-20T10:00:00.000Z',
      id: 'test-dossier',
      title: 'Cart dossier (test)',
      keptAtApproval: true,
      changedAfterApproval: [],
    },
  });
}

describe('a kept report', () => {
  it('of a dossier citing 200 studies fits one document many times over', () => {
    const report = citing(200);
    expect(report.references.content).toHaveLength(200);
    expect(reference(200).length).toBeGreaterThan(250);
    const bytes = Buffer.byteLength(keptText(report, 1));
    // About 75 KB: 200 references of ~320 characters and the rest of the report.
    expect(bytes).toBeGreaterThan(200 * 250);
    expect(bytes).toBeLessThan(KEPT_REPORT_MAX_BYTES / 8);
    expect(KEPT_REPORT_MAX_BYTES).toBeLessThan(FIRESTORE_DOCUMENT_BYTES - 40_000);
  });

  it('reads back as the report that was kept', () => {
    const report = citing(3);
    expect(fromKeptText(keptText(report, 1))).toEqual(report);
  });

  it('is refused, with the approval, when it would not fit, saying why', () => {
    // 3,500 full references (an evidence profile may cite 30 outcomes × 100 studies): ~1.2 MB.
    const huge = {
      ...citing(1),
      references: {
        empty: null,
        content: Array.from({ length: 3500 }, (_, i) => ({ n: i + 1, text: reference(i + 1) })),
      },
    };
    expect(() => keptText(huge, 4)).toThrow(
      /^Version 4 cannot be approved: its HTA report \(1\.\d MB of text\) is larger than an approved report can be kept \(1\.0 MB\)\. Cite fewer studies/,
    );
  });

  it('is refused when a figure is not a number, which it could never be read back with', () => {
    const report = citing(1);
    const infinite = { ...report, version: { ...report.version, number: Infinity } };
    expect(() => keptText(infinite, 2)).toThrow(
      /^Version 2 cannot be approved: its HTA report has a figure that is not a number \(number: Infinity\)/,
    );
  });

  it('is checked against the report’s shape when read back', () => {
    const broken = JSON.stringify({ ...citing(1), version: undefined });
    expect(() => fromKeptText(broken)).toThrow();
  });
});
