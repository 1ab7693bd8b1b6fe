import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import {
  allRegistries,
  columnTitle,
  operations,
  type OperationName,
} from '@hta/functions/contract';

import { ExportButton } from '../../components/registry/ExportButton';
import { RecordHeader } from '../../components/registry/RecordParts';
import { useSession } from '../../lib/session';

/** `export` — every list the person may read, whole, as CSV, XLSX or JSON. */
export default function ExportPage() {
  const { user, claims } = useSession();
  const mayList = (name: string) => {
    const access = operations[`${name}.list` as OperationName].access;
    return access === 'public' || (user !== null && (access !== 'admin' || claims.admin));
  };
  const lists = allRegistries.filter((r) => mayList(r.name));
  return (
    <>
      <RecordHeader
        title="Export data"
        subtitle="Each list as a file, every row you may see, in the list’s default order. To export a filtered or searched list, use the Export button above that list."
      />
      <Paper variant="outlined">
        <TableContainer>
          <Table aria-label="Lists to export">
            <TableHead>
              <TableRow>
                <TableCell>List</TableCell>
                <TableCell>Export</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lists.map((r) => (
                <TableRow key={r.name}>
                  <TableCell>
                    <Typography>{r.home?.title ?? columnTitle(r.name)}</Typography>
                  </TableCell>
                  <TableCell>
                    <ExportButton registry={r.name} label={r.label} list={{}} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        CSV files open in any spreadsheet (UTF-8; cells that a spreadsheet would run as formulas are
        escaped). Communities and facilities come from Statistics Canada (Open Government Licence –
        Canada); see About for sources and attributions.
      </Typography>
    </>
  );
}
