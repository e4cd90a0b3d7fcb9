import { call } from '../../../lib/api-client';
import type { ChatTurnInput } from './send-message';

/** POST /chat/vector: pieces like a named one ("More like this"). */
export const sendVector = (body: ChatTurnInput) => call('POST /api/chat/vector', { body });
