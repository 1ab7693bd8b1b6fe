// What the dossiers feature offers other features' server code: the dossier as it shows, read
// through the caller's reader (nothing else of its folder may be imported from outside it).
export { snapshotRead } from './sources.server.js';
