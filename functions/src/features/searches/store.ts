// Where a search's candidate records and imports are kept (not registries): named here, free of
// the server's Firestore client, so the demo's records can name them too.
export const SEARCH_RECORDS = 'searchRecords';
export const SEARCH_IMPORTS = 'searchImports';
