// A page's first answers, asked for when its route is entered (its loader), beside its code: the
// page declares them (its feature's `prefetch`) and reads them through the same query cache. On a
// long link the answer no longer waits for the page's code to load and render first.
import type { Params } from 'react-router-dom';

import type { RoutePage } from '@hta/functions/contract';

/** Starts the requests `page` declares; never waits for them nor fails (the page shows those). */
export async function prefetchPageData(page: RoutePage, params: Params): Promise<void> {
  try {
    // Loaded with the signed-in app (the data layout needs them too), not with the sign-in page.
    const [{ pageNamed }, { appQueryClient }, { prefetchApi }] = await Promise.all([
      import('./features'),
      import('./queryClient'),
      import('../lib/api'),
    ]);
    const client = appQueryClient();
    pageNamed(page).prefetch?.((op, input) => void prefetchApi(client, op, input), params);
  } catch {
    // The code not fetched (offline): the page's own loading shows that, and asks again.
  }
}
