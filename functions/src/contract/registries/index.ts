// Every registry of the product: the one place a new registry is added (see README, "Adding a
// registry"). Everything else — operations, handlers, indexes, home counts, attachments, the web
// app's cache invalidation, Echo's tables — is derived from this list.
import type { AnyRegistry } from '../registry.js';
import { clinicalNeeds } from '../../features/clinicalNeeds/contract.js';
import { communities } from '../../features/communities/contract.js';
import { evaluations } from '../../features/evaluations/contract.js';
import { events } from '../../features/calendar/contract.js';
import { facilities } from '../../features/facilities/contract.js';
import { feeCodes } from '../../features/fees/feeCodes.js';
import { feeEstimates } from '../../features/fees/contract.js';
import { needsAssessments } from '../../features/needsAssessments/contract.js';
import { onboardings } from '../../features/onboarding/contract.js';
import { pathways } from '../../features/pathways/contract.js';
import { readinessAssessments } from '../../features/readiness/contract.js';
import { feedback } from '../../features/feedback/contract.js';
import { posts } from '../../features/posts/contract.js';
import { selections } from '../../features/selection/contract.js';
import { technologies } from '../../features/technologies/contract.js';
import { ultrasoundSessions } from '../../features/ultrasound/contract.js';
import { vendors } from '../../features/vendors/contract.js';

export const registries = [
  communities,
  facilities,
  technologies,
  vendors,
  clinicalNeeds,
  posts,
  feedback,
  evaluations,
  selections,
  needsAssessments,
  pathways,
  feeCodes,
  feeEstimates,
  ultrasoundSessions,
  readinessAssessments,
  onboardings,
  events,
] as const;

export type Registries = typeof registries;

export * from '../../features/clinicalNeeds/contract.js';
export * from '../../features/communities/contract.js';
export * from '../../features/evaluations/contract.js';
export * from '../../features/calendar/contract.js';
export * from '../../features/facilities/contract.js';
export * from '../../features/fees/feeCodes.js';
export * from '../../features/fees/contract.js';
export * from '../../features/needsAssessments/contract.js';
export * from '../../features/onboarding/contract.js';
export * from '../../features/pathways/contract.js';
export * from '../../features/readiness/contract.js';
export * from '../../features/feedback/contract.js';
export * from '../../features/posts/contract.js';
export * from '../../features/selection/contract.js';
export * from '../../features/technologies/contract.js';
export * from '../../features/ultrasound/contract.js';
export * from '../../features/vendors/contract.js';
export type RegistryName = Registries[number]['name'];

/**
 * The registries as their common shape, for code that walks all of them. A cast: each
 * declaration's Echo columns take its own record type, which the common shape (records of
 * unknown type) cannot accept as a parameter.
 */
export const allRegistries: readonly AnyRegistry[] =
  registries as unknown as readonly AnyRegistry[];

export const registryNamed = (name: string): AnyRegistry | undefined =>
  allRegistries.find((r) => r.name === name);
