// The web app's route table: each route the contract declares (functions/src/contract/routes.ts:
// path, layout, access, title, page name) with the page that renders it, loaded lazily. The
// router, the guard, the navigation and the route test derive from this table; the server checks
// stored in-app paths against the same declaration.
import type { ComponentType } from 'react';

import {
  absolutePath,
  LAYOUT_PATHS,
  routes,
  type LayoutId,
  type RouteAccess,
  type RouteDeclaration,
  type RoutePage,
} from '@hta/functions/contract/routes';

/** Who may open a route: anyone, signed-in people, or signed-in admins (seed section 6). */
export type Access = RouteAccess;
export type { LayoutId };
export { absolutePath, LAYOUT_PATHS };

export interface RouteEntry extends Omit<RouteDeclaration, 'page'> {
  /** The page; loaded lazily, one chunk per page. */
  page: () => Promise<{ default: ComponentType }>;
  /**
   * An action the shell offers on every page to those who may open this route (feedback: "tell
   * us about this page"); loaded lazily.
   */
  action?: () => Promise<{ default: ComponentType }>;
}

type Page = RouteEntry['page'];

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
} satisfies Record<RoutePage, Page>;

/** Actions the shell offers beside a route's page (feedback: "tell us about this page"). */
const actions: Partial<Record<RoutePage, RouteEntry['action']>> = {
  feedback: () =>
    import('../features/feedback/FeedbackPage').then((m) => ({ default: m.SendFeedback })),
};

export const routeTable: RouteEntry[] = routes.map((declared) => {
  const action = actions[declared.page];
  return { ...declared, page: p[declared.page], ...(action ? { action } : {}) };
});
