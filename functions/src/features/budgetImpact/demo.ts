// A demo budget impact analysis (labelled "(demo)"): the tele-ultrasound cart over three years for
// three real northern communities, their 2016 and 2021 populations, census types and trips read
// from the seed's published data, the seed's declared services and the demo session log, as the
// server reads them on every write. No published source gives these unit costs for
// Saskatchewan, so each is marked an illustrative assumption; the published all-in costs per exam
// (Adams et al. 2023, DOMAIN.md section 5) are quoted beside them for scale.
import type { FeatureDemo } from '../../contract/demo.js';
import { SEEDED_SERVICES } from '../facilities/public.js';
import { demoUltrasoundDocuments } from '../ultrasound/demo.js';
import { travelSchema } from '../ultrasound/public.js';
import { biaTotals } from './bia.js';
import { budgetImpacts, type BudgetImpactFieldsInput } from './contract.js';
import {
  targetCommunity,
  unplacedProviders,
  type FacilityData,
  type LoggedTrip,
} from './targets.js';

/** La Loche, Buffalo Narrows and Beauval (northern villages, census division 18). */
export const DEMO_COMMUNITIES = ['4718074', '4718070', '4718033'];
export const DEMO_TECHNOLOGY = 'demo-tech-ultrasound';

/** As the seed stores it on each census community (emulators/src/seed/mapping.ts). */
const CENSUS_SOURCE =
  'Statistics Canada, 2021 Census (table 98-10-0002-01) and 2021 Index of Remoteness';

const ASSUMED = 'Illustrative assumption (demo)';
const ADAMS =
  'Adams et al., J Ultrasound Med 2023;42(1):109–123 give all-in payer costs per exam (2020 CAD) of $342 telerobotic and $478 when the patient travels';

const input = (value: number, low: number, high: number, source: string) => ({
  value,
  low,
  high,
  source,
});

export const demoAnalysis: { id: string; fields: BudgetImpactFieldsInput } = {
  id: 'demo-bia-ultrasound-north',
  fields: {
    title: 'Tele-ultrasound cart for La Loche, Buffalo Narrows and Beauval (demo)',
    technologyId: DEMO_TECHNOLOGY,
    horizonYears: 3,
    communityIds: DEMO_COMMUNITIES,
    eligibleProportion: input(
      0.1,
      0.05,
      0.15,
      `${ASSUMED}: one diagnostic ultrasound exam for every ten residents a year.`,
    ),
    uptake: [
      input(0.2, 0.1, 0.3, `${ASSUMED}: the first year's exams while the cart is set up.`),
      input(0.35, 0.2, 0.5, `${ASSUMED}.`),
      input(0.5, 0.3, 0.6, `${ASSUMED}.`),
    ],
    service: 'ultrasound',
    destinationBasis: 'session log',
    // The demo log: 1 of its 5 sessions inadequate or followed by travel (20 %); the published
    // figure is near it.
    reTravelShare: input(
      0.2,
      0.1,
      0.3,
      'The demo session log: 1 of 5 sessions inadequate or followed by travel (demo data, 20 %).',
    ),
    nihbShare: input(
      0.5,
      0.25,
      0.75,
      `${ASSUMED}: half the residents of these northern villages are registered First Nations people whose travel NIHB pays.`,
    ),
    payers: {
      equipment: 'provincial',
      licences: 'provincial',
      connectivity: 'provincial',
      training: 'provincial',
      staffTime: 'provincial',
      newPerPatient: 'provincial',
      currentPerPatient: 'provincial',
      costPerKm: 'patient',
    },
    population: { method: 'projected', firstYear: 2027 },
    costs: {
      equipment: input(
        85000,
        60000,
        200000,
        "The technology record's capital cost (demo): the cart and its probes, bought in year 1.",
      ),
      licences: input(10000, 5000, 20000, `${ASSUMED}: software and support a year.`),
      connectivity: input(6000, 3000, 12000, `${ASSUMED}: a dedicated link at three sites a year.`),
      training: input(5000, 2000, 10000, `${ASSUMED}: training of local staff a year.`),
      staffTime: input(
        40000,
        25000,
        60000,
        `${ASSUMED}: coordination and the remote sonographer's scheduled time a year.`,
      ),
      newPerPatient: input(
        120,
        80,
        200,
        `${ASSUMED}: reading and consumables per remote exam. For scale: ${ADAMS}.`,
      ),
      currentPerPatient: input(
        250,
        150,
        350,
        `${ASSUMED}: the exam at the hospital, travel aside. For scale: ${ADAMS}.`,
      ),
      costPerKm: input(0.5, 0.3, 1, `${ASSUMED}: patient travel paid per km of the round trip.`),
    },
    scenarios: [
      {
        name: 'Low uptake',
        overrides: [
          { input: 'uptake1', value: 0.1 },
          { input: 'uptake2', value: 0.2 },
          { input: 'uptake3', value: 0.3 },
        ],
      },
      {
        name: 'High uptake',
        overrides: [
          { input: 'uptake1', value: 0.3 },
          { input: 'uptake2', value: 0.5 },
          { input: 'uptake3', value: 0.6 },
        ],
      },
    ],
    notes: '(demo) A demo record of the local platform: the unit costs are assumptions, marked so.',
  },
};

export const demo: FeatureDemo = {
  documents: ({ staff, source }) => {
    const fields = budgetImpacts.fields.parse(demoAnalysis.fields);
    const facilities = source.facilities.map((f): FacilityData & { communityId: string } => ({
      id: f.id,
      name: f.name,
      type: f.facilityType,
      communityId: f.communityId,
      location:
        f.latitude === null || f.longitude === null ? null : { lat: f.latitude, lng: f.longitude },
    }));
    const providers = facilities.filter((f) =>
      SEEDED_SERVICES[f.id]?.services.includes(fields.service),
    );
    // The demo log's sessions whose destination a person chose, as the server reads the log.
    const logged = demoUltrasoundDocuments(staff, source).flatMap(
      (d): Array<LoggedTrip & { communityId: string }> => {
        const travel = travelSchema.parse(d.extras.travel);
        const communityId = d.extras.communityId;
        return typeof communityId === 'string' &&
          travel.basis === 'chosen' &&
          travel.toFacilityId &&
          travel.roundTripKm !== null
          ? [
              {
                communityId,
                facilityId: travel.toFacilityId,
                name: travel.toFacilityName ?? travel.toFacilityId,
                roundTripKm: travel.roundTripKm,
              },
            ]
          : [];
      },
    );
    const targets = fields.communityIds.map((id) => {
      const c = source.communities.find((s) => s.communityId === id);
      if (!c) throw new Error(`The demo budget impact names community ${id}, not in the seed.`);
      return targetCommunity(
        {
          id,
          name: c.name,
          type: c.csdType,
          population2021: c.population2021,
          population2016: c.population2016,
          remotenessIndex: c.remotenessIndex,
          location: null,
          nearestHospital: null,
          nearestHospitalKm: null,
          nearestHospitalSource: null,
          source: CENSUS_SOURCE,
        },
        facilities.filter((f) => f.communityId === id),
        {
          service: fields.service,
          basis: fields.destinationBasis,
          providers,
          logged: logged.filter((t) => t.communityId === id),
        },
      );
    });
    return {
      budgetImpacts: [
        {
          id: demoAnalysis.id,
          fields,
          extras: {
            technologyName: 'Tele-ultrasound cart (demo)',
            targets,
            totals: biaTotals(fields, targets, unplacedProviders(providers, fields.service)),
          },
          author: staff,
        },
      ],
    };
  },
};
