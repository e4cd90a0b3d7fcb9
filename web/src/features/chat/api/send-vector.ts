import type { ChatAnswer } from '@app/shared/contracts/chat';
import { api } from '../../../lib/api-client';
import type { ChatTurnInput } from './send-message';

/** POST /chat/vector: pieces like a named one ("More like this"). */
export const sendVector = (input: ChatTurnInput) => api.post<ChatAnswer>('/chat/vector', input);
