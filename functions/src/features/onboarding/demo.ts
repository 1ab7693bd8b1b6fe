// Demo onboarding plans (labelled in their notes): La Ronge live, La Loche held up at the bridge
// test, Buffalo Narrows started. The facilities carry each plan's state, as the server keeps it.
import { MILESTONE_KEYS, type MilestoneKey } from './milestones.js';
import { facilityOnboarding, onboardingState } from './onboarding.js';
import { onboardings } from './contract.js';
import type { DemoDoc, FeatureDemo } from '../../contract/demo.js';

type Person = { uid: string; email: string };

const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

type Milestone = {
  status: 'not started' | 'in progress' | 'done' | 'blocked';
  plannedOn?: string;
  doneOn?: string;
  owner?: string;
  blocker?: string;
};

const done = (daysAgo: number, owner: string): Milestone => ({
  status: 'done',
  doneOn: daysFromNow(-daysAgo),
  owner,
});

const plans: Array<{
  id: string;
  facilityId: string;
  facilityName: string;
  facilityType: string;
  censusDivisionUid: string;
  milestones: Partial<Record<MilestoneKey, Milestone>>;
}> = [
  {
    id: 'demo-onboarding-laronge',
    facilityId: 'odhf-8711',
    facilityName: 'LA RONGE HEALTH CENTRE',
    facilityType: 'Hospitals',
    censusDivisionUid: '4718',
    milestones: {
      registered: done(300, 'eHealth Saskatchewan'),
      siteTest: done(260, 'IT lead'),
      bridgeTest: done(250, 'IT lead'),
      staffTrained: done(220, 'Nurse manager'),
      goLive: done(200, 'Site administrator'),
    },
  },
  {
    id: 'demo-onboarding-laloche',
    facilityId: 'odhf-8710',
    facilityName: 'LA LOCHE HEALTH CENTRE',
    facilityType: 'Hospitals',
    censusDivisionUid: '4718',
    milestones: {
      registered: done(90, 'eHealth Saskatchewan'),
      siteTest: done(60, 'IT lead'),
      bridgeTest: {
        status: 'blocked',
        owner: 'IT lead',
        blocker: 'Satellite latency drops multipoint calls; waiting for the terrestrial link.',
      },
      staffTrained: { status: 'in progress', plannedOn: daysFromNow(20), owner: 'Nurse manager' },
      goLive: { status: 'not started', plannedOn: daysFromNow(45), owner: 'Site administrator' },
    },
  },
  {
    id: 'demo-onboarding-buffalo-narrows',
    facilityId: 'odhf-8565',
    facilityName: 'Buffalo Narrows Clinic',
    facilityType: 'Ambulatory health care services',
    censusDivisionUid: '4718',
    milestones: {
      registered: {
        status: 'in progress',
        plannedOn: daysFromNow(10),
        owner: 'eHealth Saskatchewan',
      },
      goLive: { status: 'not started', plannedOn: daysFromNow(120) },
    },
  },
];

const fieldsOf = (p: (typeof plans)[number]) =>
  onboardings.fields.parse({
    facilityId: p.facilityId,
    milestones: Object.fromEntries(MILESTONE_KEYS.map((k) => [k, p.milestones[k] ?? {}])),
    notes: 'Demo onboarding plan for the local platform.',
  });

export function demoOnboardingDocuments(staff: Person): DemoDoc[] {
  return plans.map((p) => ({
    id: p.id,
    fields: fieldsOf(p),
    extras: {
      facilityName: p.facilityName,
      facilityType: p.facilityType,
      censusDivisionUid: p.censusDivisionUid,
    },
    author: staff,
  }));
}

/** Each demo plan's facility state, as the server keeps it on the facility. */
export function demoFacilityOnboarding(): Map<string, Record<string, unknown>> {
  return new Map(
    plans.map((p) => [
      p.facilityId,
      facilityOnboarding({ id: p.id, state: onboardingState(fieldsOf(p).milestones) }),
    ]),
  );
}

export const demo: FeatureDemo = {
  documents: ({ staff }) => ({ onboardings: demoOnboardingDocuments(staff) }),
  onRecords: () => ({ facilities: demoFacilityOnboarding() }),
};
