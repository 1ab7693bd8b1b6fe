// The names of the deployed functions the web app calls. Kept apart from the schemas so the
// web app's data layer (loaded with the sign-in page) does not pull every schema with it.

/** The callable that serves every operation of the contract. */
export const API_FUNCTION = 'api';

/** The HTTP function that streams attachments back. */
export const FILES_FUNCTION = 'files';

/** The streaming callable of Echo, the assistant. */
export const ECHO_FUNCTION = 'echo';
