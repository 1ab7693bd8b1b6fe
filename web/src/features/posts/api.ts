import { useApiMutation, useApiQuery } from '../../lib/api';

const LISTS = ['posts.list', 'home.summary'] as const;

export const usePost = (id: string) => useApiQuery('posts.get', { id }, { enabled: id !== '' });
export const useCreatePost = () => useApiMutation('posts.create', { invalidates: [...LISTS] });
export const useUpdatePost = () =>
  useApiMutation('posts.update', { invalidates: [...LISTS, 'posts.get'] });
export const useDeletePost = () => useApiMutation('posts.delete', { invalidates: [...LISTS] });
