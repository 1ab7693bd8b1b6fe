// Asking Echo over the streaming callable protocol (server-sent events: {message} chunks, then
// {result} or {error}), and scripting / inspecting the fake Vertex AI server.
import { platform } from './platform.js';
import type { Session } from './session.js';

export interface Answer {
  chunks: string[];
  result?: { conversationId: string; answer: string; stopped: boolean; usage: unknown };
  error?: { status: string; message: string; details?: Record<string, unknown> };
}

export async function ask(
  session: Session,
  data: { question: string; conversationId?: string; runId?: string },
  options: { stopAfterChunks?: number } = {},
): Promise<Answer> {
  const controller = new AbortController();
  const response = await fetch(`${platform.functionsUrl}/echo`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: `Bearer ${session.idToken}`,
    },
    body: JSON.stringify({ data }),
    signal: controller.signal,
  });
  const answer: Answer = { chunks: [] };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end).replace(/^data: /, '');
        buffer = buffer.slice(end + 2);
        const parsed = JSON.parse(event) as { message?: { text: string } } & Pick<
          Answer,
          'error' | 'result'
        >;
        if (parsed.message?.text) answer.chunks.push(parsed.message.text);
        if (parsed.result) answer.result = parsed.result;
        if (parsed.error) answer.error = parsed.error;
        if (
          options.stopAfterChunks !== undefined &&
          answer.chunks.length >= options.stopAfterChunks
        ) {
          controller.abort();
          return answer;
        }
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  // An error before streaming began comes back as a plain JSON body.
  if (buffer.trim().startsWith('{'))
    Object.assign(answer, JSON.parse(buffer) as Pick<Answer, 'error' | 'result'>);
  return answer;
}

export interface FakeRequest {
  kind: string;
  project: string;
  location: string;
  model: string | null;
  body: {
    contents?: Array<{ role: string; parts: Array<{ text?: string }> }>;
    systemInstruction?: { parts: Array<{ text: string }> };
    cachedContent?: string;
    model?: string;
  };
  scriptId: string | null;
  aborted: boolean;
  at: number;
}

const fakeUrl = () => {
  const url = process.env.HTA_FAKE_VERTEX_URL;
  if (!url) throw new Error('HTA_FAKE_VERTEX_URL is not set: run through npm test.');
  return url;
};

export const fake = {
  async script(script: Record<string, unknown> & { id: string }) {
    await fetch(`${fakeUrl()}/__fake/scripts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(script),
    });
  },
  async requests(scriptId?: string): Promise<FakeRequest[]> {
    const response = await fetch(
      `${fakeUrl()}/__fake/requests${scriptId ? `?script=${scriptId}` : ''}`,
    );
    return ((await response.json()) as { requests: FakeRequest[] }).requests;
  },
};

export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
