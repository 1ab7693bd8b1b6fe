// The whole store at one moment — every document's update time and every stored file — to show
// that a run of requests wrote nothing at all. The product keeps only top-level collections.
import { bucket, db } from './platform.js';

export interface StoreSnapshot {
  documents: Map<string, string>;
  files: Map<string, string>;
}

export async function storeSnapshot(): Promise<StoreSnapshot> {
  const collections = await db.listCollections();
  const [pages, [files]] = await Promise.all([
    // No fields: names and update times only.
    Promise.all(collections.map((c) => c.select().get())),
    bucket().getFiles(),
  ]);
  return {
    documents: new Map(
      pages.flatMap((page) =>
        page.docs.map((d) => [d.ref.path, d.updateTime.toDate().toISOString()] as const),
      ),
    ),
    files: new Map(files.map((f) => [f.name, String(f.metadata.generation)])),
  };
}

/** What changed between two snapshots: "+path" added, "-path" gone, "~path" rewritten. */
export function storeChanges(before: StoreSnapshot, after: StoreSnapshot): string[] {
  const diff = (a: Map<string, string>, b: Map<string, string>) => [
    ...[...b.keys()].filter((k) => !a.has(k)).map((k) => `+${k}`),
    ...[...a.keys()].filter((k) => !b.has(k)).map((k) => `-${k}`),
    ...[...a.keys()].filter((k) => b.has(k) && a.get(k) !== b.get(k)).map((k) => `~${k}`),
  ];
  return [...diff(before.documents, after.documents), ...diff(before.files, after.files)];
}
