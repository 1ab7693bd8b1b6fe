// Every route of the product, declared once: path, layout, who may open it, its title and the
// page that renders it. The router, the guard, the navigation and the route test derive from
// this table. Layouts and paths are the seed's (section 2), in the seed's order: where layout 2
// and layout 3 declare the same path, the first declared (layout 2) wins, as in its router.
import type { ComponentType } from 'react';

/** Who may open a route: anyone, signed-in people, or signed-in admins (seed section 6). */
export type Access = 'public' | 'login' | 'admin';

/** 1: classic (/old), 2: admin layout (/), 3: chat layout (/). */
export type LayoutId = 1 | 2 | 3;

export interface RouteEntry {
  layout: LayoutId;
  /** As the seed writes it, relative to the layout's path (or absolute where the seed has '/'). */
  path: string;
  access: Access;
  title: string;
  /** The page; loaded lazily, one chunk per page. */
  page: () => Promise<{ default: ComponentType }>;
  /** Not in the seed's list: added by an issue (admin pages, about). */
  addition?: true;
  /**
   * Who the page serves, where fewer than its guard admits: the seed guards data import for
   * every signed-in person, but only administrators import. Menus and links offer such a page
   * to those it serves only (the guard stays the seed's).
   */
  serves?: Access;
  /**
   * An action the shell offers on every page to those who may open this route (feedback: "tell
   * us about this page"); loaded lazily.
   */
  action?: () => Promise<{ default: ComponentType }>;
}

type Page = RouteEntry['page'];

const notBuilt: Page = () => import('../components/NotBuiltPage');
const p = {
  login: () => import('../features/auth/LoginPage'),
  home: () => import('../features/home/HomePage'),
  classicIndex: () => import('./pages/ClassicIndexPage'),
  about: () => import('../features/about/AboutPage'),
  users: () => import('../features/users/UsersPage'),
  communities: () => import('../features/communities/CommunitiesPage'),
  community: () => import('../features/communities/CommunityProfilePage'),
  communityForm: () => import('../features/communities/CommunityFormPage'),
  facilities: () => import('../features/facilities/FacilitiesPage'),
  facility: () => import('../features/facilities/FacilityProfilePage'),
  facilityForm: () => import('../features/facilities/FacilityFormPage'),
  technologies: () => import('../features/technologies/TechnologiesPage'),
  catalogue: () => import('../features/technologies/CataloguePage'),
  technology: () => import('../features/technologies/TechnologyProfilePage'),
  technologyForm: () => import('../features/technologies/TechnologyFormPage'),
  vendors: () => import('../features/vendors/VendorsPage'),
  needs: () => import('../features/needs/NeedsListPage'),
  need: () => import('../features/needs/NeedPage'),
  needForm: () => import('../features/needs/NeedFormPage'),
  whatsNew: () => import('../features/posts/WhatsNewPage'),
  post: () => import('../features/posts/PostPage'),
  postForm: () => import('../features/posts/PostFormPage'),
  chat: () => import('../features/echo/ChatPage'),
  echoSettings: () => import('../features/echo/EchoSettingsPage'),
  feedback: () => import('../features/feedback/FeedbackPage'),
  evaluations: () => import('../features/evaluations/EvaluationsPage'),
  evaluationStart: () => import('../features/evaluations/StartEvaluationPage'),
  evaluation: () => import('../features/evaluations/EvaluationPage'),
  evaluationEdit: () => import('../features/evaluations/EvaluationEditPage'),
  evaluationResults: () => import('../features/evaluations/ResultsPage'),
  lifecycle: () => import('../features/lifecycle/LifecycleBoardPage'),
  waiting: () => import('../features/lifecycle/WaitingPage'),
  selection: () => import('../features/selection/SelectionPage'),
  settings: () => import('../features/settings/SettingsPage'),
  needsAssessments: () => import('../features/needsAssessments/AssessmentsPage'),
  needsAssessment: () => import('../features/needsAssessments/AssessmentPage'),
  needsAssessmentForm: () => import('../features/needsAssessments/AssessmentFormPage'),
  pathways: () => import('../features/pathways/PathwaysPage'),
  export: () => import('../features/export/ExportPage'),
  feeEstimate: () => import('../features/fees/FeeEstimatePage'),
  ultrasound: () => import('../features/ultrasound/UltrasoundPage'),
  readiness: () => import('../features/readiness/ReadinessPage'),
  onboarding: () => import('../features/onboarding/OnboardingPage'),
  smallAreas: () => import('../features/geography/SmallAreasPage'),
  epidemiology: () => import('../features/epi/EpiPage'),
  disease: () => import('../features/epi/DiseasePage'),
  calendar: () => import('../features/calendar/CalendarPage'),
  dataImport: () => import('../features/import/ImportPage'),
} satisfies Record<string, Page>;

const r = (
  layout: LayoutId,
  path: string,
  access: Access,
  title: string,
  page: Page = notBuilt,
  addition?: true,
): RouteEntry => ({ layout, path, access, title, page, ...(addition ? { addition } : {}) });

export const routeTable: RouteEntry[] = [
  // Layout 1 (path /old)
  r(1, '', 'public', 'Classic index', p.classicIndex),

  // Layout 2 (path /, the admin layout)
  r(2, '', 'login', 'Home', p.home),
  r(2, 'login', 'public', 'Sign in', p.login),
  r(2, 'home', 'login', 'Home', p.home),
  r(2, 'whats-new', 'login', "What's new", p.whatsNew),
  r(2, 'post/:id', 'login', 'Post', p.post),
  r(2, 'post/create', 'admin', 'New post', p.postForm),
  r(2, 'post/:id/edit', 'admin', 'Edit post', p.postForm),
  r(2, 'needs', 'login', 'Clinical needs overview', p.needs),
  r(2, 'wait', 'login', 'Waiting for evaluation', p.waiting),
  r(2, 'site', 'login', 'Communities', p.communities),
  r(2, 'addsite', 'login', 'Add a community', p.communityForm),
  r(2, 'techSelect', 'login', 'Technology selection', p.selection),
  r(2, 'cycle', 'login', 'Technology lifecycle', p.lifecycle),
  r(2, 'pool', 'login', 'Technology catalogue', p.catalogue),
  r(2, 'chat', 'login', 'Echo', p.chat),
  r(2, 'pathways', 'login', 'Care pathways', p.pathways),
  r(2, 'facilityProgress', 'login', 'Virtual-care onboarding progress', p.onboarding),
  r(2, 'facilitiespool', 'login', 'Facilities', p.facilities),
  {
    ...r(2, 'feedback', 'login', 'Feedback', p.feedback),
    action: () =>
      import('../features/feedback/FeedbackPage').then((m) => ({ default: m.SendFeedback })),
  },
  r(2, 'export', 'login', 'Export data', p.export),
  r(2, 'epi', 'login', 'Epidemiology', p.epidemiology),
  { ...r(2, 'seed', 'login', 'Data import', p.dataImport), serves: 'admin' },
  r(2, 'site2/:id', 'login', 'Community profile', p.community),
  r(2, 'editsite/:id', 'login', 'Edit community', p.communityForm),
  r(2, 'sag', 'login', 'Small-area geographies', p.smallAreas),
  r(2, 'addfacility', 'login', 'Add a facility', p.facilityForm),
  r(2, 'facility2/:id', 'login', 'Facility profile', p.facility),
  r(2, 'editfacility/:id', 'login', 'Edit facility', p.facilityForm),
  r(2, '/disease/:diseaseId', 'login', 'Disease', p.disease),
  r(2, '/xp', 'login', 'Calendar', p.calendar),
  r(2, '/ultrasound', 'login', 'Tele-ultrasound log', p.ultrasound),
  r(2, '/technology/:id/edit', 'login', 'Edit technology', p.technologyForm),
  r(2, '/addtechnology', 'login', 'Add a technology', p.technologyForm),
  r(2, '/technology-evaluations', 'login', 'Technology evaluations', p.evaluations),
  r(2, '/technology-evaluation/submit', 'login', 'Submit an evaluation', p.evaluationStart),
  r(2, '/technology-evaluation/:id', 'login', 'Evaluation', p.evaluation),
  r(2, '/technology-evaluation/:id/edit', 'login', 'Edit evaluation', p.evaluationEdit),
  r(2, '/technology-evaluation-aggregate', 'login', 'Evaluation results', p.evaluationResults),
  r(2, '/ffa', 'login', 'Facility readiness assessment', p.readiness),
  r(2, '/talk', 'login', 'Echo', p.chat),
  r(2, '/clinical-needs-assessments', 'login', 'Clinical needs assessments', p.needsAssessments),
  r(2, '/clinical-needs-assessments/new', 'login', 'New needs assessment', p.needsAssessmentForm),
  r(2, '/clinical-needs-assessment/:id', 'login', 'Needs assessment', p.needsAssessment),
  r(
    2,
    '/clinical-needs-assessment/:id/edit',
    'login',
    'Edit needs assessment',
    p.needsAssessmentForm,
  ),
  r(2, '/clinical-needs-assessment/new', 'login', 'New needs assessment', p.needsAssessmentForm),
  r(2, '/fee-gen', 'login', 'Fee estimate', p.feeEstimate),
  // Declared without a login flag in the seed: open to visitors.
  r(2, '/clinical-needs/:id', 'public', 'Clinical need', p.need),
  r(2, '/clinical-needs/:id/edit', 'public', 'Edit clinical need', p.needForm),
  r(2, '/clinical-needs/new', 'public', 'New clinical need', p.needForm),
  r(2, '/clinical-needs/', 'public', 'Clinical needs', p.needs),
  r(2, '/vendors/', 'public', 'Vendors', p.vendors),
  // Additions the issues ask for (admin user management, data sources).
  r(2, '/admin/users', 'admin', 'Users', p.users, true),
  r(2, '/admin/echo', 'admin', 'Echo settings', p.echoSettings, true),
  r(2, '/admin/settings', 'admin', 'Question sets', p.settings, true),
  r(2, '/about', 'public', 'About and data sources', p.about, true),

  // Layout 3 (path /, the chat layout): record pages with Echo beside them.
  r(3, 'site2/:id', 'login', 'Community profile', p.community),
  r(3, 'addsite2', 'login', 'Add a community', p.communityForm),
  r(3, 'editsite2/:id', 'login', 'Edit community', p.communityForm),
  r(3, 'facility2/:id', 'login', 'Facility profile', p.facility),
  r(3, 'editfacility2/:id', 'login', 'Edit facility', p.facilityForm),
  r(3, 'facilitiespool2', 'login', 'Facilities', p.facilities),
  r(3, 'addfacility2', 'login', 'Add a facility', p.facilityForm),
  r(3, 'pool2', 'login', 'Technology catalogue', p.catalogue),
  r(3, 'tech', 'login', 'Technology repository', p.technologies),
  r(3, 'technology', 'login', 'Technology repository', p.technologies),
  r(3, '/technology/:id', 'login', 'Technology', p.technology),
  r(3, 'whats-new', 'login', "What's new", p.whatsNew),
];

export const LAYOUT_PATHS: Record<LayoutId, string> = { 1: '/old', 2: '/', 3: '/' };

/** The absolute path a route answers at. */
/** Whether a route's page exists yet (the rest show "not built yet"). */
export const isBuilt = (entry: Pick<RouteEntry, 'page'>): boolean => entry.page !== notBuilt;

export function absolutePath(entry: Pick<RouteEntry, 'layout' | 'path'>): string {
  if (entry.path.startsWith('/')) return entry.path;
  const base = LAYOUT_PATHS[entry.layout];
  return entry.path === '' ? base : `${base === '/' ? '' : base}/${entry.path}`;
}
