// What a report part is made of (parts.server.ts gathers the parts): apart from the gathering, so
// a contributor module reads the type without importing the list that imports it.
import type {
  DocumentReference,
  DocumentSnapshot,
  Query,
  QuerySnapshot,
} from 'firebase-admin/firestore';

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
