// The data behind Echo: loaded from Firestore, serialized, and kept for as long as the data
// version (bumped by every write) stays the same — so a question reads one document, not the
// registries. The system instruction is also held in a Vertex AI context cache per version.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';

import { db } from '../platform/admin.js';
import { dataVersionDoc } from '../api/registries/kit.js';
import { echoInstructions } from './instructions.js';
import {
  serializeData,
  type EchoCommunity,
  type EchoData,
  type EchoFacility,
  type EchoTechnology,
} from './serialize.js';

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
  return ((await dataVersionDoc().get()).get('version') as number | undefined) ?? 0;
}

const str = (d: DocumentSnapshot, f: string) => (d.get(f) as string | null | undefined) ?? null;
const num = (d: DocumentSnapshot, f: string) => (d.get(f) as number | null | undefined) ?? null;

function named(d: DocumentSnapshot, field = 'name'): string {
  const name = d.get(field) as unknown;
  if (typeof name !== 'string' || !name) throw new Error(`${d.ref.path} has no ${field}`);
  return name;
}

/** Reads and serializes the three registries Echo answers about. */
export async function loadEchoData(): Promise<{ data: EchoData; text: string }> {
  try {
    const [communities, facilities, technologies] = await Promise.all([
      db.collection('communities').get(),
      db.collection('facilities').get(),
      db.collection('technologies').get(),
    ]);
    const data: EchoData = {
      communities: communities.docs.map((d): EchoCommunity => ({
        id: d.id,
        name: named(d),
        typeCode: str(d, 'typeCode'),
        type: str(d, 'type') ?? '',
        censusDivisionName: str(d, 'censusDivisionName'),
        population2021: num(d, 'population2021'),
        population2016: num(d, 'population2016'),
        populationChangePct: num(d, 'populationChangePct'),
        dwellings2021: num(d, 'dwellings2021'),
        landAreaKm2: num(d, 'landAreaKm2'),
        densityPerKm2: num(d, 'densityPerKm2'),
        remotenessIndex: num(d, 'remotenessIndex'),
        facilityCount: num(d, 'facilityCount') ?? 0,
        nearestHospital: str(d, 'nearestHospital'),
        nearestHospitalKm: num(d, 'nearestHospitalKm'),
        connectivity: str(d, 'connectivity'),
        notes: str(d, 'notes'),
      })),
      facilities: facilities.docs.map((d): EchoFacility => ({
        id: d.id,
        name: named(d),
        type: str(d, 'type') ?? '',
        communityId: str(d, 'communityId') ?? '',
        city: str(d, 'address.city'),
        postalCode: str(d, 'address.postalCode'),
        services: (d.get('services') as string[] | undefined) ?? [],
        readiness: str(d, 'readiness') ?? 'not assessed',
        onboardingProgress: num(d, 'onboardingProgress') ?? 0,
      })),
      technologies: technologies.docs.map((d): EchoTechnology => ({
        id: d.id,
        name: named(d),
        vendorName: str(d, 'vendorName'),
        category: str(d, 'category') ?? '',
        lifecycleStage: str(d, 'lifecycleStage') ?? '',
        clinicalAreas: (d.get('clinicalAreas') as string[] | undefined) ?? [],
        description: str(d, 'description'),
        capitalCost: num(d, 'capitalCost'),
        annualCost: num(d, 'annualCost'),
        communityIds: (d.get('communityIds') as string[] | undefined) ?? [],
      })),
    };
    return { data, text: serializeData(data) };
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
export async function echoContext(developerName: string): Promise<EchoContext> {
  const version = await dataVersion();
  if (current && current.version === version && current.developerName === developerName)
    return current;
  const { data, text } = await loadEchoData();
  current = {
    version,
    developerName,
    instructions: echoInstructions(developerName),
    data: text,
    records: data.communities.length + data.facilities.length + data.technologies.length,
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
