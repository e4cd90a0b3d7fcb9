import { call } from '../../../lib/api-client';
import type { ChatTurnInput } from './send-message';

/** POST /chat/followup: refines the session's last answer ("shorter", "easier", "something else"). */
export const sendFollowup = (body: ChatTurnInput) => call('POST /api/chat/followup', { body });
