// The HTA report's request and files: which technology, with which evidence profile and budget
// impact analysis (the latest of each when not named), or which assessment dossier and version,
// as the report's model (`reports.get`) or as a Word or PDF file from the export function
// (GET /report.docx|pdf?input=<request as JSON>).
import { z } from 'zod';

import { recordId } from '../../contract/common.js';
import { defineOperation } from '../../contract/operation.js';
import { htaReport } from './reportSchema.js';

export const reportRequest = z
  .object({
    technologyId: recordId,
    /** The evidence profile to report; the technology's latest when not given. */
    evidenceProfileId: recordId.optional(),
    /** The budget impact analysis to report; the technology's latest when not given. */
    budgetImpactId: recordId.optional(),
    /**
     * The assessment dossier the report is made for: its version, state and sign-off, its
     * recommendation, and its evidence profile and budget impact when not named above.
     */
    dossierId: recordId.optional(),
    /**
     * The dossier's version (`?version=N` on its page): an approved one's report is the one kept
     * when it was approved; the version being worked on is made from the records as they are
     * now. The dossier's current version when not given.
     */
    version: z
      .number({ error: 'The version is a whole number from 1.' })
      .int('The version is a whole number from 1.')
      .min(1, 'The version is a whole number from 1.')
      .optional(),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.version !== undefined && !r.dossierId)
      ctx.addIssue({
        code: 'custom',
        path: ['version'],
        message: 'A version is an assessment dossier’s: name the dossier (dossierId) too.',
      });
  });
export type ReportRequest = z.infer<typeof reportRequest>;

export const reportOperations = {
  'reports.get': defineOperation({
    // Staff only: the report gathers working records (evaluations, budget inputs) visitors never see.
    access: 'signedIn',
    input: reportRequest,
    output: htaReport,
    summary:
      'The HTA report of a technology as data: summary, context, MAST results, the Summary of Findings, the budget impact and its sensitivity, considerations, references and sources.',
  }),
};

/** The file a report is served as (FeatureServer.files), and its formats. */
export const REPORT_FILE = 'report';
export const REPORT_FORMATS = ['docx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_TYPES: Record<ReportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/** The path of a report file on the export function. */
export const reportPath = (format: ReportFormat, request: ReportRequest) =>
  `/${REPORT_FILE}.${format}?input=${encodeURIComponent(JSON.stringify(request))}`;

const slug = (text: string) =>
  text
    .toLowerCase()
    // Letters without their accents ("Île" → "ile"), then anything else as one hyphen.
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * "hta-report-tele-ultrasound-cart-demo-v1-approved-2026-11-24.pdf": a dossier version's report
 * says which version and its state, so an approved report is told from drafts in a folder of
 * downloads; a technology's report, made from the records now, says "draft". A dossier's report
 * is named by the dossier's title and ends with the start of its id, so the reports of two
 * dossiers of one technology never share a name, even with one title.
 */
export function reportFileName(
  technology: string,
  generatedAt: string,
  format: ReportFormat,
  version?: { number?: number | undefined; status?: string | undefined },
  dossier?: { id: string; title: string } | null,
) {
  const what = slug(dossier?.title ?? technology).slice(0, 60) || 'technology';
  const which =
    version?.number !== undefined
      ? `v${version.number}-${slug(version.status ?? '') || 'version'}`
      : 'draft';
  const whose = dossier ? `-${slug(dossier.id).slice(0, 6)}` : '';
  return `hta-report-${what}-${which}-${generatedAt.slice(0, 10)}${whose}.${format}`;
}
