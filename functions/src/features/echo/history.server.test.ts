import { FunctionResponse } from '@google/genai';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';

import type { StoredMessage } from './history.server.js';

vi.mock('../../platform/admin.js', () => ({ db: {}, auth: {}, bucket: () => ({}) }));

const { contentsFor, keptMessages, validateContents } = await import('./history.server.js');

const text = (role: string, t: string) => ({ role, parts: [{ text: t }] });
/** A function response part, as @google/genai builds it (a class instance). */
const functionResponse = () => Object.assign(new FunctionResponse(), { name: 'f', response: {} });

const ruleOf = (contents: Parameters<typeof validateContents>[0]) => {
  try {
    validateContents(contents);
    return 'ok';
  } catch (error) {
    return (error as { details: { rule: string } }).details.rule;
  }
};

describe('the seed’s rules for what Echo sends (section 5)', () => {
  it('accepts a conversation that begins with a user turn', () => {
    expect(ruleOf([text('user', 'hi'), text('model', 'hello'), text('user', 'again')])).toBe('ok');
  });
  it('refuses one that does not begin with a user turn', () => {
    expect(ruleOf([text('model', 'hello'), text('user', 'hi')])).toBe('starts-with-user');
    expect(ruleOf([])).toBe('starts-with-user');
  });
  it('refuses unknown roles', () => {
    expect(ruleOf([text('user', 'hi'), text('assistant', 'x')])).toBe('known-roles');
  });
  it('refuses empty parts', () => {
    expect(ruleOf([text('user', 'hi'), { role: 'model', parts: [] }])).toBe('no-empty-parts');
    expect(ruleOf([text('user', '')])).toBe('no-empty-parts');
  });
  it('refuses a function response mixed with other parts', () => {
    const mixed = {
      role: 'function',
      parts: [{ functionResponse: functionResponse() }, { text: 'x' }],
    };
    expect(ruleOf([text('user', 'hi'), mixed])).toBe('function-response-alone');
    expect(
      ruleOf([
        text('user', 'hi'),
        { role: 'function', parts: [{ functionResponse: functionResponse() }] },
      ]),
    ).toBe('ok');
  });
});

describe('contentsFor', () => {
  // `as never`: contentsFor reads only the messages; the reference and times are never touched.
  const conversation = (n: number) => ({
    ref: {} as never,
    id: 'c',
    title: 't',
    exists: true,
    messages: Array.from({ length: n }, (_, i): StoredMessage => ({
      ...text(i % 2 ? 'model' : 'user', `m${i}`),
      at: {} as never,
      usage: null,
      stopped: false,
    })),
  });
  it('sends the history in order, then the question', () => {
    expect(contentsFor(conversation(3), 'q').map((c) => c.parts[0])).toEqual([
      { text: 'm0' },
      { text: 'm1' },
      { text: 'm2' },
      { text: 'q' },
    ]);
  });
  it('does not send a refused question (it has no answer), but sends the turns around it', () => {
    const c = conversation(2);
    c.messages.push({
      ...text('user', 'refused'),
      at: {} as never,
      usage: null,
      stopped: false,
      refusal: 'Over budget.',
    });
    const sent = contentsFor(c, 'q').map((m) => [m.role, m.parts[0]]);
    expect(sent).toEqual([
      ['user', { text: 'm0' }],
      ['model', { text: 'm1' }],
      ['user', { text: 'q' }],
    ]);
  });
  it('starts a cut window at a user turn', () => {
    const sent = contentsFor(conversation(45), 'q');
    expect(sent[0]?.role).toBe('user');
    expect(sent.length).toBeLessThanOrEqual(41);
  });
});

describe('a stored conversation', () => {
  const message = (role: string, t: string): StoredMessage => ({
    role,
    parts: [{ text: t }],
    at: Timestamp.fromMillis(0),
    usage: null,
    stopped: false,
  });

  it('keeps within its room by UTF-8 bytes, dropping whole exchanges oldest first', () => {
    // 150 exchanges of 1,000 syllabics each way: 300,000 characters, 900 KB — over 1 MiB stored
    // with its timestamps had it been counted in characters.
    const cree = 'ᓀᐦᐃᔭᐍᐏᐣ'.repeat(143);
    const all = Array.from({ length: 150 }, (_, i) => [
      message('user', `${i} ${cree}`),
      message('model', `${i} ${cree}`),
    ]).flat();
    const kept = keptMessages(all);
    expect(Buffer.byteLength(JSON.stringify(kept), 'utf8')).toBeLessThanOrEqual(600_000);
    expect(kept.length).toBeLessThan(all.length);
    expect(kept[0]!.role).toBe('user');
    // The newest are the ones kept.
    expect(kept.at(-1)).toBe(all.at(-1));
    expect(keptMessages(all.slice(0, 4))).toHaveLength(4);
  });
});
