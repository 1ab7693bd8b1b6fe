// Every route of the product, declared once: path, layout, who may open it, its title and the
// name of the page that renders it. The web app's route table pairs each with its page
// (web/src/app/routeTable.ts: router, guard, navigation and the route sweep derive from it); the
// server checks stored in-app paths against it (`isAppPath`). Layouts and paths are the seed's
// (section 2), in the seed's order: where layout 2 and layout 3 declare the same path, the first
// declared (layout 2) wins, as in its router. No zod here: the sign-in page imports this module.

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

const route = <const Page extends string>(
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

export const routes = [
  // Layout 1 (path /old)
  route(1, '', 'public', 'Classic index', 'classicIndex'),

  // Layout 2 (path /, the admin layout)
  route(2, '', 'login', 'Home', 'home'),
  route(2, 'login', 'public', 'Sign in', 'login'),
  route(2, 'home', 'login', 'Home', 'home'),
  route(2, 'whats-new', 'login', "What's new", 'whatsNew'),
  route(2, 'post/:id', 'login', 'Post', 'post'),
  route(2, 'post/create', 'admin', 'New post', 'postForm'),
  route(2, 'post/:id/edit', 'admin', 'Edit post', 'postForm'),
  route(2, 'needs', 'login', 'Clinical needs overview', 'needs'),
  route(2, 'wait', 'login', 'Waiting for evaluation', 'waiting'),
  route(2, 'site', 'login', 'Communities', 'communities'),
  route(2, 'addsite', 'login', 'Add a community', 'communityForm'),
  route(2, 'techSelect', 'login', 'Technology selection', 'selection'),
  route(2, 'cycle', 'login', 'Technology lifecycle', 'lifecycle'),
  route(2, 'pool', 'login', 'Technology catalogue', 'catalogue'),
  route(2, 'chat', 'login', 'Echo', 'chat'),
  route(2, 'pathways', 'login', 'Care pathways', 'pathways'),
  route(2, 'facilityProgress', 'login', 'Virtual-care onboarding progress', 'onboarding'),
  route(2, 'facilitiespool', 'login', 'Facilities', 'facilities'),
  route(2, 'feedback', 'login', 'Feedback', 'feedback'),
  route(2, 'export', 'login', 'Export data', 'export'),
  route(2, 'epi', 'login', 'Epidemiology', 'epidemiology'),
  { ...route(2, 'seed', 'login', 'Data import', 'dataImport'), serves: 'admin' as const },
  route(2, 'site2/:id', 'login', 'Community profile', 'community'),
  route(2, 'editsite/:id', 'login', 'Edit community', 'communityForm'),
  route(2, 'sag', 'login', 'Small-area geographies', 'smallAreas'),
  route(2, 'addfacility', 'login', 'Add a facility', 'facilityForm'),
  route(2, 'facility2/:id', 'login', 'Facility profile', 'facility'),
  route(2, 'editfacility/:id', 'login', 'Edit facility', 'facilityForm'),
  route(2, '/disease/:diseaseId', 'login', 'Disease', 'disease'),
  route(2, '/xp', 'login', 'Calendar', 'calendar'),
  route(2, '/ultrasound', 'login', 'Tele-ultrasound log', 'ultrasound'),
  route(2, '/technology/:id/edit', 'login', 'Edit technology', 'technologyForm'),
  route(2, '/addtechnology', 'login', 'Add a technology', 'technologyForm'),
  route(2, '/technology-evaluations', 'login', 'Technology evaluations', 'evaluations'),
  route(2, '/technology-evaluation/submit', 'login', 'Submit an evaluation', 'evaluationStart'),
  route(2, '/technology-evaluation/:id', 'login', 'Evaluation', 'evaluation'),
  route(2, '/technology-evaluation/:id/edit', 'login', 'Edit evaluation', 'evaluationEdit'),
  route(2, '/technology-evaluation-aggregate', 'login', 'Evaluation results', 'evaluationResults'),
  route(2, '/ffa', 'login', 'Facility readiness assessment', 'readiness'),
  route(2, '/talk', 'login', 'Echo', 'chat'),
  route(
    2,
    '/clinical-needs-assessments',
    'login',
    'Clinical needs assessments',
    'needsAssessments',
  ),
  route(
    2,
    '/clinical-needs-assessments/new',
    'login',
    'New needs assessment',
    'needsAssessmentForm',
  ),
  route(2, '/clinical-needs-assessment/:id', 'login', 'Needs assessment', 'needsAssessment'),
  route(
    2,
    '/clinical-needs-assessment/:id/edit',
    'login',
    'Edit needs assessment',
    'needsAssessmentForm',
  ),
  route(
    2,
    '/clinical-needs-assessment/new',
    'login',
    'New needs assessment',
    'needsAssessmentForm',
  ),
  route(2, '/fee-gen', 'login', 'Fee estimate', 'feeEstimate'),
  // Declared without a login flag in the seed: open to visitors.
  route(2, '/clinical-needs/:id', 'public', 'Clinical need', 'need'),
  route(2, '/clinical-needs/:id/edit', 'public', 'Edit clinical need', 'needForm'),
  route(2, '/clinical-needs/new', 'public', 'New clinical need', 'needForm'),
  route(2, '/clinical-needs/', 'public', 'Clinical needs', 'needs'),
  route(2, '/vendors/', 'public', 'Vendors', 'vendors'),
  // Additions the issues ask for (admin user management, data sources).
  route(2, '/admin/users', 'admin', 'Users', 'users', true),
  route(2, '/admin/echo', 'admin', 'Echo settings', 'echoSettings', true),
  route(2, '/admin/settings', 'admin', 'Question sets', 'settings', true),
  route(2, '/about', 'public', 'About and data sources', 'about', true),

  // Layout 3 (path /, the chat layout): record pages with Echo beside them.
  route(3, 'site2/:id', 'login', 'Community profile', 'community'),
  route(3, 'addsite2', 'login', 'Add a community', 'communityForm'),
  route(3, 'editsite2/:id', 'login', 'Edit community', 'communityForm'),
  route(3, 'facility2/:id', 'login', 'Facility profile', 'facility'),
  route(3, 'editfacility2/:id', 'login', 'Edit facility', 'facilityForm'),
  route(3, 'facilitiespool2', 'login', 'Facilities', 'facilities'),
  route(3, 'addfacility2', 'login', 'Add a facility', 'facilityForm'),
  route(3, 'pool2', 'login', 'Technology catalogue', 'catalogue'),
  route(3, 'tech', 'login', 'Technology repository', 'technologies'),
  route(3, 'technology', 'login', 'Technology repository', 'technologies'),
  route(3, '/technology/:id', 'login', 'Technology', 'technology'),
  route(3, 'whats-new', 'login', "What's new", 'whatsNew'),
];

/** The name of a page some route renders. */
export type RoutePage = (typeof routes)[number]['page'];

export const LAYOUT_PATHS: Record<LayoutId, string> = { 1: '/old', 2: '/', 3: '/' };

/** The absolute path a route answers at. */
export function absolutePath(entry: Pick<RouteDeclaration, 'layout' | 'path'>): string {
  if (entry.path.startsWith('/')) return entry.path;
  const base = LAYOUT_PATHS[entry.layout];
  return entry.path === '' ? base : `${base === '/' ? '' : base}/${entry.path}`;
}

const segmentsOf = (path: string) => path.split('/').slice(1);
/** A pattern's segments; a trailing slash matches with or without it, as in React Router. */
const patterns = routes.map((r) => segmentsOf(absolutePath(r).replace(/(.)\/$/, '$1')));

/** What one `:param` segment may hold: a non-empty segment of an in-app address. */
const PARAM = /^[^/\\?#\s<>]+$/;

/**
 * Whether a pathname is one of a route of the table, matched as React Router matches it (static
 * segments ignoring case, `:param` one non-empty segment, an optional trailing slash). A
 * protocol-relative `//host/…` or a backslash never matches: stored text never links elsewhere.
 */
export function matchesRoute(pathname: string): boolean {
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.includes('\\'))
    return false;
  const segments = segmentsOf(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((p, i) => {
        const s = segments[i]!;
        return p.startsWith(':') ? PARAM.test(s) : p.toLowerCase() === s.toLowerCase();
      }),
  );
}

export const APP_PATH_MESSAGE = 'Choose a page of the app (a path such as /site or /technology/…).';

/** A path of the app with an optional query or fragment: "/site2/abc?tab=2". */
export function isAppPath(value: string): boolean {
  const at = value.search(/[?#]/);
  const pathname = at < 0 ? value : value.slice(0, at);
  const rest = at < 0 ? '' : value.slice(at);
  return matchesRoute(pathname) && !/[\s<>\\]/.test(rest);
}
