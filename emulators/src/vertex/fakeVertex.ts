// A fake Vertex AI server speaking the REST protocol @google/genai uses (v1beta1):
//   POST …/publishers/google/models/{model}:streamGenerateContent?alt=sse  (server-sent events)
//   POST …/publishers/google/models/{model}:generateContent | :countTokens
//   POST …/cachedContents, GET/DELETE …/cachedContents/{id}
// Google's model cannot run here; this stands in for it in tests and in the demo
// (ECHO_FAKE_MODEL=1). Tests script it per question — a question containing `[script:ID]`
// gets the script registered under ID — and read back every request it received.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';

import { demoAnswer } from './demoModel.js';

export { demoAnswer };

interface Script {
  id: string;
  chunks?: string[];
  /** Delay before the first chunk (ms). */
  firstChunkDelayMs?: number;
  /** Delay between chunks (ms). */
  chunkDelayMs?: number;
  /** Fail: at once (HTTP status) or, with afterChunks, in the stream. */
  error?: { code: number; status: string; message: string; afterChunks?: number };
  finishReason?: string;
  blockReason?: string;
}

interface RecordedRequest {
  at: number;
  method: string;
  kind:
    | 'streamGenerateContent'
    | 'generateContent'
    | 'countTokens'
    | 'cachedContents.create'
    | 'cachedContents.get'
    | 'cachedContents.delete'
    | 'unknown';
  apiVersion: string;
  project: string;
  location: string;
  model: string | null;
  body: unknown;
  scriptId: string | null;
  /** The client closed the stream before it ended (a stop). */
  aborted: boolean;
}

interface Part {
  text?: string;
}
interface Content {
  role?: string;
  parts?: Part[];
}
interface GenerateBody {
  contents?: Content[];
  systemInstruction?: Content;
  cachedContent?: string;
}

const MODEL_PATH =
  /^\/([^/]+)\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/google\/models\/([^/:]+):(\w+)$/;
const CACHE_PATH =
  /^\/([^/]+)\/projects\/([^/]+)\/locations\/([^/]+)\/cachedContents(?:\/([^/]+))?$/;
const SCRIPT_MARK = /\[script:([\w-]+)\]/;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tokensOf = (text: string) => Math.ceil(text.length / 4);

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      try {
        resolve(raw ? JSON.parse(raw) : {});
      } catch {
        resolve({});
      }
    });
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const lastQuestion = (body: GenerateBody) =>
  [...(body.contents ?? [])]
    .reverse()
    .find((c) => c.role === 'user')
    ?.parts?.map((p) => p.text ?? '')
    .join('') ?? '';

/** Splits an answer into chunks of a few words, as a model streams. */
function chunksOf(text: string): string[] {
  const words = text.split(/(?<=\s)/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 4) out.push(words.slice(i, i + 4).join(''));
  return out;
}

export interface FakeVertex {
  url: string;
  stop(): Promise<void>;
}

export async function startFakeVertex(host: string, port: number): Promise<FakeVertex> {
  const scripts = new Map<string, Script>();
  const requests: RecordedRequest[] = [];
  const caches = new Map<
    string,
    { systemInstruction: Content; model: string; expireTime: string }
  >();
  let cacheCounter = 0;

  const cacheOf = (body: GenerateBody) =>
    body.cachedContent ? caches.get(body.cachedContent.split('/').pop() ?? '') : undefined;
  const textOf = (content: Content | undefined) =>
    content?.parts?.map((p) => p.text ?? '').join('\n') ?? '';
  const instructionOf = (body: GenerateBody) =>
    textOf(cacheOf(body)?.systemInstruction ?? body.systemInstruction);
  /**
   * Usage as Vertex AI reports it: promptTokenCount is the whole prompt, the cached content
   * included; cachedContentTokenCount is the part served from the context cache.
   */
  const usageOf = (body: GenerateBody, answer: string) => {
    const cached = cacheOf(body);
    const cachedTokens = cached ? tokensOf(textOf(cached.systemInstruction)) : 0;
    const prompt =
      cachedTokens +
      tokensOf(textOf(body.systemInstruction)) +
      tokensOf(JSON.stringify(body.contents ?? []));
    const completion = tokensOf(answer);
    return {
      promptTokenCount: prompt,
      candidatesTokenCount: completion,
      totalTokenCount: prompt + completion,
      ...(cached ? { cachedContentTokenCount: cachedTokens } : {}),
    };
  };

  async function stream(
    res: ServerResponse,
    req: IncomingMessage,
    record: RecordedRequest,
    body: GenerateBody,
  ) {
    const script = record.scriptId ? scripts.get(record.scriptId) : undefined;
    const question = lastQuestion(body);
    if (script?.error && script.error.afterChunks === undefined) {
      send(res, script.error.code, { error: script.error });
      return;
    }
    const answer = script?.chunks ?? chunksOf(demoAnswer(question, instructionOf(body)));
    const long = /in detail/i.test(question);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    // The response closes early when the client goes away (a stop).
    res.on('close', () => {
      if (!res.writableFinished) record.aborted = true;
    });
    const event = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\r\n\r\n`);
    await sleep(script?.firstChunkDelayMs ?? 0);
    for (let i = 0; i < answer.length; i++) {
      if (record.aborted || res.destroyed) return;
      if (script?.error && i === script.error.afterChunks) {
        event({ error: script.error });
        res.end();
        return;
      }
      const last = i === answer.length - 1;
      event({
        candidates: [
          {
            content: { role: 'model', parts: [{ text: answer[i] }] },
            ...(last ? { finishReason: script?.finishReason ?? 'STOP' } : {}),
          },
        ],
        ...(script?.blockReason && i === 0
          ? { promptFeedback: { blockReason: script.blockReason } }
          : {}),
        ...(last ? { usageMetadata: usageOf(body, answer.join('')) } : {}),
        modelVersion: record.model,
      });
      if (!last) await sleep(script?.chunkDelayMs ?? (long ? 60 : 15));
    }
    res.end();
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', `http://${host}`);
      // Test controls.
      if (url.pathname === '/__fake/scripts' && req.method === 'POST') {
        const script = (await readBody(req)) as Script;
        scripts.set(script.id, script);
        send(res, 200, { ok: true });
        return;
      }
      if (url.pathname === '/__fake/requests' && req.method === 'GET') {
        const id = url.searchParams.get('script');
        send(res, 200, {
          requests: id ? requests.filter((r) => r.scriptId === id) : requests,
        });
        return;
      }

      const body = (await readBody(req)) as GenerateBody & Record<string, unknown>;
      const model = MODEL_PATH.exec(url.pathname);
      const cache = CACHE_PATH.exec(url.pathname);
      const record: RecordedRequest = {
        at: Date.now(),
        method: req.method ?? 'GET',
        kind: 'unknown',
        apiVersion: model?.[1] ?? cache?.[1] ?? '',
        project: model?.[2] ?? cache?.[2] ?? '',
        location: model?.[3] ?? cache?.[3] ?? '',
        model: model?.[4] ?? (typeof body.model === 'string' ? body.model : null),
        body,
        scriptId: SCRIPT_MARK.exec(lastQuestion(body))?.[1] ?? null,
        aborted: false,
      };
      requests.push(record);
      if (requests.length > 2000) requests.splice(0, requests.length - 2000);

      if (model) {
        const method = model[5];
        if (method === 'streamGenerateContent') {
          record.kind = 'streamGenerateContent';
          return stream(res, req, record, body);
        }
        if (method === 'generateContent') {
          record.kind = 'generateContent';
          const text = demoAnswer(lastQuestion(body), instructionOf(body));
          send(res, 200, {
            candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP' }],
            usageMetadata: usageOf(body, text),
          });
          return;
        }
        if (method === 'countTokens') {
          record.kind = 'countTokens';
          const system =
            (body as { systemInstruction?: Content }).systemInstruction?.parts
              ?.map((p) => p.text ?? '')
              .join('') ?? '';
          send(res, 200, {
            totalTokens: tokensOf(system) + tokensOf(JSON.stringify(body.contents ?? [])),
          });
          return;
        }
      }
      if (cache) {
        const [, , project, location, id] = cache;
        if (req.method === 'POST' && !id) {
          record.kind = 'cachedContents.create';
          const name = String(++cacheCounter);
          const ttl =
            Number((typeof body.ttl === 'string' ? body.ttl : '3600s').replace(/s$/, '')) || 3600;
          const expireTime = new Date(Date.now() + ttl * 1000).toISOString();
          caches.set(name, {
            systemInstruction: body.systemInstruction ?? {},
            model: String(body.model),
            expireTime,
          });
          send(res, 200, {
            name: `projects/${project}/locations/${location}/cachedContents/${name}`,
            model: body.model,
            createTime: new Date().toISOString(),
            expireTime,
            usageMetadata: {
              totalTokenCount: tokensOf(textOf(body.systemInstruction)),
            },
          });
          return;
        }
        const found = id ? caches.get(id) : undefined;
        if (!found) {
          send(res, 404, {
            error: { code: 404, status: 'NOT_FOUND', message: 'No such cached content.' },
          });
          return;
        }
        if (req.method === 'DELETE') {
          record.kind = 'cachedContents.delete';
          caches.delete(id!);
          send(res, 200, {});
          return;
        }
        record.kind = 'cachedContents.get';
        send(res, 200, {
          name: `projects/${project}/locations/${location}/cachedContents/${id}`,
          model: found.model,
          expireTime: found.expireTime,
        });
        return;
      }
      send(res, 404, {
        error: {
          code: 404,
          status: 'NOT_FOUND',
          message: `The fake Vertex AI server does not serve ${url.pathname}`,
        },
      });
    })();
  });
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(port, host, () => resolve()),
  );
  return {
    url: `http://${host}:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
