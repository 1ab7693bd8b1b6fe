import { FunctionsError } from 'firebase/functions';
import { describe, expect, it, vi } from 'vitest';

// The streaming callable is the edge: each test gives the stream and the result the SDK would.
let reply: {
  stream: AsyncIterable<{ text?: string; conversationId?: string }>;
  data: Promise<unknown>;
};
const callApi = vi.fn((..._args: unknown[]) => Promise.resolve({ stopped: true }));
vi.mock('./firebase', () => ({
  callApi: (...args: unknown[]) => callApi(...args),
  loadFunctions: () =>
    Promise.resolve({
      functions: {},
      httpsCallable: () => ({ stream: () => Promise.resolve(reply) }),
    }),
}));

const { askEcho } = await import('./echo');

async function* chunks(texts: string[], failure?: Error) {
  for (const text of texts) yield await Promise.resolve({ text });
  if (failure) throw failure;
}
const ask = () => {
  const texts: string[] = [];
  const run = askEcho(
    { question: 'In detail?' },
    { onText: (t) => texts.push(t), onConversation: () => undefined },
  );
  return { texts, done: run.done };
};
const never = new Promise<never>(() => undefined);

describe('askEcho on a link that breaks', () => {
  it('calls a stream that ends without its result a lost connection (the SDK would wait for ever)', async () => {
    reply = { stream: chunks(['- Argyle', '- Gainsborough']), data: never };
    const { texts, done } = ask();
    await expect(done).rejects.toMatchObject({ code: 'unavailable' });
    expect(texts).toEqual(['- Argyle', '- Gainsborough']);
  });

  it('calls the SDK’s body-less failure of a stream a lost connection', async () => {
    const cut = new FunctionsError('internal', 'internal');
    const data = Promise.reject(cut);
    reply = { stream: chunks(['- Argyle'], cut), data };
    await expect(ask().done).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('keeps an error the server sent as the server said it', async () => {
    const sent = new FunctionsError('internal', 'INTERNAL');
    reply = { stream: chunks(['- Argyle'], sent), data: Promise.reject(sent) };
    await expect(ask().done).rejects.toMatchObject({ code: 'internal' });
  });

  it('returns the result of a whole answer', async () => {
    const result = { conversationId: 'c1', answer: '- Argyle', stopped: false, usage: null };
    reply = { stream: chunks(['- Argyle']), data: Promise.resolve(result) };
    await expect(ask().done).resolves.toEqual(result);
  });
});

describe('askEcho stopped by the person', () => {
  it('tells the server what was on screen and in which conversation, shows nothing after the stop, and ends once the server has the stop', async () => {
    let release: (value: { stopped: true }) => void = () => undefined;
    callApi.mockImplementationOnce(() => new Promise((r) => (release = r)));
    let stop: () => void = () => undefined;
    async function* words() {
      yield await Promise.resolve({ text: '', conversationId: 'c1' });
      yield await Promise.resolve({ text: '- Argyle\n' });
      yield await Promise.resolve({ text: '- Gainsborough\n' });
      stop(); // the person presses Stop here; the next words are already on their way
      yield await Promise.resolve({ text: '- Carlyle\n' });
    }
    reply = { stream: words(), data: never };
    const texts: string[] = [];
    const run = askEcho(
      { question: 'In detail?' },
      { onText: (t) => texts.push(t), onConversation: () => undefined },
    );
    stop = () => run.stop();
    let ended = false;
    void run.done.then(() => (ended = true));
    await vi.waitFor(() => expect(callApi).toHaveBeenCalled());
    const [op, input] = callApi.mock.calls[0] ?? [];
    expect(op).toBe('echo.stop');
    expect(input).toMatchObject({
      conversationId: 'c1',
      shown: '- Argyle\n- Gainsborough\n'.length,
    });
    expect(texts).toEqual(['- Argyle\n', '- Gainsborough\n']);
    await new Promise((r) => setTimeout(r, 20));
    expect(ended).toBe(false); // the saved conversation is read only after the server has the stop
    release({ stopped: true });
    await expect(run.done).resolves.toBeNull();
  });
});
