// The targets a budget impact analysis predicts for one year of its horizon, per month, each with
// its source, to prefill a follow-up plan. The figures are the analysis's own base case for that
// year (`pathwayPrediction` in budgetImpact/bia.ts: the projected or held population, each
// community's destination used, the re-travel share), never a second computation:
//   sessions a month     = new-pathway exams that year ÷ 12
//   km avoided a month   = round-trip km not travelled that year ÷ 12 (re-travellers travel)
//   share needing travel = the analysis's re-travel share
//   running cost a month = (licences + connectivity + training + staff time) ÷ 12
//   cost per session     = running cost a month ÷ sessions a month + cost per patient, new pathway
// Equipment is a one-off of year 1 and is left out of the monthly running cost, so a month's cost
// per session is comparable across the years.
import { cad, decimal } from '../../contract/numbers.js';
import { pathwayPrediction, type BiaModel, type BudgetImpact } from '../budgetImpact/public.js';
import type { PlanTargets } from './plan.js';

export type AnalysisForPrediction = BiaModel &
  Pick<BudgetImpact, 'title' | 'targets' | 'destinationBasis'>;

export interface Prediction {
  targets: Pick<PlanTargets, 'sessionsPerMonth' | 'shareTravel' | 'kmAvoided' | 'costPerSession'>;
  costBasis: { fixedPerMonth: number; perSession: number; source: string };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Each community's destination used and its round trip, in words. */
const destinations = (a: AnalysisForPrediction) =>
  a.targets
    .map(
      (t) =>
        `${t.name} → ${t.hospitalName ?? 'no destination'}${t.roundTripKm === null ? '' : ` ${decimal(t.roundTripKm, 1)} km`}${t.destinationUsed ? ` (${t.destinationUsed})` : ''}`,
    )
    .join('; ');

/** What the analysis predicts a month in `year` (1 to its horizon). */
export function predictionFromAnalysis(a: AnalysisForPrediction, year: number): Prediction {
  const y = pathwayPrediction(a, a.targets, year);
  const uptake = a.uptake[year - 1]!.value;
  const sessions = y.sessions / 12;
  const running = y.runningCost / 12;
  const of = `"${a.title}", year ${year} (${y.calendarYear})`;
  const population =
    a.population.method === 'projected'
      ? `population projected to ${y.calendarYear} from the 2016→2021 change`
      : 'population held at 2021';
  const people = `eligible people (${population}, × ${decimal(a.eligibleProportion.value, 2)}) × uptake ${decimal(uptake, 2)} ÷ 12`;
  const reTravel = decimal(y.reTravelShare, 2);
  return {
    targets: {
      sessionsPerMonth: { value: round(sessions, 1), source: `Budget impact ${of}: ${people}.` },
      kmAvoided: {
        value: round(y.kmAvoided / 12, 0),
        source: `Budget impact ${of}: ${people} × (1 − re-travel share ${reTravel}) × each community's round trip to its destination used (basis: ${a.destinationBasis}): ${destinations(a)}.`,
      },
      shareTravel: {
        value: round(y.reTravelShare, 4),
        source: `Budget impact ${of}: its re-travel share on the new pathway, ${reTravel} (${a.reTravelShare.source.replace(/\.$/, '')}).`,
      },
      costPerSession: {
        value: sessions > 0 ? round(running / sessions + y.perSession, 2) : null,
        source: `Budget impact ${of}: running costs ${cad(running)} a month ÷ predicted sessions + ${cad(y.perSession)} per patient on the new pathway (equipment left out).`,
      },
    },
    costBasis: {
      fixedPerMonth: round(running, 2),
      perSession: y.perSession,
      source: `Budget impact ${of}: licences, connectivity, training and staff time ÷ 12; cost per patient on the new pathway.`,
    },
  };
}
