import useSWR from 'swr';
import { call, pathOf } from '../../../lib/api-client';

export const userSessionsKey = pathOf('GET /api/chat/user-sessions');

export const getUserSessions = () => call('GET /api/chat/user-sessions');

/** GET /chat/user-sessions: the director's conversations, newest first. */
export const useUserSessions = () => useSWR(userSessionsKey, getUserSessions);
