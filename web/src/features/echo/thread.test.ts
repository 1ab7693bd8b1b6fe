import { describe, expect, it } from 'vitest';

import { baseOf, NOTHING, threadOf, type Exchange, type SavedConversation } from './thread';

const msg = (role: 'user' | 'model', text: string) => ({
  role,
  text,
  at: '2026-11-24T00:00:00.000Z',
  usage: null,
  stopped: false,
  refusal: null,
});
const conversation = (updatedAt: string, ...texts: string[]): SavedConversation => ({
  id: 'c1',
  title: 'La Ronge',
  updatedAt,
  messageCount: texts.length,
  messages: texts.map((t, i) => msg(i % 2 ? 'model' : 'user', t)),
});
const exchange = (
  before: Exchange['before'],
  saved: SavedConversation | null = null,
): Exchange => ({
  before,
  messages: [
    {
      key: 'u1',
      role: 'user',
      text: 'And Regina?',
      usage: null,
      stopped: false,
      refusal: null,
      streaming: false,
    },
    {
      key: 'm1',
      role: 'model',
      text: 'Regi',
      usage: null,
      stopped: false,
      refusal: null,
      streaming: true,
    },
  ],
  saved,
});
const texts = (stored: SavedConversation | undefined, e: Exchange | null) =>
  threadOf(stored, e).map((m) => m.text);

const first = conversation('2026-11-24T00:00:01.000Z', 'La Ronge?', 'La Ronge is…');
const second = conversation(
  '2026-11-24T00:00:05.000Z',
  'La Ronge?',
  'La Ronge is…',
  'And Regina?',
  'Regina is…',
);

describe('the thread while an exchange catches up with the saved conversation', () => {
  it('shows the saved conversation when nothing is in flight', () => {
    expect(texts(first, null)).toEqual(['La Ronge?', 'La Ronge is…']);
    expect(texts(undefined, null)).toEqual([]);
  });

  it('keeps the earlier turns when the question was asked before the conversation loaded', () => {
    // The first answer named a new conversation; its copy in the cache has not arrived.
    const e = exchange(baseOf(undefined, { ...exchange(NOTHING), saved: first }));
    expect(texts(undefined, e)).toEqual(['La Ronge?', 'La Ronge is…', 'And Regina?', 'Regi']);
    // …then it arrives, still without the new exchange: nothing doubles.
    expect(texts(first, e)).toEqual(['La Ronge?', 'La Ronge is…', 'And Regina?', 'Regi']);
  });

  it('ignores an older copy in the cache while the answer streams', () => {
    const e = exchange(baseOf(first, null));
    const older = conversation('2026-11-24T00:00:00.000Z', 'La Ronge?');
    expect(texts(older, e)).toEqual(['La Ronge?', 'La Ronge is…', 'And Regina?', 'Regi']);
  });

  it('shows the saved exchange once, before and after the cache catches up', () => {
    const e = exchange(baseOf(first, null), second);
    const saved = ['La Ronge?', 'La Ronge is…', 'And Regina?', 'Regina is…'];
    expect(texts(first, e)).toEqual(saved);
    expect(texts(undefined, e)).toEqual(saved);
    expect(texts(second, e)).toEqual(saved);
  });

  it('takes a newer saved conversation for an answer that ended unsaved, not while it streams', () => {
    const e = exchange(baseOf(first, null));
    expect(texts(second, e)).toHaveLength(6);
    const ended = {
      ...e,
      messages: e.messages.map((m) => ({ ...m, streaming: false, stopped: true })),
    };
    expect(texts(second, ended)).toEqual([
      'La Ronge?',
      'La Ronge is…',
      'And Regina?',
      'Regina is…',
    ]);
    expect(texts(first, ended)).toEqual(['La Ronge?', 'La Ronge is…', 'And Regina?', 'Regi']);
  });

  it('drops the streamed copy for what the server kept of a stop before the first word', () => {
    const onlyQuestion = conversation(
      '2026-11-24T00:00:05.000Z',
      'La Ronge?',
      'La Ronge is…',
      'And Regina?',
    );
    expect(texts(first, exchange(baseOf(first, null), onlyQuestion))).toEqual([
      'La Ronge?',
      'La Ronge is…',
      'And Regina?',
    ]);
  });
});

describe('an answer the connection cut', () => {
  // "Regi" arrived, then the connection went: the answer is kept as it arrived, marked lost.
  const lost = (before: Exchange['before']): Exchange => {
    const e = exchange(before);
    return { ...e, messages: e.messages.map((m) => ({ ...m, streaming: false, lost: true })) };
  };
  const cut = ['La Ronge?', 'La Ronge is…', 'And Regina?', 'Regi'];

  it('stays on screen as it arrived, whatever the refetched conversation holds', () => {
    const e = lost(baseOf(first, null));
    expect(texts(first, e)).toEqual(cut);
    // The server saved nothing: the cache refetches the same conversation.
    expect(texts(undefined, e)).toEqual(cut);
    // The server saved the whole answer (the emulator finishes it) or a stopped one
    // (production): shown once, as it arrived, not beside the saved copy.
    expect(texts(second, e)).toEqual(cut);
    const stoppedCopy = conversation(
      '2026-11-24T00:00:05.000Z',
      'La Ronge?',
      'La Ronge is…',
      'And Regina?',
      'Regina i',
    );
    expect(texts(stoppedCopy, e)).toEqual(cut);
  });

  it('gives the next question the saved conversation to start from, so nothing doubles', () => {
    const e = lost(baseOf(first, null));
    // The server kept the exchange: the next question (a retry) follows the saved copy once.
    const retry = exchange(baseOf(second, e));
    expect(texts(second, retry)).toEqual([
      'La Ronge?',
      'La Ronge is…',
      'And Regina?',
      'Regina is…',
      'And Regina?',
      'Regi',
    ]);
    // It kept nothing: the retry follows what came before the cut answer.
    expect(texts(first, exchange(baseOf(first, e)))).toEqual(cut);
  });
});
