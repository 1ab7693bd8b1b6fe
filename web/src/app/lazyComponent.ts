// A route's lazily loaded component, as React Router's `lazy` takes it, that always resolves.
// React Router 7 renders a route whose `lazy` rejected as if it were still loading: nothing below
// its parent (at the root, a blank page) and its error element never shown. So a failure to load
// — a page's code not fetched offline, above all — is kept and thrown when the route renders,
// where the route's error element shows it.
import type { ComponentType } from 'react';

export async function lazyComponent(
  load: () => Promise<{ default: ComponentType }>,
): Promise<{ Component: ComponentType }> {
  try {
    return { Component: (await load()).default };
  } catch (error) {
    return {
      Component: function NotLoaded() {
        throw error;
      },
    };
  }
}
