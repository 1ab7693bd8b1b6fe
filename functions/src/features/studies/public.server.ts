// What the studies feature offers other features' server parts: the RIS and BibTeX reader, kept
// apart from public.ts because Citation.js is server code the web app never bundles.
export { CitationFileError, readCitations, type ReadEntry } from './readCitations.server.js';
// And the library's own writes for a feature that adds studies in its transaction (screening's
// included records), with the same duplicate check as the import.
export { addStudies, libraryStudiesMatching, type AddedStudy } from './handlers.js';
