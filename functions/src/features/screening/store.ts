// Where screening keeps its decisions, and their document ids: one decision per record, stage and
// person (a second decision by the same person on the same record replaces the first), and one
// resolution per record and stage. The demo's decisions are written under the same ids.
import type { ScreeningStage } from './rules.js';

export const DECISIONS_COLLECTION = 'screeningDecisions';
export const RESOLUTIONS_COLLECTION = 'screeningResolutions';
export const SETTINGS_COLLECTION = 'screeningSettings';
/** Which included record became which library study, by record id. */
export const LIBRARY_LINKS = 'screeningLibraryLinks';

export const decisionId = (recordId: string, stage: ScreeningStage, uid: string) =>
  `${recordId}~${stage}~${uid}`;
export const resolutionId = (recordId: string, stage: ScreeningStage) => `${recordId}~${stage}`;
