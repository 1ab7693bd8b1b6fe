// The `echo` streaming callable: one question, answered from the hub's data, streamed.
import { FinishReason, ThinkingLevel, type GenerateContentResponse } from '@google/genai';
import { Timestamp } from 'firebase-admin/firestore';
import {
  HttpsError,
  type CallableRequest,
  type CallableResponse,
} from 'firebase-functions/v2/https';

import { assertAccess, callerOf, fieldErrors } from '../api/dispatch.js';
import { echoStream, type EchoChunk, type EchoResult } from '../contract/index.js';
import {
  ECHO_DAILY_TOKENS,
  ECHO_DEVELOPER_NAME,
  ECHO_LOCATION,
  ECHO_MODEL,
  ECHO_QUESTIONS_PER_MINUTE,
  echoConfigured,
  genai,
} from './config.js';
import { contextCache, echoContext, systemInstruction } from './data.js';
import { contentsFor, openConversation, saveExchange, validateContents } from './history.js';
import { admitQuestion, spendTokens } from './limits.js';
import { watchForStop } from './stops.js';
import { fromModelError, safetyBlocked } from './modelErrors.js';

function blocked(chunk: GenerateContentResponse): boolean {
  return (
    Boolean(chunk.promptFeedback?.blockReason) ||
    chunk.candidates?.some((c) => c.finishReason === FinishReason.SAFETY) === true
  );
}

export async function answer(
  request: CallableRequest<unknown>,
  response?: CallableResponse<EchoChunk>,
): Promise<EchoResult> {
  const caller = await callerOf(request);
  assertAccess(echoStream.access, caller);
  if (!caller.uid) throw new HttpsError('unauthenticated', 'Please sign in to ask Echo.');
  const parsed = echoStream.input.safeParse(request.data);
  if (!parsed.success)
    throw new HttpsError('invalid-argument', 'The question is not valid.', {
      fields: fieldErrors(parsed.error),
    });
  const { question, conversationId, runId } = parsed.data;
  const status = echoConfigured();
  if (!status.configured)
    throw new HttpsError('failed-precondition', status.message ?? 'Echo is not configured.');

  const askedAt = Timestamp.now();
  const conversation = await openConversation(caller.uid, conversationId, question);
  const contents = contentsFor(conversation, question);
  validateContents(contents);
  await admitQuestion(caller.uid, ECHO_QUESTIONS_PER_MINUTE.value(), ECHO_DAILY_TOKENS.value());

  const context = await echoContext(ECHO_DEVELOPER_NAME.value());
  const ai = genai();
  const model = ECHO_MODEL.value();
  const cachedContent = await contextCache(context, (si, ttl) =>
    ai.caches.create({
      model,
      config: { systemInstruction: si, ttl, displayName: `echo-data-v${context.version}` },
    }),
  );

  // The person's stop closes the request (production) and calls echo.stop (everywhere: the
  // Functions emulator does not pass a closed connection on); either cancels the model's stream.
  const stop = new AbortController();
  response?.signal.addEventListener('abort', () => stop.abort());
  const watch = runId ? watchForStop(runId, caller.uid, stop) : undefined;
  let text = '';
  let usage: EchoResult['usage'] = null;
  await response?.sendChunk({ text: '', conversationId: conversation.id });
  try {
    const stream = await ai.models.generateContentStream({
      model,
      contents,
      config: {
        ...(cachedContent ? { cachedContent } : { systemInstruction: systemInstruction(context) }),
        thinkingConfig: { thinkingLevel: ThinkingLevel.MINIMAL },
        abortSignal: stop.signal,
      },
    });
    for await (const chunk of stream) {
      if (blocked(chunk)) throw safetyBlocked();
      const piece = chunk.text ?? '';
      if (piece) {
        text += piece;
        await response?.sendChunk({ text: piece });
      }
      const u = chunk.usageMetadata;
      if (u)
        usage = {
          prompt: u.promptTokenCount ?? 0,
          answer: u.candidatesTokenCount ?? 0,
          total: u.totalTokenCount ?? 0,
        };
      if (stop.signal.aborted) break;
    }
  } catch (error) {
    // Nothing of a failed answer is kept; a stopped one is kept as far as it got.
    if (!stop.signal.aborted) throw fromModelError(error, model, ECHO_LOCATION.value());
  } finally {
    watch?.end();
  }
  const stopped = stop.signal.aborted;
  await saveExchange(conversation, caller.uid, question, { text, usage, stopped }, askedAt);
  if (usage) await spendTokens(caller.uid, usage.total);
  return { conversationId: conversation.id, answer: text, stopped, usage };
}
