// The effect of a budget impact analysis per community: the model run for each target community
// on its own, so each figure is bia.ts's own arithmetic. The programme's costs (equipment,
// licences, staff…) serve every community at once; they are left out of each community's net and
// stay in the analysis' totals, so the communities' nets plus the programme costs are the net.
import { budgetImpact, type BiaModel, type TargetCommunity } from './bia.js';

export interface CommunityEffect {
  id: string;
  name: string;
  /** Patients on the new pathway over the horizon. */
  served: number;
  /** Trips no longer made: the new pathway's patients less those who travel after all. */
  tripsAvoided: number;
  /** Round-trip km no longer travelled; null where the community's trip has no distance. */
  kmAvoided: number | null;
  /** The community's net over the horizon before the shared programme costs (negative: saving). */
  netBeforeProgramme: number;
}

export function communityEffects(
  model: BiaModel,
  targets: readonly TargetCommunity[],
): CommunityEffect[] {
  return targets.map((t) => {
    const { years } = budgetImpact(model, [t]);
    const served = years.reduce((s, y) => s + y.newPathway, 0);
    const tripsAvoided = years.reduce((s, y) => s + y.newPathway - y.reTravelling, 0);
    return {
      id: t.id,
      name: t.name,
      served,
      tripsAvoided,
      kmAvoided: t.roundTripKm === null ? null : tripsAvoided * t.roundTripKm,
      netBeforeProgramme: years.reduce((s, y) => s + y.net - y.programCost, 0),
    };
  });
}
