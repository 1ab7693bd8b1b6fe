// The risk-of-bias traffic-light table (studies × domains): each cell's judgement in words with
// robvis's symbol and a colour, so it reads without colour too; a real table with its caption and
// headers for screen readers; scrolls sideways on a phone rather than squeezing the words.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths, type OutputOf } from '@hta/functions/contract';

type ToolTable = OutputOf<'robAssessments.table'>['tables'][number];
type Cell = ToolTable['rows'][number]['overall'];

/** Fill and text per band: dark text on light fills, so the contrast holds (WCAG AA). */
const BAND_COLOURS: Record<Cell['band'], { bg: string; fg: string }> = {
  low: { bg: '#c8e6c9', fg: '#1b5e20' },
  concerns: { bg: '#fff3c4', fg: '#6d4c00' },
  high: { bg: '#ffcdd2', fg: '#8e0000' },
  critical: { bg: '#8e0000', fg: '#ffffff' },
  unknown: { bg: '#eeeeee', fg: '#424242' },
};

export function JudgementCell({ cell, header }: { cell: Cell; header?: string }) {
  const colours = BAND_COLOURS[cell.band];
  return (
    <TableCell
      sx={{ bgcolor: colours.bg, color: colours.fg, whiteSpace: 'nowrap', fontWeight: 500 }}
      aria-label={header ? `${header}: ${cell.judgement}` : undefined}
    >
      <Box component="span" aria-hidden sx={{ fontWeight: 700, mr: 0.5 }}>
        {cell.symbol}
      </Box>
      {cell.judgement}
    </TableCell>
  );
}

export function RiskOfBiasTable({ table, caption }: { table: ToolTable; caption: string }) {
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={caption}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '4px 0' }}>
          <Typography variant="subtitle2" component="span">
            {caption}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Study (assessor)
            </TableCell>
            {table.domains.map((d, i) => (
              <TableCell key={d.key} component="th" scope="col" title={d.label}>
                D{i + 1}
                <Typography variant="caption" component="div" sx={{ minWidth: 110 }}>
                  {d.label}
                </Typography>
              </TableCell>
            ))}
            <TableCell component="th" scope="col">
              Overall
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow key={`${row.assessmentId}-${row.outcomeName ?? ''}`}>
              <TableCell component="th" scope="row" sx={{ minWidth: 200 }}>
                <Link component={RouterLink} to={paths.robAssessment(row.assessmentId)}>
                  {row.studyTitle}
                </Link>
                {row.outcomeName && (
                  <Typography variant="body2" component="div">
                    Outcome: {row.outcomeName}
                  </Typography>
                )}
                <Typography variant="caption" component="div">
                  {row.assessor}
                </Typography>
                {row.demo && <Chip size="small" label="demo judgements" sx={{ mt: 0.5 }} />}
                {row.differs.length > 0 && (
                  <Typography variant="caption" component="div" color="warning.main">
                    Differs from another assessor in: {row.differs.join('; ')}
                  </Typography>
                )}
              </TableCell>
              {row.cells.map((c, i) => (
                <JudgementCell key={i} cell={c} header={table.domains[i]?.label} />
              ))}
              <JudgementCell cell={row.overall} header="Overall" />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export const SYMBOL_KEY =
  'Key: + low; − some concerns (RoB 2) or moderate (ROBINS-I); × high (RoB 2) or serious (ROBINS-I); ! critical; ? no information; · not judged yet.';
