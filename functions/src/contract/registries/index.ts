// Every registry of the product: the one place a new registry is added (see README, "Adding a
// registry"). Everything else — operations, handlers, indexes, home counts, attachments, the web
// app's cache invalidation, Echo's tables — is derived from this list.
import type { AnyRegistry } from '../registry.js';
import { clinicalNeeds } from './clinicalNeeds.js';
import { communities } from './communities.js';
import { evaluations } from './evaluations.js';
import { events } from './events.js';
import { facilities } from './facilities.js';
import { feeCodes } from './feeCodes.js';
import { feeEstimates } from './feeEstimates.js';
import { needsAssessments } from './needsAssessments.js';
import { onboardings } from './onboardings.js';
import { pathways } from './pathways.js';
import { readinessAssessments } from './readinessAssessments.js';
import { feedback } from './feedback.js';
import { posts } from './posts.js';
import { selections } from './selections.js';
import { technologies } from './technologies.js';
import { ultrasoundSessions } from './ultrasoundSessions.js';
import { vendors } from './vendors.js';

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

export * from './clinicalNeeds.js';
export * from './communities.js';
export * from './evaluations.js';
export * from './events.js';
export * from './facilities.js';
export * from './feeCodes.js';
export * from './feeEstimates.js';
export * from './needsAssessments.js';
export * from './onboardings.js';
export * from './pathways.js';
export * from './readinessAssessments.js';
export * from './feedback.js';
export * from './posts.js';
export * from './selections.js';
export * from './technologies.js';
export * from './ultrasoundSessions.js';
export * from './vendors.js';
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
