// The decision's own sections of a dossier as one snapshot shows them: who it serves and who
// was asked (equity and engagement), the Evidence-to-Decision table with each criterion's linked
// figures, and the conclusions — the type of recommendation, its justification, conditions with
// their owners, considerations, the monitoring plan, research priorities and the declared
// conflicts of interest.
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import {
  ETD_CRITERIA,
  etdLinkedEvidence,
  monitoringRows,
  paths,
  type DossierSnapshot,
} from '@hta/functions/contract';

import { decimal } from '../../lib/format';

import { capital, day } from './format';

const Missing = ({ children }: { children: ReactNode }) => (
  <Typography color="text.secondary">{children}</Typography>
);

const Heading = ({ children }: { children: ReactNode }) => (
  <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
    {children}
  </Typography>
);

const FLAG_LABELS = {
  'First Nations reserve': 'First Nations reserve',
  'First Nations settlement': 'First Nations settlement',
  northern: 'Northern',
} as const;

export function Equity({ s }: { s: DossierSnapshot }) {
  const e = s.equity;
  if (!e) return <Missing>This version was approved before equity was recorded.</Missing>;
  return (
    <>
      {e.communities.length === 0 ? (
        <Missing>
          No community named: choose the communities it serves, or a budget impact analysis.
        </Missing>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Communities served">
            <TableHead>
              <TableRow>
                <TableCell>Community</TableCell>
                <TableCell>Census type</TableCell>
                <TableCell align="right">People (2021)</TableCell>
                <TableCell align="right">Round trip now (km)</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {e.communities.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>
                    <Link component={RouterLink} to={paths.community(c.id)}>
                      {c.name}
                    </Link>
                    {c.flag && (
                      <Chip
                        size="small"
                        sx={{ ml: 1 }}
                        label={FLAG_LABELS[c.flag]}
                        color={c.flag === 'northern' ? 'default' : 'primary'}
                      />
                    )}
                  </TableCell>
                  <TableCell>{c.type ?? '—'}</TableCell>
                  <TableCell align="right">
                    {c.population2021 === null ? '—' : decimal(c.population2021)}
                  </TableCell>
                  <TableCell align="right">
                    {c.roundTripKm === null ? 'not in the analysis' : decimal(c.roundTripKm)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Source: census subdivision types and populations, Statistics Canada 2021 Census; round trips
        from the budget impact analysis&apos;s target communities.
      </Typography>
      <Heading>Engagement ({e.engagements.length})</Heading>
      {e.engagements.length === 0 ? (
        <Missing>No engagement recorded.</Missing>
      ) : (
        <Stack component="ul" spacing={1} sx={{ pl: 2, m: 0 }}>
          {e.engagements.map((g, i) => (
            <li key={i}>
              <Typography>
                <strong>{g.parties}</strong> — {day(g.date)}, {g.method}
                {g.people ? ` (${g.people})` : ''}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {g.said}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
      <Heading>Data governance (OCAP®)</Heading>
      {e.dataGovernance ? (
        <>
          <Typography>Agreement: {e.dataGovernance.reference}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {e.dataGovernance.ocap}
          </Typography>
        </>
      ) : (
        <Missing>No data-governance agreement recorded.</Missing>
      )}
      <Heading>Cultural-safety review</Heading>
      {e.culturalSafety ? (
        <Typography sx={{ whiteSpace: 'pre-line' }}>
          {e.culturalSafety.reviewer}, {day(e.culturalSafety.date)}: {e.culturalSafety.findings}
        </Typography>
      ) : (
        <Missing>No cultural-safety review recorded.</Missing>
      )}
    </>
  );
}

export function EvidenceToDecision({ s }: { s: DossierSnapshot }) {
  if (s.etd.length === 0)
    return <Missing>This version was approved before the Evidence-to-Decision table.</Missing>;
  const byKey = new Map(s.etd.map((c) => [c.key, c]));
  return (
    <TableContainer>
      <Table size="small" aria-label="Evidence-to-Decision table">
        <TableHead>
          <TableRow>
            <TableCell>Criterion</TableCell>
            <TableCell>Judgement</TableCell>
            <TableCell>Research evidence</TableCell>
            <TableCell>Additional considerations</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ETD_CRITERIA.map((c) => {
            const row = byKey.get(c.key);
            const linked = etdLinkedEvidence(s, c.link);
            return (
              <TableRow key={c.key}>
                <TableCell component="th" scope="row">
                  {c.label}
                  <Typography variant="caption" component="p" color="text.secondary">
                    {c.question}
                  </Typography>
                </TableCell>
                <TableCell>
                  {row?.judgement ? (
                    <strong>{capital(row.judgement)}</strong>
                  ) : (
                    <Typography color="error" variant="body2">
                      No judgement
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {linked.map((l) => (
                    <Typography key={l} variant="body2">
                      {l}
                    </Typography>
                  ))}
                  {row?.evidence && (
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                      {row.evidence}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                    {row?.additional ?? ''}
                  </Typography>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The conclusions beyond the recommendation and its justification. */
export function Conclusions({ s }: { s: DossierSnapshot }) {
  const c = s.conclusions;
  if (!c) return null;
  const text = (label: string, value: string | null) =>
    value ? (
      <>
        <Heading>{label}</Heading>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{value}</Typography>
      </>
    ) : null;
  return (
    <>
      <Heading>Conditions ({c.conditions.length})</Heading>
      {c.conditions.length === 0 ? (
        <Missing>None.</Missing>
      ) : (
        <Stack component="ol" spacing={0.5} sx={{ pl: 3, m: 0 }}>
          {c.conditions.map((k, i) => (
            <li key={i}>
              <Typography>
                {k.text} <em>(owner: {k.owner})</em>
              </Typography>
            </li>
          ))}
        </Stack>
      )}
      {text('Subgroup considerations', c.subgroupConsiderations)}
      {text('Implementation considerations', c.implementationConsiderations)}
      <Heading>Monitoring and evaluation</Heading>
      <Typography>
        Review date: {c.monitoring.reviewDate ? day(c.monitoring.reviewDate) : 'not set'}
      </Typography>
      {monitoringRows(c.monitoring).length > 0 && (
        <TableContainer>
          <Table size="small" aria-label="Monitoring indicators">
            <TableHead>
              <TableRow>
                <TableCell>Indicator</TableCell>
                <TableCell>Target (a month, where followed)</TableCell>
                <TableCell>Source</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {monitoringRows(c.monitoring).map((m, i) => (
                <TableRow key={i}>
                  <TableCell>
                    {m.followed ? m.indicator : `${m.indicator} (not in the session log)`}
                  </TableCell>
                  <TableCell>{m.target}</TableCell>
                  <TableCell>{m.source ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {text('Research priorities', c.researchPriorities)}
      <Heading>Declared conflicts of interest</Heading>
      {s.conflicts.length === 0 ? (
        <Missing>None declared yet.</Missing>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }}>
          {s.conflicts.map((d, i) => (
            <li key={i}>
              <Typography>
                {d.person} ({d.role}): {d.declaration}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </>
  );
}
