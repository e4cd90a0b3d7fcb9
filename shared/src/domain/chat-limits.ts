// Without zod, so the chat page's composer does not load the contracts' schemas for one number.

/** Longest message the assistant reads (a long paste is refused, not cut). */
export const CHAT_MESSAGE_MAX = 2000;
