// The `echo` streaming callable: one question, answered from the hub's data, streamed.
import {
  FinishReason,
  ThinkingLevel,
  type GenerateContentResponse,
  type GenerateContentResponseUsageMetadata,
} from '@google/genai';
import { Timestamp } from 'firebase-admin/firestore';
import {
  HttpsError,
  type CallableRequest,
  type CallableResponse,
} from 'firebase-functions/v2/https';

import { assertAccess, callerOf, fieldErrors } from '../../api/dispatch.js';
import type { AnyRegistry } from '../../contract/registry.js';
import { countedTokens, echoStream, type EchoChunk, type EchoResult } from './contract.js';
import {
  ECHO_DEVELOPER_NAME,
  ECHO_LOCATION,
  ECHO_MODEL,
  echoConfigured,
  genai,
} from './config.server.js';
import { contextCache, echoContext, systemInstruction } from './data.server.js';
import {
  contentsFor,
  openConversation,
  saveExchange,
  saveRefusal,
  validateContents,
  type Content,
  type Conversation,
} from './history.server.js';
import { admitQuestion, spendTokens } from './limits.server.js';
import { watchForStop } from './stops.server.js';
import { fromModelError, safetyBlocked } from './modelErrors.server.js';

function blocked(chunk: GenerateContentResponse): boolean {
  return (
    Boolean(chunk.promptFeedback?.blockReason) ||
    chunk.candidates?.some((c) => c.finishReason === FinishReason.SAFETY) === true
  );
}

export async function answer(
  request: CallableRequest<unknown>,
  response: CallableResponse<EchoChunk> | undefined,
  registries: readonly AnyRegistry[],
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
  // Limits first, before the conversation is read: a question refused over a limit writes and
  // keeps nothing (its conversation may be half a megabyte, and a refused question must cost no
  // more than its refusal); the person's page shows it with the reason and a retry.
  await admitQuestion(caller.uid);
  const conversation = await openConversation(caller.uid, conversationId, question);
  const contents = contentsFor(conversation, question);
  validateContents(contents);
  let answered: ModelAnswer;
  try {
    answered = await askModel(
      conversation,
      contents,
      { uid: caller.uid, runId, registries },
      response,
    );
  } catch (error) {
    // The model's refusal (its quota, its safety filters) of an admitted question stays in the
    // transcript with its reason; the page opens the conversation it was kept in. Failures keep
    // nothing.
    if (!refused(error)) throw error;
    await saveRefusal(conversation, caller.uid, question, error.message, askedAt);
    const details = typeof error.details === 'object' && error.details ? error.details : {};
    throw new HttpsError(error.code, error.message, {
      ...details,
      conversationId: conversation.id,
    });
  }
  const saved = await saveExchange(
    conversation,
    caller.uid,
    question,
    { ...answered, runId },
    askedAt,
  );
  if (answered.usage) await spendTokens(caller.uid, answered.usage.counted);
  return {
    conversationId: conversation.id,
    answer: answered.text,
    stopped: saved.stopped,
    usage: answered.usage,
  };
}

interface ModelAnswer {
  text: string;
  stopped: boolean;
  usage: EchoResult['usage'];
}

/** The model's refusals: its quota and its safety filters. */
function refused(error: unknown): error is HttpsError {
  if (!(error instanceof HttpsError)) return false;
  const details = error.details as { model?: string } | undefined;
  return error.code === 'resource-exhausted' || details?.model === 'safety';
}

/** Streams the model's answer to the person; a stop ends it where it got to. */
async function askModel(
  conversation: Conversation,
  contents: Content[],
  run: { uid: string; runId: string | undefined; registries: readonly AnyRegistry[] },
  response: CallableResponse<EchoChunk> | undefined,
): Promise<ModelAnswer> {
  const context = await echoContext(ECHO_DEVELOPER_NAME.value(), run.registries);
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
  const watch = run.runId ? watchForStop(run.runId, run.uid, stop) : undefined;
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
      if (chunk.usageMetadata) usage = usageOf(chunk.usageMetadata);
      if (stop.signal.aborted) break;
    }
  } catch (error) {
    // Nothing of a failed answer is kept; a stopped one is kept as far as it got.
    if (!stop.signal.aborted) throw fromModelError(error, model, ECHO_LOCATION.value());
  } finally {
    watch?.end();
  }
  return { text, stopped: stop.signal.aborted, usage };
}

/**
 * Vertex AI's usage: promptTokenCount is the whole prompt, the cached part included;
 * cachedContentTokenCount is that cached part; totalTokenCount adds the answer and thinking.
 */
function usageOf(u: GenerateContentResponseUsageMetadata): NonNullable<EchoResult['usage']> {
  const total = u.totalTokenCount ?? 0;
  const cached = u.cachedContentTokenCount ?? 0;
  return {
    prompt: u.promptTokenCount ?? 0,
    cached,
    answer: u.candidatesTokenCount ?? 0,
    total,
    counted: countedTokens({ total, cached }),
  };
}
