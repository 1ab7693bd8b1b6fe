import { useApiMutation, useApiQuery } from '../../lib/api';

const LISTS = [
  'technologies.list',
  'vendors.list',
  'vendors.get',
  'communities.get',
  'home.summary',
] as const;

export const useTechnology = (id: string) =>
  useApiQuery('technologies.get', { id }, { enabled: id !== '' });
export const useCreateTechnology = () =>
  useApiMutation('technologies.create', { invalidates: [...LISTS] });
export const useUpdateTechnology = () =>
  useApiMutation('technologies.update', { invalidates: [...LISTS, 'technologies.get'] });
export const useDeleteTechnology = () =>
  useApiMutation('technologies.delete', { invalidates: [...LISTS] });
