import { useApiMutation, useApiQuery } from '../../lib/api';

const LISTS = ['communities.list', 'home.summary'] as const;

export const useCommunity = (id: string) =>
  useApiQuery('communities.get', { id }, { enabled: id !== '' });
export const useCreateCommunity = () =>
  useApiMutation('communities.create', { invalidates: [...LISTS] });
export const useUpdateCommunity = () =>
  useApiMutation('communities.update', { invalidates: [...LISTS, 'communities.get'] });
export const useDeleteCommunity = () =>
  useApiMutation('communities.delete', { invalidates: [...LISTS] });
