// A search's form: the question it belongs to, where and when it was run, the search string, its
// limits and the records the source reported.
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

import { SEARCH_SOURCES, paths, type SearchFieldsInput } from '@hta/functions/contract';

import { formFieldsOf, type PickerOption } from '../../components/form/FormParts';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import { useApiQuery } from '../../lib/api';
import { pickedOption } from '../../lib/recordOptions';

const F = formFieldsOf<SearchFieldsInput>();

function useQuestionOptions(search: string) {
  const query = useApiQuery(
    'questions.list',
    { pageSize: 20, ...(search.trim() ? { search: search.trim() } : {}) },
    { placeholderData: keepPreviousData },
  );
  const options = (query.data?.items ?? []).map((q): PickerOption => ({ id: q.id, name: q.title }));
  return { options, loading: query.isFetching, stale: query.isPlaceholderData };
}

/** /searches/new (?questionId=) and /search/:id/edit. */
export default function SearchFormPage() {
  const [params] = useSearchParams();
  const empty: SearchFieldsInput = {
    questionId: params.get('questionId') ?? '',
    source: 'MEDLINE',
    sourceDetail: null,
    dateRun: '',
    searchString: '',
    limits: null,
    recordsReported: 0,
  };
  return (
    <RegistryFormPage
      registry="searches"
      empty={empty}
      addTitle="Log a search"
      editTitle={(s) => `Edit the ${s.source} search of ${s.dateRun}`}
      cancelTo={(s) =>
        s
          ? paths.search(s.id)
          : empty.questionId
            ? paths.question(empty.questionId)
            : paths.searches
      }
      maxWidth={900}
    >
      {({ profile }) => (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Grid container spacing={2}>
            <Grid size={12}>
              <F.RecordPicker
                name="questionId"
                label="Review question"
                multiple={false}
                required
                useOptions={useQuestionOptions}
                initialOptions={
                  profile?.question ? [profile.question] : pickedOption(empty.questionId, null)
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <F.Select name="source" label="Source" options={SEARCH_SOURCES} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <F.Text
                name="sourceDetail"
                label="Which (register, websites, interface)"
                helperText="Required for a trial register, grey literature or another source; e.g. Ovid for MEDLINE."
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <F.Text
                name="dateRun"
                label="Run on"
                type="date"
                required
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <F.Number
                name="recordsReported"
                label="Records found"
                min={0}
                helperText="As the source reported them."
              />
            </Grid>
            <Grid size={12}>
              <F.Text name="searchString" label="Search string" required multiline minRows={3} />
            </Grid>
            <Grid size={12}>
              <F.Text
                name="limits"
                label="Limits"
                multiline
                helperText="Languages, years, filters."
              />
            </Grid>
          </Grid>
        </Paper>
      )}
    </RegistryFormPage>
  );
}
