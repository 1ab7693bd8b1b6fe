import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';

import { trackPageView } from '../../lib/firebase';

/** Behaviour of every navigation: scroll to top, page title, page-view tracking. */
export default function RootLayout() {
  const location = useLocation();
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title;

  useEffect(() => {
    window.scrollTo(0, 0);
    document.title = title ? `${title} · HTA Hub` : 'HTA Hub';
    void trackPageView(location.pathname, title ?? '');
  }, [location.key, location.pathname, title]);

  return <Outlet />;
}
