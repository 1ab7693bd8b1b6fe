// What screening offers other features' server parts: a question's records included at full
// text (after two reviewers agreed or a third settled it), for the evidence that answers it; and
// how the question was screened with its PRISMA counts and diagram, and the library study each
// included record became, for the report.
export { includedRecordsOf, screeningSummaryOf } from './handlers.server.js';
export { includedStudiesOf } from './library.server.js';
export { prismaDiagram, type PrismaDiagram } from './prismaDiagram.js';
export type { PrismaColumn, PrismaCounts } from './prisma.js';
