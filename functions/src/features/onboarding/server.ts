// Onboarding plans on the server: one per facility; each write keeps the facility's progress,
// status, next milestone and plan id (in the same transaction), so the onboarding page lists
// every facility from the facility list alone.
import {
  facilityOnboarding,
  onboardingState,
  type MilestoneKey,
  type MilestoneLike,
} from '../../contract/index.js';
import { db, fieldError } from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';

const facilities = () => db.collection('facilities');

const RESET = facilityOnboarding(null);

export const onboardingServer: RegistryServer = {
  async guard(ctx, op, before, fields) {
    if (op === 'delete' || !fields) return;
    const facilityId = String(fields.facilityId);
    if (before?.get('facilityId') === facilityId) return;
    const existing = await ctx.tx.get(
      db.collection('onboardings').where('facilityId', '==', facilityId).select().limit(1),
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
    const facility = await ctx.tx.get(facilities().doc(fields.facilityId));
    const state = onboardingState(fields.milestones);
    const left = before?.get('facilityId') as string | undefined;
    return {
      data: {
        facilityType: (facility.get('type') as string | undefined) ?? null,
        censusDivisionUid: (facility.get('censusDivisionUid') as string | null | undefined) ?? null,
      },
      effects: () => {
        ctx.tx.update(facility.ref, facilityOnboarding({ id, state }));
        // Moved to another facility: the one it left has no plan now.
        if (left && left !== fields.facilityId) ctx.tx.update(facilities().doc(left), RESET);
      },
    };
  },
  async onDelete(ctx, before) {
    const facility = await ctx.tx.get(facilities().doc(String(before.get('facilityId'))));
    if (!facility.exists) return undefined;
    return () => ctx.tx.update(facility.ref, RESET);
  },
};
