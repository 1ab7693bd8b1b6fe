import { useApiMutation, useApiQuery } from '../../lib/api';

export const useUsers = () => useApiQuery('users.list', {});
export const useInviteUser = () => useApiMutation('users.invite', { invalidates: ['users'] });
export const useSetDisabled = () => useApiMutation('users.setDisabled', { invalidates: ['users'] });
export const useSetAccess = () => useApiMutation('users.setAccess', { invalidates: ['users'] });
export const useDeleteUser = () => useApiMutation('users.delete', { invalidates: ['users'] });
