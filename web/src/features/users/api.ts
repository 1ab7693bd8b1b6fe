import { useApiMutation, useApiQuery } from '../../lib/api';

export const useUsers = () => useApiQuery('users.list', {});
export const useInviteUser = () => useApiMutation('users.invite', { invalidates: ['users.list'] });
export const useSetDisabled = () =>
  useApiMutation('users.setDisabled', { invalidates: ['users.list'] });
