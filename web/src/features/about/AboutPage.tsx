import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Source {
  title: string;
  use: string;
  attribution: string;
  licence: { name: string; url?: string };
  url?: string;
  urlLabel?: string;
}

const STATCAN_LICENCE = {
  name: 'Statistics Canada Open Licence',
  url: 'https://www.statcan.gc.ca/en/reference/licence',
};
const CC_BY = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' };

/** Every data source the product shows, with its licence and the attribution it asks for. */
const SOURCES: Source[] = [
  {
    title: 'Open Database of Healthcare Facilities (ODHF), version 1.1, 2020',
    attribution: 'Source: Statistics Canada, Open Database of Healthcare Facilities (v1.1)',
    use: 'The 393 healthcare facilities in Saskatchewan: names, types, addresses and locations (and the distances the tele-ultrasound log computes from them).',
    licence: STATCAN_LICENCE,
    url: 'https://www.statcan.gc.ca/en/lode/databases/odhf',
  },
  {
    title: '2021 Census of Population, table 98-10-0002-01',
    attribution: 'Source: Statistics Canada, 2021 Census of Population, table 98-10-0002-01',
    use: 'Population 2021 and 2016, change, dwellings, land area and density of the 951 census subdivisions, and the census division figures summed from them.',
    licence: STATCAN_LICENCE,
    url: 'https://www150.statcan.gc.ca/t1/tbl1/en/tv.action?pid=9810000201',
  },
  {
    title: '2021 Index of Remoteness (experimental, January 2023)',
    attribution: 'Source: Statistics Canada, 2021 Index of Remoteness',
    use: 'The remoteness index of each community, from 0 (least remote) to 1 (most remote).',
    licence: STATCAN_LICENCE,
    url: 'https://www150.statcan.gc.ca/n1/pub/17-26-0001/172600012023001-eng.htm',
  },
  {
    title: '2021 Census boundary files: census divisions (generalized)',
    attribution:
      'Adapted from Statistics Canada, 2021 Census – Boundary files (census divisions). This does not constitute an endorsement by Statistics Canada of this product.',
    use: 'The map of the 18 census divisions on Small-area geographies.',
    licence: STATCAN_LICENCE,
  },
  {
    title:
      'Timeline of COVID-19 in Canada: Saskatchewan weekly cases and deaths by zone, 2020–2022',
    attribution:
      'COVID-19 data: COVID-19 Canada Open Data Working Group, Timeline of COVID-19 in Canada (CC BY 4.0), compiled from Government of Saskatchewan reports. Berry I. et al. (2021), Scientific Data 8, doi:10.1038/s41597-021-00955-2.',
    use: 'The COVID-19 page: weekly cases and deaths in the 13 reporting zones.',
    licence: CC_BY,
    url: 'https://github.com/ccodwg/CovidTimelineCanada',
    urlLabel: 'The source repository',
  },
  {
    title: 'COVID-19 reporting zones (health regions 2020–2022) and their populations',
    attribution:
      'Health region boundaries: COVID-19 Canada Open Data Working Group, Timeline of COVID-19 in Canada (CC BY 4.0); contains information from the Public Health Agency of Canada licensed under the Open Government Licence – Canada.',
    use: 'The zone map and the rates per 100,000 on the COVID-19 page.',
    licence: { name: 'CC BY 4.0; Open Government Licence – Canada', url: CC_BY.url },
  },
  {
    title: 'Canadian Indicator Framework: perceived health, mental health, smoking, unmet needs',
    attribution:
      'Source: Statistics Canada, Table 13-10-0905-01 / 13-10-0906-01 / 13-10-0836-01, via the Canadian Indicator Framework data hub.',
    use: 'The indicator pages comparing Saskatchewan with Canada (Canadian Community Health Survey; excludes people living on reserves).',
    licence: STATCAN_LICENCE,
    url: 'https://github.com/sdg-data-canada-odd-donnees/cif-data-donnees-cic',
    urlLabel: 'The data hub’s repository',
  },
  {
    title:
      'Canadian Indicator Framework: 50/10 Mbps broadband (CRTC) and long-term drinking water advisories (Indigenous Services Canada)',
    attribution:
      'Source: CRTC, Current trends – High-speed broadband; Indigenous Services Canada, custom tabulation; via the Canadian Indicator Framework data hub.',
    use: 'Two indicator pages. Government of Canada information whose licence could not be confirmed (probably the Open Government Licence – Canada): check before showing them publicly.',
    licence: { name: 'not confirmed' },
  },
  {
    title: 'Telerobotic ultrasound costs: Adams et al., J Ultrasound Med 2023;42(1):109–123',
    attribution:
      'Adams et al., J Ultrasound Med 2023;42(1):109–123 (2020 Canadian dollars, cost per exam).',
    use: 'The default per-exam costs of the tele-ultrasound cost comparison, which people may change.',
    licence: { name: 'cited figures (published article)' },
  },
  {
    title:
      'Fee codes: Saskatchewan Medical Association (510A, 515A) and the Ontario Schedule of Benefits (A101, A102)',
    attribution:
      'Each code in the fee schedule names its source and is marked to be verified against the current schedule.',
    use: 'The seeded codes of the fee estimate; administrators maintain the schedule.',
    licence: { name: 'cited figures' },
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
          facility directory start from Statistics Canada&apos;s open data, the epidemiology pages
          from public series; the hub&apos;s staff add and correct records in the app. Records
          marked “(demo)” are demonstration data, not real.
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
            {source.attribution}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Licence:{' '}
            {source.licence.url ? (
              <Link href={source.licence.url} target="_blank" rel="noopener">
                {source.licence.name}
              </Link>
            ) : (
              source.licence.name
            )}
            .
          </Typography>
          {source.url && (
            <Link href={source.url} target="_blank" rel="noopener" variant="body2">
              {source.urlLabel ?? 'The source'}
            </Link>
          )}
        </Paper>
      ))}
      <Typography variant="body2" color="text.secondary">
        Caveats: facility data dates from 2020, so some facilities may have closed or been renamed,
        and coverage is not exhaustive (pharmacies and dentists are out of scope). The Index of
        Remoteness is experimental. Boundaries are generalized, for thematic maps only; COVID-19
        counts change basis in February 2022 and keep negative corrections as published (see the
        COVID-19 page). No community is mapped to a COVID-19 zone. 31 facility records that may list
        the same facility twice are flagged, not removed. HTA Hub stores no patient-identifying
        information.
      </Typography>
    </Stack>
  );
}
