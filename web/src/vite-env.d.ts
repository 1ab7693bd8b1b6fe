/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_MEASUREMENT_ID?: string;
  /** e.g. http://127.0.0.1:9099 — set by the launcher for the local platform. */
  readonly VITE_AUTH_EMULATOR_URL?: string;
  /** e.g. 127.0.0.1:5001 — set by the launcher for the local platform. */
  readonly VITE_FUNCTIONS_EMULATOR?: string;
}

/** When this build was made (vite.config.ts): the persisted query cache's buster. */
declare const __APP_BUILD__: string;
