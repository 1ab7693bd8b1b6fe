import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { followRouter, stillOn } from './liveNavigation';

describe('stillOn', () => {
  it('is false from the moment the person sets off elsewhere, before the page has loaded', async () => {
    let loaded = () => {};
    const pageCode = new Promise<void>((r) => (loaded = r));
    const router = createMemoryRouter(
      [
        { path: '/chat', element: null },
        {
          path: '/site2/:id',
          lazy: async () => {
            await pageCode;
            return { element: null };
          },
        },
      ],
      { initialEntries: ['/chat'] },
    );
    followRouter(router);
    expect(stillOn('/chat')).toBe(true);
    const opened = router.navigate('/site2/4718041');
    expect(stillOn('/chat')).toBe(false);
    loaded();
    await opened;
    expect(stillOn('/chat')).toBe(false);
    expect(stillOn('/site2/4718041')).toBe(true);
  });
});
