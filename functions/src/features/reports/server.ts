// The HTA report on the server: gathers a technology's records into the report's sources
// (sources.server.ts), builds the model (model.ts) and serves it as Word and PDF files from the
// export function (FeatureServer.files), with `reports.get`'s access and input.
import { defineFeatureServer } from '../../api/feature.js';
import { reportsFeature } from './feature.js';
import {
  REPORT_FILE,
  REPORT_TYPES,
  buildReport,
  htaReport,
  reportFileName,
  type HtaReport,
  type ReportFormat,
} from './feature.js';
import { reportSources } from './sources.server.js';

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
      name: reportFileName(report.technology.name, report.generatedAt, f),
      body: await RENDERERS[f](report),
    };
  },
});

export const reportsServer = defineFeatureServer(reportsFeature, {
  handlers: {
    'reports.get': async (input) => buildReport(await reportSources(input)),
  },
  files: {
    [REPORT_FILE]: {
      operation: 'reports.get',
      formats: { docx: format('docx'), pdf: format('pdf') },
    },
  },
});

export default reportsServer;
