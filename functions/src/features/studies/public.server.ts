// What the studies feature offers other features' server parts: the RIS and BibTeX reader, kept
// apart from public.ts because Citation.js is server code the web app never bundles.
export { CitationFileError, readCitations, type ReadEntry } from './readCitations.server.js';
