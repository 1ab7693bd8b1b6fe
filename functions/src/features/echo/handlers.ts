import { HttpsError } from 'firebase-functions/v2/https';

import {
  CACHED_TOKEN_RATIO,
  MAX_QUESTION_CHARS,
  echoLimits,
  estimatedQuestionTokens,
  type ConversationSummary,
} from './contract.js';
import {
  ECHO_DEVELOPER_NAME,
  ECHO_LOCATION,
  ECHO_MODEL,
  echoConfigured,
  genai,
  usingFakeModel,
} from './config.server.js';
import { dataVersion, echoContext, systemInstruction } from './data.server.js';
import {
  CONVERSATIONS,
  markStopped,
  readConversation,
  storedConversation,
  toEchoMessage,
} from './history.server.js';
import { requestStop } from './stops.server.js';
import { db } from '../../platform/admin.js';
import type { Caller } from '../../api/context.js';
import type { Handlers } from '../../api/handler.js';
import { readStored } from '../../api/registries/read.js';
import { readSetting, settingHandlers } from '../../api/settings.js';

async function own(id: string, caller: Caller) {
  const ref = db.collection(CONVERSATIONS).doc(id);
  const snap = await ref.get();
  if (!snap.exists || snap.get('uid') !== caller.uid)
    throw new HttpsError('not-found', 'This conversation does not exist.');
  return { ref, snap };
}

const listed = storedConversation.required({ title: true, updatedAt: true });
const summary = (snap: Parameters<typeof readConversation>[0]): ConversationSummary => {
  const { title, updatedAt, messageCount } = readStored(listed, snap);
  return { id: snap.id, title, updatedAt: updatedAt.toDate().toISOString(), messageCount };
};

export const echoHandlers: Pick<
  Handlers,
  | 'echo.status'
  | 'echo.stop'
  | 'echo.conversations.list'
  | 'echo.conversations.get'
  | 'echo.conversations.rename'
  | 'echo.conversations.delete'
  | 'echo.settings'
  | 'echoLimits.get'
  | 'echoLimits.save'
> = {
  // Named from the setting's name, as defineSetting names its operations.
  ...(settingHandlers(echoLimits) as Pick<Handlers, 'echoLimits.get' | 'echoLimits.save'>),

  'echo.status': () => {
    const { configured, message } = echoConfigured();
    return Promise.resolve({
      configured,
      fake: usingFakeModel(),
      model: ECHO_MODEL.value(),
      message,
    });
  },

  'echo.stop': async ({ runId, conversationId, shown }, { caller }) => {
    const stop = { shown: shown ?? null };
    await requestStop(runId, caller.uid!, stop);
    if (conversationId) await markStopped(conversationId, caller.uid!, runId, stop);
    return { stopped: true };
  },

  'echo.conversations.list': async (_input, { caller }) => {
    const snap = await db
      .collection(CONVERSATIONS)
      .where('uid', '==', caller.uid)
      .orderBy('updatedAt', 'desc')
      .select('title', 'updatedAt', 'messageCount')
      .limit(50)
      .get();
    return { conversations: snap.docs.map((d) => summary(d)) };
  },

  'echo.conversations.get': async ({ id }, { caller }) => {
    const { snap } = await own(id, caller);
    const messages = readConversation(snap).messages.map(toEchoMessage);
    return { conversation: { ...summary(snap), messages } };
  },

  'echo.conversations.rename': async ({ id, title }, { caller }) => {
    const { ref } = await own(id, caller);
    await ref.update({ title });
    return { renamed: true };
  },

  'echo.conversations.delete': async ({ id }, { caller }) => {
    const { ref } = await own(id, caller);
    await ref.delete();
    return { deleted: true };
  },

  'echo.settings': async (_input, { registries: { all: registries } }) => {
    const { configured } = echoConfigured();
    const developerName = ECHO_DEVELOPER_NAME.value();
    const model = ECHO_MODEL.value();
    const context = await echoContext(developerName, registries);
    let tokens: number | null = null;
    if (configured) {
      try {
        // The instruction's size as the model counts it.
        const counted = await genai().models.countTokens({
          model,
          contents: [{ role: 'user', parts: [{ text: '.' }] }],
          config: { systemInstruction: systemInstruction(context) },
        });
        tokens = counted.totalTokens ?? null;
      } catch {
        tokens = null;
      }
    }
    const limits = await readSetting(echoLimits);
    return {
      configured,
      fake: usingFakeModel(),
      model,
      location: ECHO_LOCATION.value(),
      developerName,
      dataVersion: await dataVersion(),
      instruction: {
        characters: context.instructions.length + context.data.length,
        tokens,
        records: context.records,
      },
      cache: context.cache
        ? { name: context.cache.name, expireTime: context.cache.expireTime.toISOString() }
        : null,
      limits: {
        ...limits,
        questionChars: MAX_QUESTION_CHARS,
        cachedTokenRatio: CACHED_TOKEN_RATIO,
        questionEstimate: estimatedQuestionTokens(tokens ?? undefined),
      },
    };
  },
};
