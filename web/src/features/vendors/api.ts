import { useApiMutation } from '../../lib/api';

const LISTS = ['vendors.list', 'vendors.get'] as const;

export const useCreateVendor = () => useApiMutation('vendors.create', { invalidates: [...LISTS] });
export const useUpdateVendor = () =>
  useApiMutation('vendors.update', { invalidates: [...LISTS, 'technologies.get'] });
export const useDeleteVendor = () => useApiMutation('vendors.delete', { invalidates: [...LISTS] });
