// The targets a budget impact analysis predicts for one year of its horizon, per month, each with
// its source (the analysis and the figures it multiplies), to prefill a follow-up plan:
//   sessions a month  = Σ_c population2021_c × eligible proportion × uptake_y ÷ 12
//   km avoided a month = Σ_c population2021_c × eligible proportion × uptake_y × round-trip km_c ÷ 12
//   running cost a month = (licences + connectivity + training + staff time) ÷ 12
//   cost per session  = running cost a month ÷ sessions a month + cost per patient, new pathway
//   share needing travel = 0: the analysis counts no patient on the new pathway as travelling
// Equipment is a one-off of year 1 and is left out of the monthly running cost, so a month's cost
// per session is comparable across the years.
import { cad, decimal } from '../../contract/numbers.js';
import type { BudgetImpact } from '../budgetImpact/public.js';
import type { PlanTargets } from './plan.js';

export type AnalysisForPrediction = Pick<
  BudgetImpact,
  'title' | 'horizonYears' | 'eligibleProportion' | 'uptake' | 'costs' | 'targets'
>;

export interface Prediction {
  targets: Pick<PlanTargets, 'sessionsPerMonth' | 'shareTravel' | 'kmAvoided' | 'costPerSession'>;
  costBasis: { fixedPerMonth: number; perSession: number; source: string };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** What the analysis predicts a month in `year` (1 to its horizon). */
export function predictionFromAnalysis(a: AnalysisForPrediction, year: number): Prediction {
  if (!Number.isInteger(year) || year < 1 || year > a.horizonYears)
    throw new RangeError(`Year ${year} is outside the analysis's ${a.horizonYears}-year horizon.`);
  const uptake = a.uptake[year - 1]!.value;
  const p = a.eligibleProportion.value;
  const perMonth = (perPerson: (t: AnalysisForPrediction['targets'][number]) => number) =>
    a.targets.reduce((sum, t) => sum + (t.population2021 ?? 0) * p * uptake * perPerson(t), 0) / 12;
  const sessions = perMonth(() => 1);
  const km = perMonth((t) => t.roundTripKm ?? 0);
  const c = a.costs;
  const running =
    (c.licences.value + c.connectivity.value + c.training.value + c.staffTime.value) / 12;
  const perSession = c.newPerPatient.value;
  const of = `"${a.title}", year ${year}`;
  const people = `eligible people (2021 population × ${decimal(p, 2)}) × uptake ${decimal(uptake, 2)} ÷ 12`;
  return {
    targets: {
      sessionsPerMonth: { value: round(sessions, 1), source: `Budget impact ${of}: ${people}.` },
      kmAvoided: {
        value: round(km, 0),
        source: `Budget impact ${of}: ${people} × each community's round-trip km.`,
      },
      shareTravel: {
        value: 0,
        source: `Budget impact ${of}: the analysis counts no patient on the new pathway as travelling.`,
      },
      costPerSession: {
        value: sessions > 0 ? round(running / sessions + perSession, 2) : null,
        source: `Budget impact ${of}: running costs ${cad(running)} a month ÷ predicted sessions + ${cad(perSession)} per patient on the new pathway (equipment left out).`,
      },
    },
    costBasis: {
      fixedPerMonth: round(running, 2),
      perSession,
      source: `Budget impact ${of}: licences, connectivity, training and staff time ÷ 12; cost per patient on the new pathway.`,
    },
  };
}
