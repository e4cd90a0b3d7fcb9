import useSWR from 'swr';
import { call, pathOf } from '../../../lib/api-client';

export const historyKey = (sessionId: number) => pathOf('GET /api/chat/history/{id}', { id: sessionId });

export const getHistory = (sessionId: number) => call('GET /api/chat/history/{id}', { params: { id: sessionId } });

/** GET /chat/history/{id}: a past session's messages (null: nothing is loaded). */
export const useChatHistory = (sessionId: number | null) =>
  useSWR(sessionId !== null ? historyKey(sessionId) : null, () => getHistory(sessionId!), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
