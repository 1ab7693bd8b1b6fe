import { FunctionsError } from 'firebase/functions';
import { describe, expect, it, vi } from 'vitest';

// The streaming callable is the edge: each test gives the stream and the result the SDK would.
let reply: { stream: AsyncIterable<{ text: string }>; data: Promise<unknown> };
vi.mock('./firebase', () => ({
  callApi: () => Promise.resolve({ stopped: true }),
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
