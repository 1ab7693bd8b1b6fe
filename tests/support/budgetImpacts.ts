// A budget impact analysis a test makes for itself, so editing it disturbs no other test.

/** An input with no spread: low and high at its value. */
export const fixed = (value: number) => ({ value, low: value, high: value, source: 'test' });

/**
 * One year for La Loche (census subdivision 4718074): 10 % eligible, half of them taking
 * it up, $10,000 of equipment, $100 a patient against $200 now, travel free — plain arithmetic.
 */
export const oneYearAnalysis = (title: string, technologyId: string) => ({
  title,
  technologyId,
  horizonYears: 1,
  communityIds: ['4718074'],
  eligibleProportion: fixed(0.1),
  uptake: [fixed(0.5)],
  costs: {
    equipment: fixed(10000),
    licences: fixed(0),
    connectivity: fixed(0),
    training: fixed(0),
    staffTime: fixed(0),
    newPerPatient: fixed(100),
    currentPerPatient: fixed(200),
    costPerKm: fixed(0),
  },
});
