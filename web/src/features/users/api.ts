import { useApiMutation, useApiQuery } from '../../lib/api';

export const useUsers = () => useApiQuery('users.list', {});
export const useInviteUser = () => useApiMutation('users.invite', { invalidates: ['users.list'] });
export const useSetDisabled = () =>
  useApiMutation('users.setDisabled', { invalidates: ['users.list'] });
export const useSetAccess = () =>
  useApiMutation('users.setAccess', { invalidates: ['users.list'] });
export const useDeleteUser = () => useApiMutation('users.delete', { invalidates: ['users.list'] });
