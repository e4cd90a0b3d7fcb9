import useSWR from 'swr';
import type { ChatHistory } from '@app/shared/contracts/chat';
import { api } from '../../../lib/api-client';

export const historyKey = (sessionId: number) => `/chat/history/${sessionId}`;

export const getHistory = (key: string) => api.get<ChatHistory>(key);

/** GET /chat/history/{id}: a past session's messages (null: nothing is loaded). */
export const useChatHistory = (sessionId: number | null) =>
  useSWR<ChatHistory>(sessionId !== null ? historyKey(sessionId) : null, getHistory, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
