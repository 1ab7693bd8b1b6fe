// The HTA report on the server: the report a request asks for (report.server.ts: made now from
// the records, sources.server.ts and model.ts, or an approved dossier version's kept at its
// approval, frozen.server.ts), served as Word and PDF files from the export function
// (FeatureServer.files) with `reports.get`'s access and input; and what it keeps on dossiers.
import { defineFeatureServer } from '../../api/feature.js';
import { reportsFeature } from './feature.js';
import {
  REPORT_FILE,
  REPORT_TYPES,
  htaReport,
  reportFileName,
  type HtaReport,
  type ReportFormat,
} from './feature.js';
import { reportsOnDossierServer } from './frozen.server.js';
import { reportOf } from './report.server.js';

// Loaded on the first report, not with the server parts: every feature's server part loads on a
// worker's first call, and docx and pdfkit would slow every cold start of the API.
const RENDERERS: Record<ReportFormat, (report: HtaReport) => Promise<Buffer>> = {
  docx: async (report) => (await import('./renderDocx.server.js')).renderDocx(report),
  pdf: async (report) => (await import('./renderPdf.server.js')).renderPdf(report),
};

const format = (f: ReportFormat) => ({
  contentType: REPORT_TYPES[f],
  async render(answer: unknown) {
    const report = htaReport.parse(answer);
    return {
      name: reportFileName(
        report.technology.name,
        report.generatedAt,
        f,
        report.version,
        report.dossier,
      ),
      body: await RENDERERS[f](report),
    };
  },
});

export const reportsServer = defineFeatureServer(reportsFeature, {
  handlers: {
    'reports.get': (input) => reportOf(input),
  },
  contributes: { dossiers: reportsOnDossierServer },
  files: {
    [REPORT_FILE]: {
      operation: 'reports.get',
      formats: { docx: format('docx'), pdf: format('pdf') },
    },
  },
});

export default reportsServer;
