// What screening offers other features' server parts: a question's records included at full
// text (after two reviewers agreed or a third settled it), for the evidence that answers it.
export { includedRecordsOf } from './handlers.server.js';
