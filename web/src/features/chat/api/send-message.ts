import { call, type BodyOf } from '../../../lib/api-client';

/** One turn of the conversation (message, followup and vector take the same fields). */
export type ChatTurnInput = BodyOf<'POST /api/chat/message'>;

/** POST /chat/message: a question; without a session id it starts a new session. */
export const sendMessage = (body: ChatTurnInput) => call('POST /api/chat/message', { body });
