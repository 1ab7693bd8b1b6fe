import { useApiMutation, useApiQuery } from '../../lib/api';

const LISTS = ['facilities.list', 'communities.get', 'home.summary'] as const;

export const useFacility = (id: string) =>
  useApiQuery('facilities.get', { id }, { enabled: id !== '' });
export const useCreateFacility = () =>
  useApiMutation('facilities.create', { invalidates: [...LISTS] });
export const useUpdateFacility = () =>
  useApiMutation('facilities.update', { invalidates: [...LISTS, 'facilities.get'] });
export const useDeleteFacility = () =>
  useApiMutation('facilities.delete', { invalidates: [...LISTS] });
