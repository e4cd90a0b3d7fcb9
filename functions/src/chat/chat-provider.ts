import { config } from '../lib/config';
import { AppError, ServiceUnavailableError, TimeoutError } from '../lib/errors';
import { logger } from '../lib/observability';
import { embeddedProvider } from './assistant/embedded';
import type { AssistantProvider } from './assistant/provider';

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
  };
}

/** The assistant the configuration chose (`ASSISTANT_PROVIDER`), and how its failures are answered. */
export const provider: AssistantProvider =
  config.ASSISTANT_PROVIDER === 'bedrock' ? bedrockOnFirstUse() : embeddedProvider;

/** The provider must answer within this, leaving the Lambda time to store the answer. */
export const PROVIDER_TIMEOUT_MS = config.ASSISTANT_TIMEOUT_MS;
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
