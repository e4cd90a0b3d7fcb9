import useSWR from 'swr';
import { call, pathOf } from '../../../lib/api-client';

export const historyKey = (sessionId: number) => pathOf('GET /api/chat/history/{id}', { id: sessionId });

/** A page of the session's messages: the newest, or those before `before` (a page's `next_cursor`). */
export const getHistory = (sessionId: number, before?: string) =>
  call('GET /api/chat/history/{id}', { params: { id: sessionId }, query: { before } });

/** GET /chat/history/{id}: a past session's newest messages (null: nothing is loaded). */
export const useChatHistory = (sessionId: number | null) =>
  useSWR(sessionId !== null ? historyKey(sessionId) : null, () => getHistory(sessionId!), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
