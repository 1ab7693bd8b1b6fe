import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

import { AppProviders } from './app/AppProviders';
import { PreloadPage, preloadRoutes } from './app/preload';
import { router } from './app/router';
import { routes } from './app/routes';
import { connectAuthStore } from './lib/session';

// Boot: the auth store (and with it the session), the query/notification providers, and
// page-view tracking in the root layout.
connectAuthStore();

const preloadPage = (path: string) => preloadRoutes(routes, path);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <PreloadPage.Provider value={preloadPage}>
        <RouterProvider router={router} />
      </PreloadPage.Provider>
    </AppProviders>
  </StrictMode>,
);
