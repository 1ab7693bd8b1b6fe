// The route kit: what a route is, the routes of the shell's own pages (sign-in, the classic
// index, export, about), and how a table of routes is put together and matched. Each feature
// declares its own routes and paths beside its code (functions/src/features/<name>/routes.ts,
// with `definePages`); the table is the app's routes followed by every feature's
// (`appRouteTable`). Layouts and paths are the seed's (section 2): where layout 2 and layout 3
// declare the same path, layout 2's is first in the table and wins, as in the seed's router. No
// zod here: the sign-in page's chunk reads route modules.

/** Who may open a route: anyone, signed-in people, or signed-in admins (seed section 6). */
export type RouteAccess = 'public' | 'login' | 'admin';

/** 1: classic (/old), 2: admin layout (/), 3: chat layout (/). */
export type LayoutId = 1 | 2 | 3;

export interface RouteDeclaration<Page extends string = string> {
  layout: LayoutId;
  /** As the seed writes it, relative to the layout's path (or absolute where the seed has '/'). */
  path: string;
  access: RouteAccess;
  title: string;
  /** The page that renders it (the web app maps names to its lazily loaded pages). */
  page: Page;
  /** Not in the seed's list: added by an issue (admin pages, about). */
  addition?: true;
  /**
   * Who the page serves, where fewer than its guard admits: the seed guards data import for
   * every signed-in person, but only administrators import. Menus and links offer such a page
   * to those it serves only (the guard stays the seed's).
   */
  serves?: RouteAccess;
}

export const route = <const Page extends string>(
  layout: LayoutId,
  path: string,
  access: RouteAccess,
  title: string,
  page: Page,
  addition?: true,
): RouteDeclaration<Page> => ({
  layout,
  path,
  access,
  title,
  page,
  ...(addition ? { addition } : {}),
});

/** The routes of the shell's own pages; home, Echo and the administrators' pages are features'. */
export const appRoutes = [
  // Layout 1 (path /old)
  route(1, '', 'public', 'Classic index', 'classicIndex'),
  // Layout 2 (path /, the admin layout)
  route(2, 'login', 'public', 'Sign in', 'login'),
  route(2, 'export', 'login', 'Export data', 'export'),
  // An addition to the seed's routes: the data sources.
  route(2, '/about', 'public', 'About and data sources', 'about', true),
];

/** A feature's pages: its routes, and the paths the app links to them with. */
export interface FeaturePages<
  Routes extends readonly RouteDeclaration[] = readonly RouteDeclaration[],
  Paths extends object = object,
> {
  routes: Routes;
  paths: Paths;
}

/** Declares a feature's routes and paths (features/<name>/routes.ts). */
export const definePages = <
  const Routes extends readonly RouteDeclaration[],
  const Paths extends object,
>(
  pages: FeaturePages<Routes, Paths>,
): FeaturePages<Routes, Paths> => pages;

/** The whole table: the app's routes, then each feature's, layout by layout (see above). */
export function routeTableOf(parts: readonly (readonly RouteDeclaration[])[]): RouteDeclaration[] {
  const all = [appRoutes, ...parts].flat();
  return ([1, 2, 3] as const).flatMap((layout) => all.filter((r) => r.layout === layout));
}

export const LAYOUT_PATHS: Record<LayoutId, string> = { 1: '/old', 2: '/', 3: '/' };

/** The absolute path a route answers at. */
export function absolutePath(entry: Pick<RouteDeclaration, 'layout' | 'path'>): string {
  if (entry.path.startsWith('/')) return entry.path;
  const base = LAYOUT_PATHS[entry.layout];
  return entry.path === '' ? base : `${base === '/' ? '' : base}/${entry.path}`;
}

const segmentsOf = (path: string) => path.split('/').slice(1);

/** What one `:param` segment may hold: a non-empty segment of an in-app address. */
const PARAM = /^[^/\\?#\s<>]+$/;

export const APP_PATH_MESSAGE = 'Choose a page of the app (a path such as /site or /technology/…).';

/** The checks of in-app paths against a route table (read at the first check, not before). */
export interface PathChecks {
  /**
   * Whether a pathname is one of a route of the table, matched as React Router matches it (static
   * segments ignoring case, `:param` one non-empty segment, an optional trailing slash). A
   * protocol-relative `//host/…` or a backslash never matches: stored text never links elsewhere.
   */
  matchesRoute: (pathname: string) => boolean;
  /** A path of the app with an optional query or fragment: "/site2/abc?tab=2". */
  isAppPath: (value: string) => boolean;
}

export function pathChecksOf(table: () => readonly RouteDeclaration[]): PathChecks {
  let patterns: string[][] | undefined;
  /** A pattern's segments; a trailing slash matches with or without it, as in React Router. */
  const patternsNow = () =>
    (patterns ??= table().map((r) => segmentsOf(absolutePath(r).replace(/(.)\/$/, '$1'))));
  const matchesRoute = (pathname: string): boolean => {
    if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.includes('\\'))
      return false;
    const segments = segmentsOf(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
    return patternsNow().some(
      (pattern) =>
        pattern.length === segments.length &&
        pattern.every((p, i) => {
          const s = segments[i]!;
          return p.startsWith(':') ? PARAM.test(s) : p.toLowerCase() === s.toLowerCase();
        }),
    );
  };
  const isAppPath = (value: string): boolean => {
    const at = value.search(/[?#]/);
    const pathname = at < 0 ? value : value.slice(0, at);
    const rest = at < 0 ? '' : value.slice(at);
    return matchesRoute(pathname) && !/[\s<>\\]/.test(rest);
  };
  return { matchesRoute, isAppPath };
}
