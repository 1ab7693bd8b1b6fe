// A technology's follow-up: whether its reassessment is due and why, one indicator's months as a
// chart, and every indicator's months observed against the target in a table.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import {
  INDICATORS,
  INDICATOR_KEYS,
  formatIndicatorValue,
  paths,
  type ComparisonAnswer,
  type FollowUpPlan,
  type IndicatorKey,
} from '@hta/functions/contract';

import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { Facts, RecordHeader, RecordState } from '../../components/registry/RecordParts';
import { date, percentChange } from '../../lib/format';
import { useDeleteRecord, useRecord } from '../../lib/registries';

const FollowUpChart = lazy(() => import('./FollowUpChart'));

/** The indicators a plan follows: those with a target, and go-lives when it names facilities. */
const followed = (plan: FollowUpPlan): IndicatorKey[] =>
  INDICATOR_KEYS.filter((k) =>
    k === 'goLives' ? plan.facilities.length > 0 : plan.targets[k].value !== null,
  );

/** /follow-up/:id. */
export default function FollowUpPage() {
  const { id = '' } = useParams();
  const query = useRecord('followUpPlans', id);
  const remove = useDeleteRecord('followUpPlans');
  const [chosen, setChosen] = useState<IndicatorKey | null>(null);
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { followUpPlan: plan, technology, facilities, comparison } = query.data;
  const indicators = followed(plan);
  const indicator = chosen ?? indicators[0] ?? 'sessionsPerMonth';
  const name = technology?.name ?? plan.technologyName ?? 'The technology';
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <RecordHeader
        title={`Follow-up: ${name}`}
        subtitle={`Observed against predicted since ${plan.startMonth} · as of ${date(comparison.asOf)}`}
        actions={
          <Button variant="contained" component={RouterLink} to={paths.followUpPlanEdit(plan.id)}>
            Edit the plan
          </Button>
        }
      />
      <Verdict comparison={comparison} />
      {comparison.truncated && (
        <Alert severity="info">
          The log holds more sessions than one comparison reads: the earliest months may be
          incomplete.
        </Alert>
      )}
      <Facts
        title="The plan"
        facts={[
          {
            label: 'Technology',
            value: (
              <Link component={RouterLink} to={paths.technology(plan.technologyId)}>
                {name}
              </Link>
            ),
          },
          { label: 'Review date', value: date(plan.reviewDate) },
          {
            label: 'Facilities',
            value: facilities.length
              ? facilities.map((f, i) => (
                  <span key={f.id}>
                    {i > 0 && ', '}
                    <Link component={RouterLink} to={paths.facility(f.id)}>
                      {f.name}
                    </Link>
                  </span>
                ))
              : 'Every facility’s sessions count',
          },
          {
            label: 'Targets from',
            value: plan.budgetImpactId ? (
              <Link component={RouterLink} to={paths.budgetImpact(plan.budgetImpactId)}>
                The budget impact analysis
              </Link>
            ) : (
              'Entered by staff (sources below)'
            ),
          },
          { label: 'Notes', value: plan.notes },
        ]}
      />
      <Targets plan={plan} />
      {comparison.months.length === 0 ? (
        <Alert severity="info">
          The follow-up starts in {plan.startMonth}: there is nothing to compare yet.
        </Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Typography variant="h6" component="h2">
                Month by month
              </Typography>
              <TextField
                select
                size="small"
                label="Indicator in the chart"
                value={indicator}
                onChange={(e) => setChosen(e.target.value as IndicatorKey)}
                sx={{ minWidth: 240 }}
              >
                {indicators.map((k) => (
                  <MenuItem key={k} value={k}>
                    {INDICATORS[k].label}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
              <FollowUpChart comparison={comparison} indicator={indicator} />
            </Suspense>
            <Typography variant="body2" color="text.secondary">
              The current month is partial: shown as observed so far, never judged.
            </Typography>
          </Paper>
          <MonthTable comparison={comparison} indicators={indicators} />
        </>
      )}
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={paths.followUps}>
          All follow-ups
        </Button>
        <DeleteRecordButton
          label="follow-up plan"
          name={`the follow-up of ${name}`}
          remove={() => remove.mutateAsync({ id: plan.id, version: plan.version })}
          then={paths.followUps}
        />
      </Stack>
    </Stack>
  );
}

function Verdict({ comparison }: { comparison: ComparisonAnswer }) {
  if (!comparison.reassessmentDue)
    return (
      <Alert severity="success">
        On track: no indicator has been more than 20 % off its target for two months in a row, and
        the review date has not passed.
      </Alert>
    );
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>Reassessment due</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {comparison.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </Alert>
  );
}

function Targets({ plan }: { plan: FollowUpPlan }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Indicators
      </Typography>
      <Table size="small" aria-label="Indicators and their targets">
        <TableHead>
          <TableRow>
            <TableCell>Indicator</TableCell>
            <TableCell>Target a month</TableCell>
            <TableCell>Bad when</TableCell>
            <TableCell>Source</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {INDICATOR_KEYS.map((k) => {
            const { label, unit, bad } = INDICATORS[k];
            const target = k === 'goLives' ? null : plan.targets[k];
            return (
              <TableRow key={k}>
                <TableCell>{label}</TableCell>
                <TableCell>
                  {k === 'goLives'
                    ? plan.facilities.length
                      ? 'By the planned go-live dates'
                      : 'Not followed'
                    : target?.value === null || !target
                      ? 'Not watched'
                      : formatIndicatorValue(unit, target.value)}
                </TableCell>
                <TableCell>{bad === 'below' ? 'Below target' : 'Above target'}</TableCell>
                <TableCell>
                  {k === 'goLives' ? 'The plan’s facilities' : (target?.source ?? '—')}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}

function MonthTable({
  comparison,
  indicators,
}: {
  comparison: ComparisonAnswer;
  indicators: IndicatorKey[];
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Observed against target
      </Typography>
      <Table size="small" aria-label="Observed against target, by month">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Month
            </TableCell>
            {indicators.map((k) => (
              <TableCell key={k} component="th" scope="col">
                {INDICATORS[k].label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {comparison.months.map((m) => (
            <TableRow key={m.month}>
              <TableCell component="th" scope="row">
                {m.partial ? `${m.month} (so far)` : m.month}
              </TableCell>
              {indicators.map((k) => {
                const c = m.cells[k];
                const { unit } = INDICATORS[k];
                return (
                  <TableCell
                    key={k}
                    sx={c.off ? { color: 'error.main', fontWeight: 600 } : undefined}
                  >
                    {c.observed === null ? 'none' : formatIndicatorValue(unit, c.observed)}
                    {' / '}
                    {c.target === null ? '—' : formatIndicatorValue(unit, c.target)}
                    {c.deviation !== null && ` (${percentChange(c.deviation, 0)})`}
                    {c.off && ' — off target'}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Each cell: observed / target (difference). Off target: more than 20 % from the target in the
        bad direction; two complete months in a row off make a reassessment due.
      </Typography>
    </Paper>
  );
}
