// The product's page paths, declared once: the web app links with these, registries name their
// record pages with them, and Echo's data (and the fake model reading it) cite them. A unit test
// in the web app checks that each resolves to a route of its route table. No zod here: the
// sign-in page imports this module.

const id = (value: string) => encodeURIComponent(value);

export const paths = {
  home: '/home',
  login: '/login',
  about: '/about',
  classic: '/old',
  whatsNew: '/whats-new',
  post: (postId: string) => `/post/${id(postId)}`,
  postCreate: '/post/create',
  postEdit: (postId: string) => `/post/${id(postId)}/edit`,

  communities: '/site',
  community: (communityId: string) => `/site2/${id(communityId)}`,
  communityAdd: '/addsite',
  communityAddChat: '/addsite2',
  communityEdit: (communityId: string) => `/editsite/${id(communityId)}`,
  communityEditChat: (communityId: string) => `/editsite2/${id(communityId)}`,

  facilities: '/facilitiespool',
  facilitiesChat: '/facilitiespool2',
  facility: (facilityId: string) => `/facility2/${id(facilityId)}`,
  facilityAdd: '/addfacility',
  facilityAddChat: '/addfacility2',
  facilityEdit: (facilityId: string) => `/editfacility/${id(facilityId)}`,
  facilityEditChat: (facilityId: string) => `/editfacility2/${id(facilityId)}`,
  facilityProgress: '/facilityProgress',
  /** The onboarding page opened on one plan. */
  onboardingOf: (onboardingId: string) => `/facilityProgress?plan=${id(onboardingId)}`,
  readiness: '/ffa',
  /** The readiness page opened on one assessment. */
  readinessAssessment: (assessmentId: string) => `/ffa?assessment=${id(assessmentId)}`,
  /** The readiness page opened on a facility's assessments. */
  readinessOf: (facilityId: string) => `/ffa?facility=${id(facilityId)}`,
  smallAreas: '/sag',
  /** The small-area page opened on one census division. */
  smallAreaOf: (censusDivisionUid: string) => `/sag?cd=${id(censusDivisionUid)}`,

  technologies: '/tech',
  technologiesAlt: '/technology',
  catalogue: '/pool',
  catalogueChat: '/pool2',
  technology: (technologyId: string) => `/technology/${id(technologyId)}`,
  technologyAdd: '/addtechnology',
  technologyEdit: (technologyId: string) => `/technology/${id(technologyId)}/edit`,
  lifecycle: '/cycle',
  waiting: '/wait',
  selection: '/techSelect',
  /** The selection page opened on a need's or a community's candidates and saved selections. */
  selectionFor: (recordId: string, kind: 'need' | 'community' = 'need') =>
    `/techSelect?${kind}=${id(recordId)}`,

  evaluations: '/technology-evaluations',
  evaluationSubmit: '/technology-evaluation/submit',
  evaluation: (evaluationId: string) => `/technology-evaluation/${id(evaluationId)}`,
  evaluationEdit: (evaluationId: string) => `/technology-evaluation/${id(evaluationId)}/edit`,
  evaluationResults: '/technology-evaluation-aggregate',

  needs: '/clinical-needs/',
  needsOverview: '/needs',
  need: (needId: string) => `/clinical-needs/${id(needId)}`,
  needAdd: '/clinical-needs/new',
  needEdit: (needId: string) => `/clinical-needs/${id(needId)}/edit`,
  needsAssessments: '/clinical-needs-assessments',
  needsAssessmentAdd: '/clinical-needs-assessments/new',
  needsAssessment: (assessmentId: string) => `/clinical-needs-assessment/${id(assessmentId)}`,
  needsAssessmentEdit: (assessmentId: string) =>
    `/clinical-needs-assessment/${id(assessmentId)}/edit`,
  pathways: '/pathways',
  /** The pathways page opened on one pathway (the seed has no route of its own for one). */
  pathway: (pathwayId: string) => `/pathways?pathway=${id(pathwayId)}`,

  vendors: '/vendors/',
  vendor: (vendorId: string) => `/vendors/?vendor=${id(vendorId)}`,

  epidemiology: '/epi',
  disease: (diseaseId: string) => `/disease/${id(diseaseId)}`,
  ultrasound: '/ultrasound',
  /** The ultrasound log opened on one session. */
  ultrasoundSession: (sessionId: string) => `/ultrasound?session=${id(sessionId)}`,
  feeEstimate: '/fee-gen',
  /** The fee estimate page opened on one saved estimate. */
  feeEstimateOf: (estimateId: string) => `/fee-gen?estimate=${id(estimateId)}`,
  calendar: '/xp',
  /** The calendar opened on one event. */
  calendarEvent: (eventId: string) => `/xp?event=${id(eventId)}`,
  export: '/export',
  dataImport: '/seed',
  feedback: '/feedback',

  chat: '/chat',
  talk: '/talk',
  users: '/admin/users',
  echoSettings: '/admin/echo',
  settings: '/admin/settings',
} as const;

/** A path with a query string that asks Echo a prepared question. */
export const askEchoPath = (question: string) =>
  `${paths.chat}?ask=${encodeURIComponent(question)}`;
