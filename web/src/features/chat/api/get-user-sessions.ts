import useSWR from 'swr';
import type { ChatSessionSummary } from '@app/shared/contracts/chat';
import { api } from '../../../lib/api-client';

export const userSessionsKey = '/chat/user-sessions';

export const getUserSessions = () => api.get<ChatSessionSummary[]>(userSessionsKey);

/** GET /chat/user-sessions: the director's conversations, newest first. */
export const useUserSessions = () => useSWR<ChatSessionSummary[]>(userSessionsKey, getUserSessions);
