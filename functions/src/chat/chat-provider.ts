import { config } from '../lib/config';
import { AppError, ServiceUnavailableError, TimeoutError } from '../lib/errors';
import { logger } from '../lib/observability';
import { createBedrockProvider } from './assistant/bedrock';
import { embeddedProvider } from './assistant/embedded';
import type { AssistantProvider } from './assistant/provider';

/** The assistant the configuration chose (`ASSISTANT_PROVIDER`), and how its failures are answered. */
export const provider: AssistantProvider =
  config.ASSISTANT_PROVIDER === 'bedrock'
    ? createBedrockProvider({ modelId: config.BEDROCK_MODEL_ID!, endpoint: config.BEDROCK_ENDPOINT })
    : embeddedProvider;

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
