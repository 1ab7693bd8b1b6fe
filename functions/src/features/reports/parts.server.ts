// The parts other features add to a report (reportSchema.ts, `reportPart`): each contributor reads
// its own records for the report's subject, through the reader the report reads with (inside the
// approval's transaction when an approval keeps the report), and answers the parts it places.
// One module per contributor beside this one; this list is where they are put together.
import { decisionParts } from './decisionParts.server.js';
import { evidenceParts } from './evidenceParts.server.js';
import type { PartsSubject } from './partsSubject.server.js';
import type { ReportPart } from './reportSchema.js';

export type { PartsSubject } from './partsSubject.server.js';

type PartsContributor = (subject: PartsSubject) => Promise<ReportPart[]>;

const PART_CONTRIBUTORS: readonly PartsContributor[] = [evidenceParts, decisionParts];

export async function contributedParts(subject: PartsSubject): Promise<ReportPart[]> {
  const parts = await Promise.all(PART_CONTRIBUTORS.map((contribute) => contribute(subject)));
  return parts.flat();
}
