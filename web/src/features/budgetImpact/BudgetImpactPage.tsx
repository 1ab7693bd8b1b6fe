import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import {
  INPUT_LABELS,
  PAYERS,
  PAYER_LABELS,
  budgetImpact,
  communityEffects,
  modelInputs,
  oneWaySensitivity,
  paths,
  populationIn,
  scenarioResults,
} from '@hta/functions/contract';
import { count } from '@hta/functions/contract/plural';

import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { RecordHeader, RecordState, dateTime, number } from '../../components/registry/RecordParts';
import { useDeleteRecord, useRecord } from '../../lib/registries';
import { useSession } from '../../lib/session';
import { dollars, inputValue, netDollars, people, percent } from './format';
import { ScrollingTable } from '../../components/ScrollingTable';

const TornadoChart = lazy(() => import('./TornadoChart'));

const METHOD =
  'Method: Sullivan et al., "Budget impact analysis — principles of good practice: report of the ISPOR 2012 BIA Good Practice II Task Force", Value Health 2014;17:5–14. Costs in CAD, undiscounted.';

function Section({
  title,
  children,
  note,
}: {
  title: string;
  children: ReactNode;
  note?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
      {note && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}

const right = { align: 'right' } as const;

/** A destination with its round trip; the one the model uses says so. */
function Destination({
  d,
  used,
}: {
  d: { name: string; roundTripKm: number } | null;
  used: boolean;
}) {
  if (!d) return <>—</>;
  return (
    <>
      {d.name}, {number(d.roundTripKm, 1)} km{used && <strong> (used)</strong>}
    </>
  );
}
const strong = { fontWeight: 700 } as const;

/** /budget-impact/:id: the per-year table, the target population, the sensitivity and scenarios. */
export default function BudgetImpactPage() {
  const { id = '' } = useParams();
  const { claims } = useSession();
  const query = useRecord('budgetImpacts', id);
  const remove = useDeleteRecord('budgetImpacts');
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { budgetImpact: a } = query.data;
  // The same module the server stored the totals with (functions/src/features/budgetImpact/bia.ts).
  const result = budgetImpact(a, a.targets);
  const sensitivity = oneWaySensitivity(a, a.targets);
  const scenarios = scenarioResults(a, a.targets, a.scenarios);
  const effects = communityEffects(a, a.targets);
  const inputs = modelInputs(a);
  const p = a.eligibleProportion;
  // Saved before a trip was required: the server refuses such a target now.
  const untravelled = a.targets.filter((t) => t.roundTripKm === null);
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <RecordHeader
        title={a.title}
        subtitle={
          <>
            <Link component={RouterLink} to={paths.technology(a.technologyId)}>
              {a.technologyName ?? 'Technology'}
            </Link>{' '}
            · {count(a.horizonYears, 'year')} · {a.perspective}
          </>
        }
        actions={
          <>
            <Button component={RouterLink} to={paths.budgetImpactCopy(a.id)}>
              Start from a copy
            </Button>
            <Button variant="contained" component={RouterLink} to={paths.budgetImpactEdit(a.id)}>
              Edit
            </Button>
          </>
        }
      />
      {untravelled.length > 0 && (
        <Alert severity="error" role="alert">
          Travel is not counted for {untravelled.map((t) => t.name).join(', ')}: no trip to a
          hospital was known when this analysis was saved, so the current pathway&apos;s cost and
          every total below are understated. Set each community&apos;s location or its distance to
          the nearest hospital with its source on its form, then save this analysis again.
        </Alert>
      )}
      <Section title="Net budget impact" note={METHOD}>
        <Typography variant="h4" component="p" data-testid="net-total">
          {netDollars(result.netTotal)}
        </Typography>
        <Typography color="text.secondary">
          over {count(a.horizonYears, 'year')}: {dollars(result.newTotal)} with the technology
          against {dollars(result.currentTotal)} for the current mix of care, for{' '}
          {people(result.eligiblePopulation)} eligible people a year.
        </Typography>
      </Section>
      {a.totals.omissions.length > 0 && (
        <Alert severity="warning" aria-label="What the model could not count">
          Not counted: {a.totals.omissions.join(' ')}
        </Alert>
      )}
      <Section
        title="By payer"
        note={
          <>
            Who pays each cost is an input (below); travel is split with NIHB by each community's
            census type (a First Nations reserve or settlement: all of it) or the analysis's NIHB
            share ({percent(a.nihbShare.value)}; {a.nihbShare.source}). The payers' nets add up to
            the net budget impact.
          </>
        }
      >
        <ScrollingTable pin="last">
          <Table size="small" aria-label="Net budget impact per payer">
            <TableHead>
              <TableRow>
                <TableCell>Payer</TableCell>
                {result.years.map((y) => (
                  <TableCell key={y.year} {...right}>
                    Year {y.year}
                  </TableCell>
                ))}
                <TableCell {...right}>Net total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {PAYERS.map((payer) => (
                <TableRow key={payer}>
                  <TableCell>{PAYER_LABELS[payer]}</TableCell>
                  {result.years.map((y) => (
                    <TableCell key={y.year} {...right}>
                      {dollars(y.byPayer[payer].net)}
                    </TableCell>
                  ))}
                  <TableCell {...right} sx={strong}>
                    {dollars(result.netByPayer[payer])}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollingTable>
      </Section>
      <Section
        title="Per year"
        note="Figures computed from the target population and the inputs below, each with its source there."
      >
        <ScrollingTable pin="last">
          <Table size="small" aria-label="Budget impact per year">
            <TableHead>
              <TableRow>
                <TableCell>Year</TableCell>
                <TableCell {...right}>Eligible</TableCell>
                <TableCell {...right}>Current pathway (patients)</TableCell>
                <TableCell {...right}>New pathway (patients)</TableCell>
                <TableCell {...right}>Of them, travel again</TableCell>
                <TableCell {...right}>Current mix</TableCell>
                <TableCell {...right}>New mix</TableCell>
                <TableCell {...right}>Net impact</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.years.map((y) => (
                <TableRow key={y.year}>
                  <TableCell>
                    Year {y.year} ({y.calendarYear})
                  </TableCell>
                  <TableCell {...right}>{people(y.eligible)}</TableCell>
                  <TableCell {...right}>{people(y.currentPathway)}</TableCell>
                  <TableCell {...right}>{people(y.newPathway)}</TableCell>
                  <TableCell {...right}>{people(y.reTravelling)}</TableCell>
                  <TableCell {...right}>{dollars(y.costCurrentMix)}</TableCell>
                  <TableCell {...right}>{dollars(y.costNewMix)}</TableCell>
                  <TableCell {...right}>{dollars(y.net)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={5} sx={strong}>
                  Total
                </TableCell>
                <TableCell {...right} sx={strong}>
                  {dollars(result.currentTotal)}
                </TableCell>
                <TableCell {...right} sx={strong}>
                  {dollars(result.newTotal)}
                </TableCell>
                <TableCell {...right} sx={strong}>
                  {dollars(result.netTotal)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </ScrollingTable>
      </Section>
      <Section
        title="Target population"
        note={
          <>
            Eligible = population × {percent(p.value)} (source: {p.source}); the population is{' '}
            {a.population.method === 'projected'
              ? `projected from ${a.population.firstYear} on at each community's 2016→2021 change a year (geometric; Statistics Canada, 2016 and 2021 Censuses)`
              : 'held at 2021 (Statistics Canada, 2021 Census)'}
            . Destination: the nearest facility declaring {a.service} (great-circle distance, there
            and back), or where the tele-ultrasound log shows the community's patients were sent;
            this analysis uses{' '}
            {a.destinationBasis === 'session log'
              ? 'the session log where it has one'
              : 'the nearest providing facility'}
            . Of the patients on the new pathway, {percent(a.reTravelShare.value)} travel and have
            the exam in person after all ({a.reTravelShare.source}). Read from the hub's data when
            the analysis was last saved ({dateTime(a.updatedAt)}).
          </>
        }
      >
        <ScrollingTable pin="first">
          <Table size="small" aria-label="Target communities">
            <TableHead>
              <TableRow>
                <TableCell>Community</TableCell>
                <TableCell {...right}>Population 2016</TableCell>
                <TableCell {...right}>Population 2021</TableCell>
                <TableCell {...right}>Remoteness</TableCell>
                <TableCell {...right}>Eligible, year 1</TableCell>
                <TableCell>Nearest providing {a.service}</TableCell>
                <TableCell>Session log destination</TableCell>
                <TableCell {...right}>Round trip used (km)</TableCell>
                <TableCell>Source</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {a.targets.map((t) => (
                <TableRow key={t.id}>
                  <TableCell>
                    <Link component={RouterLink} to={paths.community(t.id)}>
                      {t.name}
                    </Link>
                  </TableCell>
                  <TableCell {...right}>{number(t.population2016)}</TableCell>
                  <TableCell {...right}>{number(t.population2021)}</TableCell>
                  <TableCell {...right}>
                    {t.remotenessIndex === null ? '—' : number(t.remotenessIndex, 3)}
                  </TableCell>
                  <TableCell {...right}>
                    {people(
                      (populationIn(t, a.population.method, a.population.firstYear) ?? 0) * p.value,
                    )}
                  </TableCell>
                  <TableCell>
                    <Destination
                      d={t.nearestProviding}
                      used={t.destinationUsed === 'nearest providing'}
                    />
                  </TableCell>
                  <TableCell>
                    <Destination d={t.logDestination} used={t.destinationUsed === 'session log'} />
                  </TableCell>
                  <TableCell {...right} title={t.travelNote} sx={strong}>
                    {t.roundTripKm === null ? '—' : number(t.roundTripKm, 1)}
                  </TableCell>
                  <TableCell sx={{ minWidth: 240 }}>
                    {t.source}; distance: {t.travelNote}
                    {t.nihbNote && <> Payer: {t.nihbNote}</>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollingTable>
      </Section>
      <Section
        title="Effect per community"
        note={`Over the ${a.horizonYears}-year horizon, from the model run for each community on its own. The programme's costs (equipment, licences, connectivity, training, staff) serve every community and stay in the totals above, not in each community's net.`}
      >
        <ScrollingTable pin="first">
          <Table size="small" aria-label="Effect per community">
            <TableHead>
              <TableRow>
                <TableCell>Community</TableCell>
                <TableCell {...right}>People served (new pathway)</TableCell>
                <TableCell {...right}>Trips avoided</TableCell>
                <TableCell {...right}>Km avoided</TableCell>
                <TableCell {...right}>Net before programme costs</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {effects.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>{e.name}</TableCell>
                  <TableCell {...right}>{people(e.served)}</TableCell>
                  <TableCell {...right}>{people(e.tripsAvoided)}</TableCell>
                  <TableCell {...right}>
                    {e.kmAvoided === null ? '—' : number(e.kmAvoided, 0)}
                  </TableCell>
                  <TableCell {...right}>{netDollars(e.netBeforeProgramme)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollingTable>
      </Section>
      <Section title="Inputs">
        <ScrollingTable pin="first">
          <Table size="small" aria-label="Inputs with their ranges and sources">
            <TableHead>
              <TableRow>
                <TableCell>Input</TableCell>
                <TableCell {...right}>Base</TableCell>
                <TableCell {...right}>Low</TableCell>
                <TableCell {...right}>High</TableCell>
                <TableCell>Source</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {inputs.map(({ key, input }) => (
                <TableRow key={key}>
                  <TableCell>{INPUT_LABELS[key]}</TableCell>
                  <TableCell {...right}>{inputValue(key, input.value)}</TableCell>
                  <TableCell {...right}>{inputValue(key, input.low)}</TableCell>
                  <TableCell {...right}>{inputValue(key, input.high)}</TableCell>
                  <TableCell sx={{ minWidth: 240 }}>{input.source}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollingTable>
      </Section>
      <Section
        title="One-way sensitivity"
        note="Each input at its low and at its high value (sources and ranges above), the others at base; the widest swing first."
      >
        <ScrollingTable pin="first">
          <Table size="small" aria-label="One-way sensitivity of the net total">
            <TableHead>
              <TableRow>
                <TableCell>Input</TableCell>
                <TableCell {...right}>Low</TableCell>
                <TableCell {...right}>Net total at low</TableCell>
                <TableCell {...right}>High</TableCell>
                <TableCell {...right}>Net total at high</TableCell>
                <TableCell {...right}>Swing</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sensitivity.map((r) => (
                <TableRow key={r.key}>
                  <TableCell>{r.label}</TableCell>
                  <TableCell {...right}>{inputValue(r.key, r.low)}</TableCell>
                  <TableCell {...right}>{dollars(r.netAtLow)}</TableCell>
                  <TableCell {...right}>{inputValue(r.key, r.high)}</TableCell>
                  <TableCell {...right}>{dollars(r.netAtHigh)}</TableCell>
                  <TableCell {...right}>{dollars(r.swing)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollingTable>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          Tornado: change in the net total from the base ({dollars(result.netTotal)})
        </Typography>
        <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
          <TornadoChart rows={sensitivity} base={result.netTotal} />
        </Suspense>
      </Section>
      <Section
        title="Scenarios"
        note="Each scenario changes the named inputs from their base values; the rest as above."
      >
        <ScrollingTable pin="first">
          <Table size="small" aria-label="Scenarios side by side">
            <TableHead>
              <TableRow>
                <TableCell />
                {scenarios.map((s) => (
                  <TableCell key={s.name} {...right}>
                    {s.name}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell>Changes</TableCell>
                {scenarios.map((s) => (
                  <TableCell key={s.name} {...right}>
                    {s.overrides.length === 0
                      ? 'Base values'
                      : s.overrides
                          .map((o) => `${INPUT_LABELS[o.input]}: ${inputValue(o.input, o.value)}`)
                          .join('; ')}
                  </TableCell>
                ))}
              </TableRow>
              {result.years.map((y, i) => (
                <TableRow key={y.year}>
                  <TableCell>Net, year {y.year}</TableCell>
                  {scenarios.map((s) => (
                    <TableCell key={s.name} {...right}>
                      {dollars(s.result.years[i]!.net)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell sx={strong}>Net total</TableCell>
                {scenarios.map((s) => (
                  <TableCell key={s.name} {...right} sx={strong}>
                    {dollars(s.result.netTotal)}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          </Table>
        </ScrollingTable>
      </Section>
      {a.notes && (
        <Section title="Notes">
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{a.notes}</Typography>
        </Section>
      )}
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={paths.budgetImpacts}>
          All analyses
        </Button>
        {claims.admin && (
          <DeleteRecordButton
            label="budget impact analysis"
            name={a.title}
            remove={() => remove.mutateAsync({ id: a.id, version: a.version })}
            then={paths.budgetImpacts}
          />
        )}
      </Stack>
    </Stack>
  );
}
