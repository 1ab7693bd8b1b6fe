import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const SOURCES = [
  {
    title: 'Open Database of Healthcare Facilities (ODHF), version 1.1, 2020',
    attribution: 'Source: Statistics Canada, Open Database of Healthcare Facilities (v1.1)',
    use: 'The 393 healthcare facilities in Saskatchewan: names, types, addresses and locations.',
    url: 'https://www.statcan.gc.ca/en/lode/databases/odhf',
  },
  {
    title: '2021 Census of Population, table 98-10-0002-01',
    attribution: 'Source: Statistics Canada, 2021 Census of Population, table 98-10-0002-01',
    use: 'Population 2021 and 2016, change, dwellings, land area and density of the 951 census subdivisions.',
    url: 'https://www150.statcan.gc.ca/t1/tbl1/en/tv.action?pid=9810000201',
  },
  {
    title: '2021 Index of Remoteness (experimental, January 2023)',
    attribution: 'Source: Statistics Canada, 2021 Index of Remoteness',
    use: 'The remoteness index of each community, from 0 (least remote) to 1 (most remote).',
    url: 'https://www150.statcan.gc.ca/n1/pub/17-26-0001/172600012023001-eng.htm',
  },
];

export default function AboutPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          About HTA Hub and its data
        </Typography>
        <Typography>
          HTA Hub supports the virtual health hub&apos;s assessment of healthcare technology for
          rural, remote and northern communities of Saskatchewan. Community profiles and the
          facility directory start from Statistics Canada&apos;s open data; the hub&apos;s staff add
          and correct records in the app.
        </Typography>
      </div>
      <Typography variant="h5" component="h2">
        Data sources
      </Typography>
      {SOURCES.map((source) => (
        <Paper key={source.title} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {source.title}
          </Typography>
          <Typography variant="body2" sx={{ my: 1 }}>
            {source.use}
          </Typography>
          <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
            {source.attribution}. Reproduced and distributed on an &quot;as is&quot; basis with the
            permission of Statistics Canada, under the{' '}
            <Link
              href="https://www.statcan.gc.ca/en/reference/licence"
              target="_blank"
              rel="noopener"
            >
              Statistics Canada Open Licence
            </Link>
            .
          </Typography>
          <Link href={source.url} target="_blank" rel="noopener" variant="body2">
            The source at Statistics Canada
          </Link>
        </Paper>
      ))}
      <Typography variant="body2" color="text.secondary">
        Caveats: facility data dates from 2020, so some facilities may have closed or been renamed,
        and coverage is not exhaustive (pharmacies and dentists are out of scope). The Index of
        Remoteness is experimental. 31 facility records that may list the same facility twice are
        flagged, not removed. HTA Hub stores no patient-identifying information.
      </Typography>
    </Stack>
  );
}
