// What the demo records set on the facilities they concern (readiness, onboarding), merged.
import { demoFacilityOnboarding } from './demoOnboarding.js';
import { demoFacilityReadiness } from './demoReadiness.js';

export function demoFacilityState(): Map<string, Record<string, unknown>> {
  const merged = new Map<string, Record<string, unknown>>();
  for (const source of [demoFacilityReadiness(), demoFacilityOnboarding()])
    for (const [id, state] of source) merged.set(id, { ...merged.get(id), ...state });
  return merged;
}
