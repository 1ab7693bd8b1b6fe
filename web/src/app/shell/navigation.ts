// The navigation drawer: the entries features declare (web/src/features/*/feature.ts), in the
// shell's groups. Titles and access come from the route table.
import { NAV_GROUPS } from '../feature';
import { navEntries } from '../features';
import { absolutePath, routeTable } from '../routeTable';
import type { NavGroup, NavItem } from './navGroups';

const byPath = new Map(routeTable.map((e) => [absolutePath(e), e]));

export const navigation: NavGroup[] = NAV_GROUPS.map((label) => ({
  label,
  items: navEntries
    .filter((entry) => entry.group === label)
    .map(({ path }): NavItem => {
      const route = byPath.get(path);
      if (!route) throw new Error(`Navigation names ${path}, which is not in the route table`);
      return { path, title: route.title, access: route.serves ?? route.access };
    }),
}));
