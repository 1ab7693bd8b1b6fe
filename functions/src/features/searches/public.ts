// What the search log offers other features (screening reads a question's searches and records).
export {
  searches,
  searchRecord,
  SOURCE_KIND,
  type Search,
  type SearchRecord,
  type SearchSourceName,
} from './contract.js';
