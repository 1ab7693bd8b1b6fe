// Options for record pickers (a facility's community, a technology's vendor…): names found by
// the registry's own list operation, searched as the person types.
import { keepPreviousData } from '@tanstack/react-query';

import type { PickerOption } from '../components/form/FormParts';
import { useApiQuery } from './api';

type Named = { id: string; name?: string; title?: string };

function useOptions(
  op:
    | 'communities.list'
    | 'vendors.list'
    | 'technologies.list'
    | 'facilities.list'
    | 'clinicalNeeds.list'
    | 'questions.list',
  search: string,
) {
  const query = useApiQuery(
    op,
    { pageSize: 20, ...(search.trim() ? { search: search.trim() } : {}) },
    { placeholderData: keepPreviousData },
  );
  const items = ((query.data?.items ?? []) as Named[]).map((i): PickerOption => ({
    id: i.id,
    name: i.name ?? i.title ?? i.id,
  }));
  return { options: items, loading: query.isFetching, stale: query.isPlaceholderData };
}

export const useCommunityOptions = (search: string) => useOptions('communities.list', search);
export const useVendorOptions = (search: string) => useOptions('vendors.list', search);
export const useTechnologyOptions = (search: string) => useOptions('technologies.list', search);
export const useFacilityOptions = (search: string) => useOptions('facilities.list', search);
export const useNeedOptions = (search: string) => useOptions('clinicalNeeds.list', search);
export const useQuestionOptions = (search: string) => useOptions('questions.list', search);

/** Studies of the library, by title (and year, which tells editions apart). */
export function useStudyOptions(search: string) {
  const query = useApiQuery(
    'studies.list',
    { pageSize: 20, ...(search.trim() ? { search: search.trim() } : {}) },
    { placeholderData: keepPreviousData },
  );
  const options = (query.data?.items ?? []).map((s): PickerOption => ({
    id: s.id,
    name: `${s.title} (${s.year})`,
  }));
  return { options, loading: query.isFetching, stale: query.isPlaceholderData };
}

/** The option a picker starts with: the record it already points to, under its copied name. */
export const pickedOption = (id: string | null | undefined, name: string | null | undefined) =>
  id ? [{ id, name: name ?? id }] : [];
