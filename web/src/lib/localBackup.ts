// A copy of a long form's values in this browser, written as the person types: a closed tab, a
// crash or a conflict never loses their work. The copy names the version it was based on; it is
// offered back only when it holds something the saved record does not.
export interface Backup<V> {
  /** The record's version the edits started from. */
  version: number;
  savedAt: string;
  values: V;
  /**
   * The values at `version`, before these edits: restored over a newer version, the copy is
   * merged three ways from them, so what someone else changed meanwhile stays where these edits
   * did not touch it (components/form/threeWayMerge.ts). Copies from before it was kept have none.
   */
  base?: V;
}

const PREFIX = 'hta.backup.';

export const backupKey = (kind: string, id: string) => `${PREFIX}${kind}.${id}`;

export function readBackup<V>(key: string, storage: Storage = localStorage): Backup<V> | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Backup<V>>;
    if (typeof parsed.version !== 'number' || typeof parsed.savedAt !== 'string' || !parsed.values)
      return null;
    return parsed as Backup<V>;
  } catch {
    return null; // Unreadable (another version of the app, a full disk): nothing to offer.
  }
}

export function writeBackup<V>(
  key: string,
  backup: Backup<V>,
  storage: Storage = localStorage,
): boolean {
  try {
    storage.setItem(key, JSON.stringify(backup));
    return true;
  } catch {
    return false; // Storage full or disabled: the server copy is all there is.
  }
}

export function dropBackup(key: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: a stale copy is only ever offered, never applied.
  }
}

/** JSON with object keys sorted: the same values always give the same text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** Whether a backup is worth offering: it differs from what the record holds now. */
export function differs<V>(backup: Backup<V>, current: V): boolean {
  return canonical(backup.values) !== canonical(current);
}
