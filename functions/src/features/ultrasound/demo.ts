// Demo tele-ultrasound sessions (labelled as demo in their notes) at real northern facilities,
// with the travel each avoided computed from the facilities' published coordinates, as the
// server computes it on every write.
import { travelAvoided, type PlacedFacility } from './ultrasound.js';
import { ultrasoundSessions } from './contract.js';
import type { DemoDoc, DemoSource, FeatureDemo } from '../../contract/demo.js';

type Person = { uid: string; email: string };

const LA_LOCHE = 'odhf-8710';
const BUFFALO_NARROWS = 'odhf-8565';
const LA_RONGE = 'odhf-8711';
const ROYAL_UNIVERSITY = 'odhf-8868';

/** Days before today, as YYYY-MM-DD: the demo log stays recent. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const sessions = [
  {
    id: 'demo-us-1',
    facilityId: LA_LOCHE,
    date: daysAgo(80),
    examType: 'obstetric, second trimester',
    mode: 'telerobotic',
    remoteReader: 'Sonographer, Saskatoon',
    adequacy: 'adequate',
    outcome: 'no travel needed',
    destinationFacilityId: ROYAL_UNIVERSITY,
  },
  {
    id: 'demo-us-2',
    facilityId: LA_LOCHE,
    date: daysAgo(66),
    examType: 'abdominal',
    mode: 'telerobotic',
    remoteReader: 'Radiologist, Saskatoon',
    adequacy: 'adequate with reservations',
    outcome: 'no travel needed',
    technicalProblems: 'Video froze twice; reconnected within a minute.',
  },
  {
    id: 'demo-us-3',
    facilityId: BUFFALO_NARROWS,
    date: daysAgo(45),
    examType: 'obstetric, first trimester',
    mode: 'tele-guided',
    remoteReader: 'Sonographer, Saskatoon',
    adequacy: 'inadequate',
    outcome: 'travel needed',
  },
  {
    id: 'demo-us-4',
    facilityId: LA_RONGE,
    date: daysAgo(30),
    examType: 'obstetric, third trimester',
    mode: 'telerobotic',
    remoteReader: 'Sonographer, Saskatoon',
    adequacy: 'adequate',
    outcome: 'no travel needed',
  },
  {
    id: 'demo-us-5',
    facilityId: LA_LOCHE,
    date: daysAgo(12),
    examType: 'cardiac',
    mode: 'telerobotic',
    remoteReader: 'Cardiac sonographer, Saskatoon',
    adequacy: 'adequate',
    outcome: 'urgent transfer',
  },
];

export function demoUltrasoundDocuments(staff: Person, source: DemoSource): DemoDoc[] {
  const { facilities } = source;
  const community = new Map(source.communities.map((c) => [c.communityId, c.name]));
  const placed = new Map(
    facilities.map((f): [string, PlacedFacility & { communityId: string }] => [
      f.id,
      {
        id: f.id,
        name: f.name,
        communityId: f.communityId,
        location:
          f.latitude === null || f.longitude === null
            ? null
            : { lat: f.latitude, lng: f.longitude },
      },
    ]),
  );
  const hospitals = facilities
    .filter((f) => f.facilityType === 'Hospitals')
    .map((f) => placed.get(f.id)!);
  return sessions.map(({ id, ...s }) => {
    const facility = placed.get(s.facilityId)!;
    const destination = s.destinationFacilityId ? placed.get(s.destinationFacilityId)! : null;
    return {
      id,
      fields: ultrasoundSessions.fields.parse({
        ...s,
        notes: 'Demo session for the local platform (no real patient).',
      }),
      extras: {
        facilityName: facility.name,
        destinationFacilityName: destination?.name ?? null,
        communityId: facility.communityId,
        communityName: community.get(facility.communityId) ?? null,
        travel: travelAvoided(facility, destination, hospitals),
      },
      author: staff,
    };
  });
}

export const demo: FeatureDemo = {
  documents: ({ staff, source }) => ({
    ultrasoundSessions: demoUltrasoundDocuments(staff, source),
  }),
};
