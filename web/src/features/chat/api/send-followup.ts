import type { ChatAnswer } from '@app/shared/contracts/chat';
import { api } from '../../../lib/api-client';
import type { ChatTurnInput } from './send-message';

/** POST /chat/followup: refines the session's last answer ("shorter", "easier", "something else"). */
export const sendFollowup = (input: ChatTurnInput) => api.post<ChatAnswer>('/chat/followup', input);
