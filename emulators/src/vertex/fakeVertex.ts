// A fake Vertex AI server speaking the REST protocol @google/genai uses (v1beta1):
//   POST …/publishers/google/models/{model}:streamGenerateContent?alt=sse  (server-sent events)
//   POST …/publishers/google/models/{model}:generateContent | :countTokens
//   POST …/cachedContents, GET/DELETE …/cachedContents/{id}
// Google's model cannot run here; this stands in for it in tests and in the demo
// (ECHO_FAKE_MODEL=1). Tests script it per question — a question containing `[script:ID]`
// gets the script registered under ID — and read back every request it received.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';

export interface Script {
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

export interface RecordedRequest {
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

/** The demo answer: look the question's community up in the data, like a very literal model. */
export function demoAnswer(question: string, instruction: string): string {
  const rows = instruction
    .split('\n')
    .filter((l) => l.startsWith('/site2/'))
    .map((l) => l.split('|'));
  const q = question.toLowerCase();
  const named = rows
    .filter((r) => r[1] && q.includes(r[1].toLowerCase()))
    .sort((a, b) => (b[1]?.length ?? 0) - (a[1]?.length ?? 0));
  const intro =
    '**Fake model (demo):** a stand-in for Gemini on this local platform; it only looks up the data.\n\n';
  if (/in detail/i.test(q)) {
    return (
      intro +
      rows
        .slice(0, 80)
        .map((r) => `- [${r[1]}](${r[0]}): population ${r[4] ?? 'not recorded'}`)
        .join('\n')
    );
  }
  const hit = named[0];
  if (!hit)
    return `${intro}I could not find a community named in your question. Try *Tell me about La Ronge*.`;
  const [path, name, type, division, pop2021, pop2016, change, , , , remoteness, facilities] = hit;
  const facts = [
    pop2021 ? `population **${Number(pop2021).toLocaleString('en-US')}** in 2021` : null,
    pop2016 ? `${Number(pop2016).toLocaleString('en-US')} in 2016` : null,
    change ? `a change of ${change}%` : null,
    remoteness ? `remoteness index ${remoteness}` : null,
    facilities ? `${facilities} healthcare facilities` : null,
  ].filter(Boolean);
  return `${intro}## ${name}\n\n${name} (${type}${division ? `, census division ${division}` : ''}): ${facts.join(', ')}.\n\n[Open the profile of ${name}](${path}).`;
}

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

  const instructionOf = (body: GenerateBody) => {
    const cached = body.cachedContent
      ? caches.get(body.cachedContent.split('/').pop() ?? '')
      : undefined;
    const system = cached?.systemInstruction ?? body.systemInstruction;
    return system?.parts?.map((p) => p.text ?? '').join('\n') ?? '';
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
      const prompt = tokensOf(instructionOf(body)) + tokensOf(JSON.stringify(body.contents ?? []));
      const completion = tokensOf(answer.slice(0, i + 1).join(''));
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
        ...(last
          ? {
              usageMetadata: {
                promptTokenCount: prompt,
                candidatesTokenCount: completion,
                totalTokenCount: prompt + completion,
              },
            }
          : {}),
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
        return send(res, 200, { ok: true });
      }
      if (url.pathname === '/__fake/requests' && req.method === 'GET') {
        const id = url.searchParams.get('script');
        return send(res, 200, {
          requests: id ? requests.filter((r) => r.scriptId === id) : requests,
        });
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
          return send(res, 200, {
            candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP' }],
          });
        }
        if (method === 'countTokens') {
          record.kind = 'countTokens';
          const system =
            (body as { systemInstruction?: Content }).systemInstruction?.parts
              ?.map((p) => p.text ?? '')
              .join('') ?? '';
          return send(res, 200, {
            totalTokens: tokensOf(system) + tokensOf(JSON.stringify(body.contents ?? [])),
          });
        }
      }
      if (cache) {
        const [, , project, location, id] = cache;
        if (req.method === 'POST' && !id) {
          record.kind = 'cachedContents.create';
          const name = String(++cacheCounter);
          const ttl = Number(String(body.ttl ?? '3600s').replace(/s$/, '')) || 3600;
          const expireTime = new Date(Date.now() + ttl * 1000).toISOString();
          caches.set(name, {
            systemInstruction: body.systemInstruction ?? {},
            model: String(body.model),
            expireTime,
          });
          return send(res, 200, {
            name: `projects/${project}/locations/${location}/cachedContents/${name}`,
            model: body.model,
            createTime: new Date().toISOString(),
            expireTime,
            usageMetadata: {
              totalTokenCount: tokensOf(JSON.stringify(body.systemInstruction ?? {})),
            },
          });
        }
        const found = id ? caches.get(id) : undefined;
        if (!found)
          return send(res, 404, {
            error: { code: 404, status: 'NOT_FOUND', message: 'No such cached content.' },
          });
        if (req.method === 'DELETE') {
          record.kind = 'cachedContents.delete';
          caches.delete(id!);
          return send(res, 200, {});
        }
        record.kind = 'cachedContents.get';
        return send(res, 200, {
          name: `projects/${project}/locations/${location}/cachedContents/${id}`,
          model: found.model,
          expireTime: found.expireTime,
        });
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
