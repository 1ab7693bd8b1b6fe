import { useApiMutation, useApiQuery } from '../../lib/api';

export const useEchoStatus = () => useApiQuery('echo.status', {}, { staleTime: 5 * 60_000 });
export const useConversations = () => useApiQuery('echo.conversations.list', {});
export const useConversation = (id: string | null) =>
  useApiQuery('echo.conversations.get', { id: id ?? '' }, { enabled: Boolean(id) });
export const useRenameConversation = () =>
  useApiMutation('echo.conversations.rename', { invalidates: ['echo.conversations'] });
export const useDeleteConversation = () =>
  useApiMutation('echo.conversations.delete', { invalidates: ['echo.conversations'] });
export const useEchoSettings = () => useApiQuery('echo.settings', {});
