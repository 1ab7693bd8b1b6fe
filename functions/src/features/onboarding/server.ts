// Onboarding plans on the server: one per facility; each write keeps the facility's progress,
// status, next milestone and plan id (in the same transaction), so the onboarding page lists
// every facility from the facility list alone.
import { z } from 'zod';

import { collectionsOf } from '../../contract/registry.js';
import { facilities } from '../facilities/public.js';
import { onboardings, type Onboarding } from './contract.js';
import { facilityOnboarding, onboardingState } from './onboarding.js';
import { type MilestoneKey, type MilestoneLike } from './milestones.js';
import { db, fieldError, recordData } from '../../api/registries/kit.js';
import { readRecord, readStored } from '../../api/registries/read.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { onboardingFeature } from './feature.js';
import { onboardingHandlers } from './handlers.js';

const collections = collectionsOf(facilities, onboardings);

/** What a plan copies from its facility (the facilities feature's record, these fields only). */
const planFacility = z.object({
  type: z.string().optional(),
  censusDivisionUid: z.string().nullable().default(null),
});

const facilityRecords = () => db.collection(collections.facilities);

const RESET = facilityOnboarding(null);

export const onboardingRecordServer: RegistryServer = {
  async guard(ctx, op, before, fields) {
    if (op === 'delete' || !fields) return;
    const facilityId = String(fields.facilityId);
    if (before?.get('facilityId') === facilityId) return;
    const existing = await ctx.tx.get(
      db
        .collection(collections.onboardings)
        .where('facilityId', '==', facilityId)
        .select()
        .limit(1),
    );
    if (!existing.empty)
      throw fieldError(
        'facilityId',
        'This facility already has an onboarding plan: update that one.',
      );
  },
  async derive(ctx, input, before, id) {
    const fields = input as {
      facilityId: string;
      milestones: Record<MilestoneKey, MilestoneLike>;
    };
    const facility = await ctx.tx.get(facilityRecords().doc(fields.facilityId));
    const state = onboardingState(fields.milestones);
    const left = before ? readRecord(onboardings, before).facilityId : undefined;
    const { type, censusDivisionUid } = readStored(planFacility, facility);
    return {
      data: { facilityType: type ?? null, censusDivisionUid },
      effects: () => {
        ctx.tx.update(facility.ref, facilityOnboarding({ id, state }));
        // Moved to another facility: the one it left has no plan now.
        if (left && left !== fields.facilityId) ctx.tx.update(facilityRecords().doc(left), RESET);
      },
    };
  },
  async onDelete(ctx, before) {
    const facility = await ctx.tx.get(facilityRecords().doc(String(before.get('facilityId'))));
    if (!facility.exists) return undefined;
    return () => ctx.tx.update(facility.ref, RESET);
  },
};

/** A facility's page shows its onboarding plan: milestones and state. */
async function facilityOnboardingProfile(facility: Record<string, unknown>) {
  const onboardingId = facility.onboardingId as string | null | undefined;
  const onboarding = onboardingId
    ? await db.collection(collections.onboardings).doc(onboardingId).get()
    : null;
  const plan = onboarding?.exists ? (recordData(onboarding) as unknown as Onboarding) : null;
  return {
    onboarding: plan ? { id: plan.id, milestones: plan.milestones, state: plan.state } : null,
  };
}

export const onboardingServer = defineFeatureServer(onboardingFeature, {
  contributes: { facilities: { profile: facilityOnboardingProfile } },
  registries: { onboardings: onboardingRecordServer },
  handlers: onboardingHandlers,
});

export default onboardingServer;
