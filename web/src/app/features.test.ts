// The features' declarations against the contract's routes: every route's page is rendered by a
// feature, every page a feature declares is some route's, and what the app derives from them.
import { describe, expect, it } from 'vitest';

import { routes } from '@hta/functions/contract';
import type { FeaturePages } from '@hta/functions/contract/routes';

import { NAV_GROUPS } from './feature';
import { featurePages, features, listAdditionsOf, panelsOf } from './features';
import { navigation } from './shell/navigation';

const routed = new Set<string>(routes.map((r) => r.page));

describe('the web features', () => {
  it('are found in web/src/features/*/feature.ts', () => {
    expect(features.size).toBeGreaterThan(20);
    expect([...features.keys()]).toEqual(expect.arrayContaining(['facilities', 'readiness']));
  });

  it("are named as the server's: a server feature's pages are rendered by its namesake", () => {
    const server = import.meta.glob<FeaturePages>('../../../functions/src/features/*/routes.ts', {
      eager: true,
      import: 'default',
    });
    const misnamed = Object.entries(server).flatMap(([file, { routes }]) => {
      const name = file.split('/').at(-2);
      return routes
        .map((r) => ({ page: r.page, server: name, web: featurePages.get(r.page)?.feature }))
        .filter((p) => p.web !== p.server);
    });
    expect(Object.keys(server).length).toBeGreaterThan(20);
    expect(misnamed, "pages rendered by a web folder named otherwise than the server's").toEqual(
      [],
    );
  });

  it('render the page of every route the contract declares', () => {
    const missing = [...routed].filter((page) => !featurePages.has(page));
    expect(missing, 'pages no feature renders').toEqual([]);
  });

  it('declare no page that no route names', () => {
    const unrouted = [...featurePages.keys()].filter((page) => !routed.has(page));
    expect(unrouted, 'pages no route declares').toEqual([]);
  });

  it('fill the navigation, every group with entries', () => {
    expect(navigation.map((g) => g.label)).toEqual([...NAV_GROUPS]);
    for (const group of navigation) expect(group.items.length, group.label).toBeGreaterThan(0);
    const paths = navigation.flatMap((g) => g.items.map((i) => i.path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("add their panels to other registries' record pages, in their declared order", () => {
    // Other features may add theirs (the study library adds one to technologies): these are
    // there, and all come in their declared order.
    const inOrder = (panels: Array<{ order: number }>) =>
      expect(panels.map((p) => p.order)).toEqual(panels.map((p) => p.order).sort((a, b) => a - b));
    const facilities = panelsOf('facilities');
    expect(facilities).toEqual(
      expect.arrayContaining([
        features.get('readiness')?.panels?.facilities?.[0],
        features.get('onboarding')?.panels?.facilities?.[0],
      ]),
    );
    inOrder(facilities);
    const technologies = panelsOf('technologies');
    expect(technologies).toEqual(
      expect.arrayContaining([
        features.get('evaluations')?.panels?.technologies?.[0],
        features.get('lifecycle')?.panels?.technologies?.[0],
      ]),
    );
    inOrder(technologies);
    expect(features.get('facilities')?.panels).toBeUndefined();
  });

  it("add their columns and filters to other registries' list pages, after the list's own", () => {
    const facilities = listAdditionsOf('facilities');
    expect(facilities.columns.map((c) => c.field)).toEqual(['readiness', 'onboardingProgress']);
    expect(facilities.filters.map((f) => f.name)).toEqual(['readiness']);
    expect(features.get('facilities')?.lists).toBeUndefined();
    expect(listAdditionsOf('communities')).toEqual({ columns: [], filters: [] });
  });
});
