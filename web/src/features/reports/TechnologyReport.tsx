// The HTA report on a technology's page: which evidence profile and budget impact analysis to
// report (the latest of each unless chosen, found by title among all of the technology's), and
// the Word and PDF downloads, made on the server.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import type { RecordPanelProps } from '../../app/feature';
import { RecordPicker, type UsePickerOptions } from '../../components/form/FormParts';
import { useApiQuery } from '../../lib/api';
import { ReportDownloads } from './ReportDownloads';

type Reported = 'evidenceProfiles.list' | 'budgetImpacts.list';

/** Each picker takes half the panel: a chosen title shows whole enough to tell it from others. */
const PICKER = { flex: 1, minWidth: 0 } as const;

/**
 * The same query as the evidence profiles' and budget impacts' panels on this page (their five
 * latest), so the page asks once for both; a typed title searches all of the technology's.
 */
const latestFive = (technologyId: string) =>
  ({
    pageSize: 5,
    sort: { field: 'updatedAt', direction: 'desc' },
    filters: { technologyId },
  }) as const;

/** A picker's search among one technology's profiles or analyses, by title. */
function titledOptions(op: Reported, technologyId: string): UsePickerOptions {
  return function useTitledOptions(search) {
    const typed = search.trim();
    const query = useApiQuery(
      op,
      typed ? { pageSize: 20, search: typed, filters: { technologyId } } : latestFive(technologyId),
      { placeholderData: keepPreviousData },
    );
    return {
      options: (query.data?.items ?? []).map((i) => ({ id: i.id, name: i.title })),
      loading: query.isFetching,
      stale: query.isPlaceholderData,
    };
  };
}

export default function TechnologyReport({ profile }: RecordPanelProps<'technologies'>) {
  const technologyId = profile.technology.id;
  const profiles = useApiQuery('evidenceProfiles.list', latestFive(technologyId));
  const analyses = useApiQuery('budgetImpacts.list', latestFive(technologyId));
  const useProfileOptions = useMemo(
    () => titledOptions('evidenceProfiles.list', technologyId),
    [technologyId],
  );
  const useAnalysisOptions = useMemo(
    () => titledOptions('budgetImpacts.list', technologyId),
    [technologyId],
  );
  // None chosen: the report takes the latest of each.
  const [evidenceProfileId, setProfile] = useState<string | null>(null);
  const [budgetImpactId, setAnalysis] = useState<string | null>(null);

  const hint = (query: typeof profiles | typeof analyses) =>
    query.error
      ? 'Could not be loaded: the latest is used.'
      : query.data?.items.length === 0
        ? 'None yet: the report says so.'
        : 'Empty: the latest. Type to find another.';

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1} component="section" aria-labelledby="hta-report-heading">
        <Typography variant="h6" component="h2" id="hta-report-heading">
          HTA report
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Summary, context, MAST results, the Summary of Findings, the budget impact and its
          sensitivity, considerations and references — made on the server from the current records.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Box sx={PICKER}>
            <RecordPicker
              label="Evidence profile"
              multiple={false}
              useOptions={useProfileOptions}
              initialOptions={[]}
              value={evidenceProfileId}
              onChange={(v) => setProfile(typeof v === 'string' ? v : null)}
              error={undefined}
              helperText={hint(profiles)}
            />
          </Box>
          <Box sx={PICKER}>
            <RecordPicker
              label="Budget impact analysis"
              multiple={false}
              useOptions={useAnalysisOptions}
              initialOptions={[]}
              value={budgetImpactId}
              onChange={(v) => setAnalysis(typeof v === 'string' ? v : null)}
              error={undefined}
              helperText={hint(analyses)}
            />
          </Box>
        </Stack>
        <ReportDownloads
          request={{
            technologyId,
            ...(evidenceProfileId ? { evidenceProfileId } : {}),
            ...(budgetImpactId ? { budgetImpactId } : {}),
          }}
        />
      </Stack>
    </Paper>
  );
}
