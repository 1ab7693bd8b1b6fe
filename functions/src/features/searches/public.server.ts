// What the search log offers other features' server parts: the question's candidate records.
export { recordsOfQuestion, SEARCH_RECORDS } from './records.server.js';
