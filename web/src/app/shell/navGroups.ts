// What the navigation is made of, apart from the entries features declare (./navigation.ts): pages
// that show it, such as the classic index, read these without loading the list of features.
import type { Access } from '../routeTable';

export interface NavItem {
  path: string;
  title: string;
  /** Who the menus offer it to: who the page serves, never more than its guard admits. */
  access: Access;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export function canOpen(access: Access, who: { signedIn: boolean; admin: boolean }): boolean {
  if (access === 'public') return true;
  if (access === 'login') return who.signedIn;
  return who.signedIn && who.admin;
}
