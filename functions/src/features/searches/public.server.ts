// What the search log offers other features' server parts: the question's candidate records.
export {
  placedRecordsAfter,
  placedRecordsOfQuestion,
  recordsById,
  SEARCH_RECORDS,
  type PlacedRecord,
} from './records.server.js';
