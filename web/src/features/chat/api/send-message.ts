import type { ChatAnswer } from '@app/shared/contracts/chat';
import { api } from '../../../lib/api-client';

export interface ChatTurnInput {
  message: string;
  ensemble_id: number;
  use_library_only: boolean;
  session_id?: number;
  /** The program being built: the assistant skips its pieces. */
  program_id?: number;
}

/** POST /chat/message: a question; without a session id it starts a new session. */
export const sendMessage = (input: ChatTurnInput) => api.post<ChatAnswer>('/chat/message', input);
