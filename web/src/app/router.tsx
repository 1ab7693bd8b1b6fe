import { createBrowserRouter, Navigate } from 'react-router-dom';

export const router = createBrowserRouter([
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('../features/auth/LoginPage')).default }),
  },
  { path: '*', element: <Navigate to="/login" replace /> },
]);
