// Budget impact analysis (Sullivan et al., "Budget impact analysis — principles of good practice:
// report of the ISPOR 2012 BIA Good Practice II Task Force", Value Health 2014;17:5–14): a
// simple, transparent calculator, the one place the method lives. The server stores its totals on
// every write (for the list and Echo); the record page runs the same functions.
//
// Per year y of the horizon (undiscounted, as the guidance asks of a budget holder's view):
//   eligible_c        = population2021_c × eligible proportion            (per target community c)
//   current cost_c    = current cost per patient + round-trip km_c × cost per km
//   current mix_y     = Σ_c eligible_c × current cost_c                   (everyone on today's path)
//   new mix_y         = Σ_c eligible_c × (1 − uptake_y) × current cost_c
//                       + Σ_c eligible_c × uptake_y × cost per patient on the new pathway
//                       + equipment (year 1 only) + licences + connectivity + training + staff time
//   net_y             = new mix_y − current mix_y;  net total = Σ_y net_y

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

export const MAX_HORIZON = 5;
export const UPTAKE_KEYS = ['uptake1', 'uptake2', 'uptake3', 'uptake4', 'uptake5'] as const;
export type UptakeKey = (typeof UPTAKE_KEYS)[number];
/** Every input a sensitivity analysis or a scenario can vary. */
export const INPUT_KEYS = ['eligibleProportion', ...UPTAKE_KEYS, ...COST_KEYS] as const;
export type InputKey = (typeof INPUT_KEYS)[number];

export const INPUT_LABELS: Record<InputKey, string> = {
  eligibleProportion: 'Eligible proportion of the population',
  uptake1: 'Uptake, year 1',
  uptake2: 'Uptake, year 2',
  uptake3: 'Uptake, year 3',
  uptake4: 'Uptake, year 4',
  uptake5: 'Uptake, year 5',
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

/** What the method needs of an analysis (its stored fields have these and more). */
export interface BiaModel {
  horizonYears: number;
  eligibleProportion: SourcedValue;
  /** One per year of the horizon. */
  uptake: readonly SourcedValue[];
  costs: Record<CostKey, SourcedValue>;
}

/** A target community as the server read it from the hub's data on the last save. */
export interface TargetCommunity {
  id: string;
  name: string;
  population2021: number | null;
  remotenessIndex: number | null;
  /** Round trip to the nearest hospital, km (as the tele-ultrasound log computes it). */
  roundTripKm: number | null;
  hospitalName: string | null;
  /** How the distance was found, or why it was not. */
  travelNote: string;
  /** The community record's own data source. */
  source: string;
}

export interface YearResult {
  year: number;
  eligible: number;
  /** Patients on each pathway. */
  currentPathway: number;
  newPathway: number;
  costCurrentMix: number;
  costNewMix: number;
  /** Of the new mix: the new pathway's programme costs that year. */
  programCost: number;
  net: number;
}

export interface BiaResult {
  eligiblePopulation: number;
  years: YearResult[];
  currentTotal: number;
  newTotal: number;
  netTotal: number;
}

const sum = (ns: readonly number[]) => ns.reduce((a, b) => a + b, 0);

/** The model's base values, by input key (uptake beyond the horizon: none). */
export function baseValues(model: BiaModel): Partial<Record<InputKey, number>> {
  const values: Partial<Record<InputKey, number>> = {
    eligibleProportion: model.eligibleProportion.value,
  };
  model.uptake.slice(0, MAX_HORIZON).forEach((u, i) => (values[UPTAKE_KEYS[i]!] = u.value));
  for (const key of COST_KEYS) values[key] = model.costs[key].value;
  return values;
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
  const eligibleOf = (t: TargetCommunity) => (t.population2021 ?? 0) * p;
  const eligible = sum(targets.map(eligibleOf));
  const currentMix = sum(
    targets.map(
      (t) => eligibleOf(t) * (cost('currentPerPatient') + (t.roundTripKm ?? 0) * cost('costPerKm')),
    ),
  );
  const annualProgram =
    cost('licences') + cost('connectivity') + cost('training') + cost('staffTime');
  const years: YearResult[] = [];
  for (let year = 1; year <= model.horizonYears; year++) {
    const uptake = v[UPTAKE_KEYS[year - 1]!] ?? 0;
    const programCost = annualProgram + (year === 1 ? cost('equipment') : 0);
    const newPathway = eligible * uptake;
    const costNewMix = currentMix * (1 - uptake) + newPathway * cost('newPerPatient') + programCost;
    years.push({
      year,
      eligible,
      currentPathway: eligible - newPathway,
      newPathway,
      costCurrentMix: currentMix,
      costNewMix,
      programCost,
      net: costNewMix - currentMix,
    });
  }
  const currentTotal = sum(years.map((y) => y.costCurrentMix));
  const newTotal = sum(years.map((y) => y.costNewMix));
  return {
    eligiblePopulation: eligible,
    years,
    currentTotal,
    newTotal,
    netTotal: newTotal - currentTotal,
  };
}

/** The base case. */
export const budgetImpact = (model: BiaModel, targets: readonly TargetCommunity[]): BiaResult =>
  compute(model, targets, {});

/** What the server stores on every write, for the list and Echo. */
export function biaTotals(model: BiaModel, targets: readonly TargetCommunity[]) {
  const r = budgetImpact(model, targets);
  return {
    eligiblePopulation: r.eligiblePopulation,
    currentTotal: r.currentTotal,
    newTotal: r.newTotal,
    netTotal: r.netTotal,
    netByYear: r.years.map((y) => y.net),
  };
}

/** The inputs the model has (uptake only for the years of its horizon), with their sourced values. */
export function modelInputs(model: BiaModel): Array<{ key: InputKey; input: SourcedValue }> {
  return [
    { key: 'eligibleProportion' as const, input: model.eligibleProportion },
    ...model.uptake
      .slice(0, model.horizonYears)
      .map((input, i) => ({ key: UPTAKE_KEYS[i]!, input })),
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

/** Whether an input is a proportion (0–1) rather than dollars. */
export const isProportion = (key: InputKey) =>
  key === 'eligibleProportion' || key.startsWith('uptake');
