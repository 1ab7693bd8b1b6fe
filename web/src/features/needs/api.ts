import { useApiMutation, useApiQuery } from '../../lib/api';

const LISTS = [
  'clinicalNeeds.list',
  'communities.get',
  'technologies.get',
  'home.summary',
] as const;

export const useNeed = (id: string) =>
  useApiQuery('clinicalNeeds.get', { id }, { enabled: id !== '' });
export const useCreateNeed = () =>
  useApiMutation('clinicalNeeds.create', { invalidates: [...LISTS] });
export const useUpdateNeed = () =>
  useApiMutation('clinicalNeeds.update', { invalidates: [...LISTS, 'clinicalNeeds.get'] });
export const useDeleteNeed = () =>
  useApiMutation('clinicalNeeds.delete', { invalidates: [...LISTS] });
