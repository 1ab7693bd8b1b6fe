// Echo's configuration (functions parameters) and its Vertex AI client.
import { GoogleGenAI } from '@google/genai';
import { defineString } from 'firebase-functions/params';

export const ECHO_MODEL = defineString('ECHO_MODEL', {
  default: 'gemini-3.5-flash',
  description:
    'Gemini model on Vertex AI (the seed named gemini-2.0-flash, retired by Google in 2026).',
});
export const ECHO_LOCATION = defineString('ECHO_LOCATION', {
  default: 'us-central1',
  description: 'Vertex AI location.',
});
export const ECHO_DEVELOPER_NAME = defineString('ECHO_DEVELOPER_NAME', {
  default: 'the virtual health hub team',
  description: 'Who Echo says made it, at the virtual health hub.',
});

/**
 * A local stand-in for Vertex AI (emulators/src/vertex), set by the launcher: Google's model
 * cannot run here, so tests and the demo talk to a server speaking its REST protocol.
 */
const fakeBaseUrl = () => process.env.ECHO_VERTEX_BASE_URL;
export const usingFakeModel = () => Boolean(fakeBaseUrl());

/** Echo can answer: a real project with credentials, or the fake model. */
export function echoConfigured(): { configured: boolean; message: string | null } {
  if (usingFakeModel()) return { configured: true, message: null };
  const emulated = process.env.FUNCTIONS_EMULATOR === 'true';
  if (emulated && !process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    return {
      configured: false,
      message:
        'Echo is not configured on this local platform: there are no Google credentials. ' +
        'Start it with ECHO_FAKE_MODEL=1 npm start for a demo with a fake model.',
    };
  }
  return { configured: true, message: null };
}

let client: GoogleGenAI | undefined;
let clientKey = '';

export function genai(): GoogleGenAI {
  // On the local emulators the project is demo-hta, which has no Vertex AI: ECHO_VERTEX_PROJECT
  // names a real one to ask Gemini from a local platform (npm run eval:echo).
  const project =
    process.env.ECHO_VERTEX_PROJECT ??
    process.env.GCLOUD_PROJECT ??
    process.env.GOOGLE_CLOUD_PROJECT ??
    'demo-hta';
  const location = ECHO_LOCATION.value();
  const baseUrl = fakeBaseUrl();
  const key = `${project}|${location}|${baseUrl ?? ''}`;
  if (!client || key !== clientKey) {
    clientKey = key;
    client = new GoogleGenAI({
      vertexai: true,
      project,
      location,
      ...(baseUrl
        ? {
            httpOptions: { baseUrl },
            // The fake needs no Google credentials. `as never`: google-auth-library's AuthClient
            // type is large, and the SDK calls only getRequestHeaders on it.
            googleAuthOptions: {
              authClient: { getRequestHeaders: () => Promise.resolve(new Headers()) } as never,
            },
          }
        : {}),
    });
  }
  return client;
}
