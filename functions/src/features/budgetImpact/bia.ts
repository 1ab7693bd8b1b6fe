// Budget impact analysis (Sullivan et al., "Budget impact analysis — principles of good practice:
// report of the ISPOR 2012 BIA Good Practice II Task Force", Value Health 2014;17:5–14): a
// simple, transparent calculator, the one place the method lives. The server stores its totals on
// every write (for the list and Echo); the record page runs the same functions.
//
// Per year y of the horizon (undiscounted, as the guidance asks of a budget holder's view):
//   population_c,y    = population2021_c × (population2021_c / population2016_c)^((t_y − 2021) / 5)
//                       when projected (t_y = first year + y − 1), else population2021_c (held)
//   eligible_c,y      = population_c,y × eligible proportion              (per target community c)
//   current cost_c    = current cost per patient + round-trip km_c × cost per km
//   current mix_y     = Σ_c eligible_c,y × current cost_c                 (everyone on today's path)
//   new mix_y         = Σ_c eligible_c,y × (1 − uptake_y) × current cost_c
//                       + Σ_c eligible_c,y × uptake_y × (cost per patient on the new pathway
//                                                        + re-travel share × current cost_c)
//                       + equipment (year 1 only) + licences + connectivity + training + staff time
//   net_y             = new mix_y − current mix_y;  net total = Σ_y net_y
//   km avoided_y      = Σ_c eligible_c,y × uptake_y × (1 − re-travel share) × round-trip km_c
// A patient whose remote exam was inadequate, or who needed travel after it, makes the trip and
// has the exam in person as well: the re-travel share pays the whole current cost again.
//
// Every cost carries a payer. Travel of community c is split: the NIHB share of c (1 for a
// First Nations reserve or settlement by its census type, else the analysis's NIHB share) goes to
// Non-Insured Health Benefits, the rest to the payer of the cost per km; every other cost goes to
// its own payer. The payers' nets add up to the net.
/** Costs of the new pathway per year (equipment once, in year 1). */
export const PROGRAM_COSTS = [
  'equipment',
  'licences',
  'connectivity',
  'training',
  'staffTime',
] as const;
/** Costs per patient: on the new pathway, on the current one, and travel per km of the round trip. */
export const PATIENT_COSTS = ['newPerPatient', 'currentPerPatient', 'costPerKm'] as const;
export const COST_KEYS = [...PROGRAM_COSTS, ...PATIENT_COSTS] as const;
export type CostKey = (typeof COST_KEYS)[number];

/** Who pays a cost (DOMAIN.md section 12, "who pays for a trip"). */
export const PAYERS = ['provincial', 'nihb', 'patient', 'other'] as const;
export type Payer = (typeof PAYERS)[number];
export const PAYER_LABELS: Record<Payer, string> = {
  provincial: 'Provincial health authority',
  nihb: 'NIHB (federal Non-Insured Health Benefits)',
  patient: 'Patients and families',
  other: 'Other payers',
};
/** Without a choice: the health authority pays the care, patients their travel. */
export const DEFAULT_PAYERS: Record<CostKey, Payer> = {
  equipment: 'provincial',
  licences: 'provincial',
  connectivity: 'provincial',
  training: 'provincial',
  staffTime: 'provincial',
  newPerPatient: 'provincial',
  currentPerPatient: 'provincial',
  costPerKm: 'patient',
};

export const MAX_HORIZON = 5;
export const UPTAKE_KEYS = ['uptake1', 'uptake2', 'uptake3', 'uptake4', 'uptake5'] as const;
export type UptakeKey = (typeof UPTAKE_KEYS)[number];
/** Every input a sensitivity analysis or a scenario can vary. */
export const INPUT_KEYS = [
  'eligibleProportion',
  ...UPTAKE_KEYS,
  'reTravelShare',
  'nihbShare',
  ...COST_KEYS,
] as const;
export type InputKey = (typeof INPUT_KEYS)[number];

export const INPUT_LABELS: Record<InputKey, string> = {
  eligibleProportion: 'Eligible proportion of the population',
  uptake1: 'Uptake, year 1',
  uptake2: 'Uptake, year 2',
  uptake3: 'Uptake, year 3',
  uptake4: 'Uptake, year 4',
  uptake5: 'Uptake, year 5',
  reTravelShare: 'Re-travel share on the new pathway',
  nihbShare: 'Share of travel paid by NIHB (off reserve)',
  equipment: 'Equipment (one-off, year 1)',
  licences: 'Licences per year',
  connectivity: 'Connectivity per year',
  training: 'Training per year',
  staffTime: 'Staff time per year',
  newPerPatient: 'Cost per patient, new pathway',
  // Not "(without travel)": a chart that cuts a long label left "(with…", its opposite.
  currentPerPatient: 'Cost per patient, current pathway, travel excluded',
  costPerKm: 'Travel cost per km',
};

/** An analyst's input: the base value, the low and high for sensitivity, and where it is from. */
export interface SourcedValue {
  value: number;
  low: number;
  high: number;
  source: string;
}

export const POPULATION_METHODS = ['projected', 'held'] as const;
export type PopulationMethod = (typeof POPULATION_METHODS)[number];
/** The census years the projection runs from. */
export const CENSUS_YEARS = { before: 2016, last: 2021 } as const;

/** What the method needs of an analysis (its stored fields have these and more). */
export interface BiaModel {
  horizonYears: number;
  eligibleProportion: SourcedValue;
  /** One per year of the horizon. */
  uptake: readonly SourcedValue[];
  /** Of the patients on the new pathway, the share who travel for the exam after all. */
  reTravelShare: SourcedValue;
  /** Of the travel of a community the census does not type a reserve, the share NIHB pays. */
  nihbShare: SourcedValue;
  costs: Record<CostKey, SourcedValue>;
  payers: Record<CostKey, Payer>;
  /** Projected from the 2016→2021 change, or held at 2021; year 1 of the horizon is `firstYear`. */
  population: { method: PopulationMethod; firstYear: number };
}

/** Which destination the model uses where the session log shows one. */
export const DESTINATION_BASES = ['nearest providing', 'session log'] as const;
export type DestinationBasis = (typeof DESTINATION_BASES)[number];

/** A facility a community's patients travel to, and the round trip there. */
export interface Destination {
  facilityId: string | null;
  name: string;
  roundTripKm: number;
  note: string;
}

/** A target community as the server read it from the hub's data on the last save. */
export interface TargetCommunity {
  id: string;
  name: string;
  population2021: number | null;
  population2016: number | null;
  remotenessIndex: number | null;
  /** Census subdivision type ("Indian reserve", "Northern village", …), if known. */
  censusType: string | null;
  /** Round trip to the destination used, km. */
  roundTripKm: number | null;
  hospitalName: string | null;
  /** How the distance was found, or why it was not. */
  travelNote: string;
  /** The nearest facility providing the service, and where the session log shows patients went. */
  nearestProviding: Destination | null;
  logDestination: Destination | null;
  /** Which of them (or a distance entered on the community) the model uses. */
  destinationUsed: 'entered distance' | 'nearest providing' | 'session log' | null;
  /** NIHB's share of this community's travel when the census type settles it, else null. */
  nihbShare: number | null;
  nihbNote: string;
  /** The community record's own data source. */
  source: string;
}

export type PayerAmounts = Record<Payer, number>;

export interface YearResult {
  year: number;
  /** The calendar year (the population's year when projected). */
  calendarYear: number;
  eligible: number;
  /** Patients on each pathway. */
  currentPathway: number;
  newPathway: number;
  /** Of the new pathway's patients, those who travel after all. */
  reTravelling: number;
  /** Round-trip km not travelled: the new pathway's patients who do not travel × their trip. */
  kmAvoided: number;
  costCurrentMix: number;
  costNewMix: number;
  /** Of the new mix: the new pathway's programme costs that year. */
  programCost: number;
  net: number;
  /** The current mix, the new mix and the net, per payer. */
  byPayer: Record<Payer, { current: number; new: number; net: number }>;
}

export interface BiaResult {
  /** Eligible people in year 1. */
  eligiblePopulation: number;
  years: YearResult[];
  currentTotal: number;
  newTotal: number;
  netTotal: number;
  netByPayer: PayerAmounts;
  /** What the model could not count, by community: never dropped without a word. */
  omissions: string[];
}

const sum = (ns: readonly number[]) => ns.reduce((a, b) => a + b, 0);
const noPayers = (): PayerAmounts => ({ provincial: 0, nihb: 0, patient: 0, other: 0 });

/** The model's base values, by input key (uptake beyond the horizon: none). */
export function baseValues(model: BiaModel): Partial<Record<InputKey, number>> {
  const values: Partial<Record<InputKey, number>> = {
    eligibleProportion: model.eligibleProportion.value,
    reTravelShare: model.reTravelShare.value,
    nihbShare: model.nihbShare.value,
  };
  model.uptake.slice(0, MAX_HORIZON).forEach((u, i) => (values[UPTAKE_KEYS[i]!] = u.value));
  for (const key of COST_KEYS) values[key] = model.costs[key].value;
  return values;
}

/** A community's population in a calendar year: projected geometrically from 2016→2021, or held. */
export function populationIn(
  target: Pick<TargetCommunity, 'population2021' | 'population2016'>,
  method: PopulationMethod,
  calendarYear: number,
): number | null {
  const { population2021: p21, population2016: p16 } = target;
  if (p21 === null) return null;
  if (method === 'held' || p16 === null || p16 <= 0) return p21;
  const span = CENSUS_YEARS.last - CENSUS_YEARS.before;
  return p21 * (p21 / p16) ** ((calendarYear - CENSUS_YEARS.last) / span);
}

/** What the model cannot count for these communities, said in words. */
export function omissions(model: BiaModel, targets: readonly TargetCommunity[]): string[] {
  return targets.flatMap((t) => [
    ...(t.population2021 === null
      ? [`${t.name} has no 2021 population: none of its people are counted.`]
      : []),
    ...(t.roundTripKm === null ? [`${t.name} has no known trip: its travel counts as $0.`] : []),
    ...(model.population.method === 'projected' &&
    t.population2021 !== null &&
    (t.population2016 === null || t.population2016 <= 0)
      ? [`${t.name} has no 2016 population: it is held at its 2021 population.`]
      : []),
  ]);
}

/** The budget impact with these values (the base values where none is given). */
function compute(
  model: BiaModel,
  targets: readonly TargetCommunity[],
  values: Partial<Record<InputKey, number>>,
): BiaResult {
  const v = { ...baseValues(model), ...values };
  const cost = (key: CostKey) => v[key] ?? 0;
  const p = v.eligibleProportion ?? 0;
  const reTravel = v.reTravelShare ?? 0;
  const nihbOffReserve = v.nihbShare ?? 0;
  const annualKeys = PROGRAM_COSTS.filter((k) => k !== 'equipment');
  const years: YearResult[] = [];
  for (let year = 1; year <= model.horizonYears; year++) {
    const calendarYear = model.population.firstYear + year - 1;
    const uptake = v[UPTAKE_KEYS[year - 1]!] ?? 0;
    const current = noPayers();
    const next = noPayers();
    let eligible = 0;
    let kmAvoided = 0;
    for (const t of targets) {
      const people = (populationIn(t, model.population.method, calendarYear) ?? 0) * p;
      eligible += people;
      kmAvoided += people * uptake * (1 - reTravel) * (t.roundTripKm ?? 0);
      const travel = (t.roundTripKm ?? 0) * cost('costPerKm');
      const nihb = t.nihbShare ?? nihbOffReserve;
      // Trips made: everyone today; with the technology, those left on the current pathway and
      // the re-travelling share of the new one.
      const trips = { current: people, new: people * (1 - uptake + uptake * reTravel) };
      for (const [mix, n] of [
        [current, trips.current],
        [next, trips.new],
      ] as const) {
        mix[model.payers.currentPerPatient] += n * cost('currentPerPatient');
        mix.nihb += n * travel * nihb;
        mix[model.payers.costPerKm] += n * travel * (1 - nihb);
      }
      next[model.payers.newPerPatient] += people * uptake * cost('newPerPatient');
    }
    let programCost = 0;
    for (const key of year === 1 ? PROGRAM_COSTS : annualKeys) {
      next[model.payers[key]] += cost(key);
      programCost += cost(key);
    }
    const of = (payer: Payer) => ({
      current: current[payer],
      new: next[payer],
      net: next[payer] - current[payer],
    });
    const byPayer = {
      provincial: of('provincial'),
      nihb: of('nihb'),
      patient: of('patient'),
      other: of('other'),
    };
    const costCurrentMix = sum(PAYERS.map((payer) => current[payer]));
    const costNewMix = sum(PAYERS.map((payer) => next[payer]));
    const newPathway = eligible * uptake;
    years.push({
      year,
      calendarYear,
      eligible,
      currentPathway: eligible - newPathway,
      newPathway,
      reTravelling: newPathway * reTravel,
      kmAvoided,
      costCurrentMix,
      costNewMix,
      programCost,
      net: costNewMix - costCurrentMix,
      byPayer,
    });
  }
  const currentTotal = sum(years.map((y) => y.costCurrentMix));
  const newTotal = sum(years.map((y) => y.costNewMix));
  const netByPayer = noPayers();
  for (const y of years) for (const payer of PAYERS) netByPayer[payer] += y.byPayer[payer].net;
  return {
    eligiblePopulation: years[0]?.eligible ?? 0,
    years,
    currentTotal,
    newTotal,
    netTotal: newTotal - currentTotal,
    netByPayer,
    omissions: omissions(model, targets),
  };
}

/** The base case. */
export const budgetImpact = (model: BiaModel, targets: readonly TargetCommunity[]): BiaResult =>
  compute(model, targets, {});

/** What the model predicts of the new pathway in one year of its horizon, a year's worth. */
export interface PathwayPrediction {
  year: number;
  calendarYear: number;
  /** Eligible people that year (projected or held, as the model says). */
  eligible: number;
  /** Exams on the new pathway: eligible × uptake. */
  sessions: number;
  /** Of them, the share who travel after all (the model's re-travel share). */
  reTravelShare: number;
  /** Round-trip km not travelled, to each community's destination used. */
  kmAvoided: number;
  /** Licences, connectivity, training and staff time (equipment, a one-off, left out). */
  runningCost: number;
  /** The new pathway's cost per patient. */
  perSession: number;
}

/**
 * The base case's new pathway in `year` (1 to the horizon): the figures a follow-up compares the
 * session log with, read from the same computation as the budget impact itself.
 */
export function pathwayPrediction(
  model: BiaModel,
  targets: readonly TargetCommunity[],
  year: number,
): PathwayPrediction {
  if (!Number.isInteger(year) || year < 1 || year > model.horizonYears)
    throw new RangeError(
      `Year ${year} is outside the analysis's ${model.horizonYears}-year horizon.`,
    );
  const y = budgetImpact(model, targets).years[year - 1]!;
  return {
    year,
    calendarYear: y.calendarYear,
    eligible: y.eligible,
    sessions: y.newPathway,
    reTravelShare: model.reTravelShare.value,
    kmAvoided: y.kmAvoided,
    runningCost: sum(
      PROGRAM_COSTS.filter((k) => k !== 'equipment').map((k) => model.costs[k].value),
    ),
    perSession: model.costs.newPerPatient.value,
  };
}

/**
 * What the server stores on every write, for the list and Echo; `notCounted` adds what the
 * server found it could not count beyond the targets themselves (a facility without coordinates).
 */
export function biaTotals(
  model: BiaModel,
  targets: readonly TargetCommunity[],
  notCounted: readonly string[] = [],
) {
  const r = budgetImpact(model, targets);
  return {
    eligiblePopulation: r.eligiblePopulation,
    currentTotal: r.currentTotal,
    newTotal: r.newTotal,
    netTotal: r.netTotal,
    netByYear: r.years.map((y) => y.net),
    netByPayer: r.netByPayer,
    omissions: [...r.omissions, ...notCounted],
  };
}

/** The inputs the model has (uptake only for the years of its horizon), with their sourced values. */
export function modelInputs(model: BiaModel): Array<{ key: InputKey; input: SourcedValue }> {
  return [
    { key: 'eligibleProportion' as const, input: model.eligibleProportion },
    ...model.uptake
      .slice(0, model.horizonYears)
      .map((input, i) => ({ key: UPTAKE_KEYS[i]!, input })),
    { key: 'reTravelShare' as const, input: model.reTravelShare },
    { key: 'nihbShare' as const, input: model.nihbShare },
    ...COST_KEYS.map((key) => ({ key, input: model.costs[key] })),
  ];
}

export interface SensitivityRow {
  key: InputKey;
  label: string;
  low: number;
  high: number;
  /** The net total with this input at its low, and at its high value (others at base). */
  netAtLow: number;
  netAtHigh: number;
  /** |net at high − net at low|: what orders the tornado. */
  swing: number;
}

/** One-way sensitivity: each input at its low and high, the others at base; widest swing first. */
export function oneWaySensitivity(
  model: BiaModel,
  targets: readonly TargetCommunity[],
): SensitivityRow[] {
  const rows = modelInputs(model).map(({ key, input }) => {
    const netAtLow = compute(model, targets, { [key]: input.low }).netTotal;
    const netAtHigh = compute(model, targets, { [key]: input.high }).netTotal;
    return {
      key,
      label: INPUT_LABELS[key],
      low: input.low,
      high: input.high,
      netAtLow,
      netAtHigh,
      swing: Math.abs(netAtHigh - netAtLow),
    };
  });
  // Stable sort: equal swings keep the inputs' order.
  return rows.sort((a, b) => b.swing - a.swing);
}

/** A named set of overrides of the base values. */
export interface Scenario {
  name: string;
  overrides: ReadonlyArray<{ input: InputKey; value: number }>;
}

/** The base case and each scenario, side by side. */
export function scenarioResults(
  model: BiaModel,
  targets: readonly TargetCommunity[],
  scenarios: readonly Scenario[],
): Array<{ name: string; overrides: Scenario['overrides']; result: BiaResult }> {
  return [
    { name: 'Base case', overrides: [], result: budgetImpact(model, targets) },
    ...scenarios.map((s) => ({
      name: s.name,
      overrides: s.overrides,
      result: compute(
        model,
        targets,
        Object.fromEntries(s.overrides.map((o) => [o.input, o.value])),
      ),
    })),
  ];
}

/**
 * The re-travel share the session log supports: sessions whose images were inadequate or after
 * which the patient travelled, of all sessions, with the Wilson 95 % score interval (Wilson, J Am
 * Stat Assoc 1927;22:209–212) as its low and high. Null for an empty log.
 */
export function reTravelFromLog(reTravelled: number, sessions: number): SourcedValue | null {
  if (sessions <= 0) return null;
  const z = 1.959964;
  const p = reTravelled / sessions;
  const denominator = 1 + (z * z) / sessions;
  const centre = (p + (z * z) / (2 * sessions)) / denominator;
  const half =
    (z * Math.sqrt((p * (1 - p)) / sessions + (z * z) / (4 * sessions * sessions))) / denominator;
  const round = (n: number) => Math.round(n * 10000) / 10000;
  return {
    value: round(p),
    low: round(Math.max(0, Math.min(p, centre - half))),
    high: round(Math.min(1, Math.max(p, centre + half))),
    source: `The hub's tele-ultrasound session log: ${reTravelled} of ${sessions} sessions inadequate or followed by travel (low and high: Wilson 95 % interval).`,
  };
}

/** Whether an input is a proportion (0–1) rather than dollars. */
export const isProportion = (key: InputKey) =>
  key === 'eligibleProportion' ||
  key === 'reTravelShare' ||
  key === 'nihbShare' ||
  key.startsWith('uptake');
