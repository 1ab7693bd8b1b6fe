// The data behind Echo: loaded from Firestore, serialized, and kept for as long as the data
// version (bumped by every write) stays the same — so a question reads one document, not the
// registries. The system instruction is also held in a Vertex AI context cache per version.
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';

import { db } from '../../platform/admin.js';
import { dataVersionDoc, recordData, storedDataVersion } from '../../api/registries/kit.js';
import { readStored } from '../../api/registries/read.js';
import type { AnyRegistry } from '../../contract/registry.js';
import {
  censusDivisionEcho,
  censusDivisionFigures,
  type CommunityForFigures,
} from '../geography/public.js';
import { echoInstructions } from './instructions.js';
import { sectionOf, serializeSections, type EchoSection } from './serialize.js';

export interface EchoContext {
  version: number;
  developerName: string;
  instructions: string;
  data: string;
  records: number;
  cache: { name: string; expireTime: Date } | null;
  /** When creating a context cache last failed (retried after a while). */
  cacheFailedAt: number | null;
}

let current: EchoContext | null = null;

const CACHE_TTL_SECONDS = 3600;
const CACHE_MARGIN_MS = 5 * 60_000;
const CACHE_RETRY_MS = 10 * 60_000;

export async function dataVersion(): Promise<number> {
  return readStored(storedDataVersion, await dataVersionDoc().get()).version;
}

/** The registries Echo answers about: those whose declaration says how Echo sees them. */
const echoRegistries = (registries: readonly AnyRegistry[]) => registries.filter((r) => r.echo);

/** The census divisions' figures, from the communities and facilities Echo has just read. */
function divisionSection(loaded: Array<{ name: string; records: unknown[] }>): EchoSection {
  const of = (name: string) => loaded.find((l) => l.name === name)?.records ?? [];
  const communities = of('communities') as CommunityForFigures[];
  const facilities = of('facilities') as Array<{ censusDivisionUid: string | null }>;
  return sectionOf(
    censusDivisionEcho,
    censusDivisionFigures(
      communities,
      facilities.map((f) => f.censusDivisionUid),
    ),
  );
}

/**
 * Reads and serializes the hub's data for Echo: every registry whose declaration says how Echo
 * sees it. The registries are handed in by whoever lists the features (the API's entry points,
 * a benchmark), so Echo names none of them.
 */
export async function loadEchoData(registries: readonly AnyRegistry[]): Promise<{
  sections: EchoSection[];
  /** The records behind each section, by registry (benchmarks compare sizes with them). */
  records: Record<string, unknown[]>;
  text: string;
  count: number;
}> {
  try {
    const loaded = await Promise.all(
      echoRegistries(registries).map(async (registry) => {
        const snap = await db.collection(registry.name).get();
        // Every write goes through the contract's schemas, so a record that does not match is
        // damaged data: Echo says it cannot read the data rather than answer from part of it.
        const records = snap.docs.map((doc) => {
          const parsed = registry.record.safeParse(recordData(doc));
          if (!parsed.success) throw new Error(`${doc.ref.path} does not match the contract`);
          return parsed.data;
        });
        return { name: registry.name, records, section: sectionOf(registry.echo!, records) };
      }),
    );
    const recordsOf = (name: string) => loaded.find((l) => l.name === name)?.records ?? [];
    const derived: EchoSection[] = [];
    for (const registry of echoRegistries(registries))
      registry.echoDerived?.(recordsOf(registry.name), recordsOf, (table, rows) =>
        derived.push(sectionOf(table, rows)),
      );
    const sections = [...loaded.map((l) => l.section), divisionSection(loaded), ...derived];
    return {
      sections,
      records: Object.fromEntries(loaded.map((l) => [l.name, l.records])),
      text: serializeSections(sections),
      count: loaded.reduce((n, l) => n + l.records.length, 0),
    };
  } catch (error) {
    // The seed's product message, for operators reading the logs.
    logger.error('Error loading community data', error);
    throw new HttpsError(
      'unavailable',
      "Echo cannot read the hub's data right now, so it cannot answer. Try again in a minute; if it keeps failing, tell an administrator.",
    );
  }
}

/** The instruction and data for this data version: from memory when the version is unchanged. */
export async function echoContext(
  developerName: string,
  registries: readonly AnyRegistry[],
): Promise<EchoContext> {
  const version = await dataVersion();
  if (current && current.version === version && current.developerName === developerName)
    return current;
  const { text, count } = await loadEchoData(registries);
  current = {
    version,
    developerName,
    instructions: echoInstructions(developerName),
    data: text,
    records: count,
    cache: null,
    cacheFailedAt: null,
  };
  return current;
}

/**
 * A Vertex AI context cache holding the system instruction, created once per data version and
 * reused until it nears expiry. Null when caching is unavailable (the caller then sends the
 * instruction inline).
 */
export async function contextCache(
  context: EchoContext,
  create: (
    systemInstruction: { parts: Array<{ text: string }> },
    ttl: string,
  ) => Promise<{ name?: string; expireTime?: string }>,
): Promise<string | null> {
  const now = Date.now();
  if (context.cache && context.cache.expireTime.getTime() - now > CACHE_MARGIN_MS)
    return context.cache.name;
  if (context.cacheFailedAt && now - context.cacheFailedAt < CACHE_RETRY_MS) return null;
  try {
    const created = await create(systemInstruction(context), `${CACHE_TTL_SECONDS}s`);
    if (!created.name) throw new Error('no cache name returned');
    context.cache = {
      name: created.name,
      expireTime: created.expireTime
        ? new Date(created.expireTime)
        : new Date(now + CACHE_TTL_SECONDS * 1000),
    };
    return context.cache.name;
  } catch (error) {
    context.cacheFailedAt = now;
    logger.warn('Echo: creating the context cache failed; sending the instruction inline', error);
    return null;
  }
}

/** The two-part system instruction: part one the instructions, part two the data. */
export function systemInstruction(context: EchoContext) {
  return { parts: [{ text: context.instructions }, { text: context.data }] };
}
