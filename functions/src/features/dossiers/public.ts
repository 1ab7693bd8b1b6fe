// What the dossiers feature offers other features: nothing else of its folder may be imported
// from outside it (.config/eslint/boundaries.js).
export {
  approvedDossierVersion,
  dossiers,
  type ApprovedDossierVersion,
  type Dossier,
} from './contract.js';
export { ETD_CRITERIA } from './etd.js';
export { etdLinkedEvidence } from './etdEvidence.js';
export { isFirstNationsCommunity } from './equity.js';
export { dossierSnapshotSchema, type DossierSnapshot } from './snapshot.js';
