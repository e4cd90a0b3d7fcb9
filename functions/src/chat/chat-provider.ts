import { config } from '../lib/config';
import { AppError, ServiceUnavailableError, TimeoutError } from '../lib/errors';
import { count, logger, METRIC } from '../lib/observability';
import { timeLeftMs } from '../lib/request-deadline';
import { embeddedProvider } from './assistant/embedded';
import type { AssistantContext, AssistantProvider, AssistantQuestion, ProviderAnswer } from './assistant/provider';

/**
 * The Bedrock provider, loaded on its first question: its module and the Bedrock SDK client are a
 * chunk of their own, which a function running the embedded assistant never loads.
 */
function bedrockOnFirstUse(): AssistantProvider {
  let bedrock: Promise<AssistantProvider> | undefined;
  const load = () =>
    (bedrock ??= import('./assistant/bedrock').then(({ createBedrockProvider }) =>
      createBedrockProvider({ modelId: config.BEDROCK_MODEL_ID!, endpoint: config.BEDROCK_ENDPOINT }),
    ));
  return {
    name: 'bedrock',
    answer: async (...args) => (await load()).answer(...args),
    insights: async (...args) => (await load()).insights(...args),
    draftNotes: async (...args) => (await load()).draftNotes(...args),
  };
}

/** The assistant the configuration chose (`ASSISTANT_PROVIDER`), and how its failures are answered. */
export const provider: AssistantProvider =
  config.ASSISTANT_PROVIDER === 'bedrock' ? bedrockOnFirstUse() : embeddedProvider;

/** The provider must answer within this, leaving the Lambda time to store the answer. */
const PROVIDER_TIMEOUT_MS = config.ASSISTANT_TIMEOUT_MS;

/** What an answer needs after the model: the quick recommender if the model failed, and storing it. */
const AFTER_MODEL_MS = 1500;

/**
 * How long the provider may take for this request: the configured limit, cut to what the Lambda has
 * left (its remaining time, less the handler's early cut-off and what the answer needs after the
 * model), so a slow model never runs into the handler's own time-out.
 */
export const providerBudgetMs = () => Math.max(250, Math.min(PROVIDER_TIMEOUT_MS, timeLeftMs() - AFTER_MODEL_MS));

/** The reply's first words when the quick recommender answered for a model that could not. */
export const FALLBACK_NOTE = 'The assistant is busy just now, so these picks are from the quick recommender. ';

/**
 * The configured provider's answer; when a model (Bedrock) is busy, unavailable or too slow, the
 * embedded recommender's, said so in the reply: the director never meets a dead end. The embedded
 * provider's own failure (none is expected) is the provider failure.
 */
export async function answerOrFallBack(
  question: AssistantQuestion,
  context: AssistantContext,
): Promise<ProviderAnswer & { fellBack?: true }> {
  const budget = providerBudgetMs();
  try {
    return await provider.answer(question, context, AbortSignal.timeout(budget));
  } catch (error) {
    if (provider === embeddedProvider) throw error;
    logger.warn('assistant answered by the quick recommender', {
      provider: provider.name,
      error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
    });
    count(METRIC.assistantFallback);
    const answer = await embeddedProvider.answer(question, context, AbortSignal.timeout(AFTER_MODEL_MS));
    return { ...answer, reply: `${FALLBACK_NOTE}${answer.reply}`, fellBack: true };
  }
}
export /**
 * Any failure of the provider is a clear 503 (the director's message is already stored). With a
 * session, the error names it (`details.session_id`), so a retry continues that conversation.
 */
function asProviderFailure(error: unknown, sessionId?: number): never {
  const details = sessionId === undefined ? undefined : { session_id: sessionId };
  if (error instanceof TimeoutError) {
    const message = `The assistant took too long to answer. ${details ? 'Your message is saved; please' : 'Please'} try again in a moment.`;
    throw new AppError(504, 'ASSISTANT_TIMEOUT', message, details, { cause: error });
  }
  if (error instanceof AppError) {
    if (!details || error.status !== 503) throw error;
    throw new ServiceUnavailableError(error.code, error.message, { cause: error, details });
  }
  logger.error('assistant provider failed', { provider: provider.name, error });
  throw new ServiceUnavailableError(
    'ASSISTANT_UNAVAILABLE',
    'The assistant could not answer just now. Your message is saved; please try again in a moment.',
    { cause: error, details },
  );
}
