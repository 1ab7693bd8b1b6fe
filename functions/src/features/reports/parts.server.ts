// The parts other features add to a report (reportSchema.ts, `reportPart`): each contributor reads
// its own records for the report's subject, through the reader the report reads with (inside the
// approval's transaction when an approval keeps the report), and answers the parts it places.
// One module per contributor beside this one; this list is where they are put together.
import type {
  DocumentReference,
  DocumentSnapshot,
  Query,
  QuerySnapshot,
} from 'firebase-admin/firestore';

import { evidenceParts } from './evidenceParts.server.js';
import type { ReportPart } from './reportSchema.js';

interface PartsReader {
  doc(ref: DocumentReference): Promise<DocumentSnapshot>;
  query(q: Query): Promise<QuerySnapshot>;
}

/** What a report is of: its technology, and the profile, analysis and dossier it was made from. */
export interface PartsSubject {
  read: PartsReader;
  technologyId: string;
  evidenceProfileId: string | null;
  budgetImpactId: string | null;
  /** A dossier's report; null for a technology's. */
  dossierId: string | null;
}

type PartsContributor = (subject: PartsSubject) => Promise<ReportPart[]>;

const PART_CONTRIBUTORS: readonly PartsContributor[] = [evidenceParts];

export async function contributedParts(subject: PartsSubject): Promise<ReportPart[]> {
  const parts = await Promise.all(PART_CONTRIBUTORS.map((contribute) => contribute(subject)));
  return parts.flat();
}
