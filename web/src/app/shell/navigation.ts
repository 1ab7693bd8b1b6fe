// The navigation drawer's groups. Titles and access come from the route table.
import { absolutePath, routeTable, type Access } from '../routeTable';

const GROUPS: Array<{ label: string; paths: string[] }> = [
  { label: 'Overview', paths: ['/home', '/whats-new'] },
  {
    label: 'Communities and facilities',
    paths: ['/site', '/facilitiespool', '/facilityProgress', '/ffa', '/sag'],
  },
  {
    label: 'Technologies',
    paths: ['/tech', '/pool', '/cycle', '/wait', '/techSelect', '/vendors/'],
  },
  { label: 'Evaluations', paths: ['/technology-evaluations', '/technology-evaluation-aggregate'] },
  {
    label: 'Clinical needs',
    paths: ['/clinical-needs/', '/needs', '/clinical-needs-assessments', '/pathways'],
  },
  { label: 'Data and tools', paths: ['/epi', '/ultrasound', '/fee-gen', '/export', '/xp'] },
  { label: 'Echo', paths: ['/chat'] },
  { label: 'Administration', paths: ['/admin/users', '/admin/echo', '/admin/settings', '/seed'] },
  { label: 'Help', paths: ['/feedback', '/about', '/old'] },
];

export interface NavItem {
  path: string;
  title: string;
  /** Who the menus offer it to: who the page serves, never more than its guard admits. */
  access: Access;
}

const byPath = new Map(routeTable.map((e) => [absolutePath(e), e]));

export const navigation = GROUPS.map((group) => ({
  label: group.label,
  items: group.paths.map((path): NavItem => {
    const entry = byPath.get(path);
    if (!entry) throw new Error(`Navigation names ${path}, which is not in the route table`);
    return {
      path,
      title: entry.title,
      access: entry.serves ?? entry.access,
    };
  }),
}));

export function canOpen(access: Access, who: { signedIn: boolean; admin: boolean }): boolean {
  if (access === 'public') return true;
  if (access === 'login') return who.signedIn;
  return who.signedIn && who.admin;
}
