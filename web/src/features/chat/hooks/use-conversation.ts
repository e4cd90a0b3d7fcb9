import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { isMissing } from '@app/shared/api/errors';
import type { ChatAnswer, ChatHistory, ChatKind, ChatMessage, Recommendation } from '@app/shared/contracts/chat';
import { ApiError } from '../../../lib/api-client';
import { getHistory, historyKey, useChatHistory } from '../api/get-history';
import { userSessionsKey } from '../api/get-user-sessions';
import { sendFollowup } from '../api/send-followup';
import { sendMessage, type ChatTurnInput } from '../api/send-message';
import { sendVector } from '../api/send-vector';

/** One bubble of the conversation. */
export interface Turn {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  kind: ChatKind;
  recommendations: Recommendation[];
}

/** What the director asks: a typed message (a follow-up once the session has an answer) or "More like this". */
export type AskKind = 'message' | 'vector';

/** A question that got no answer: shown with the server's words and a Retry. */
export interface Failure {
  text: string;
  kind: AskKind;
  error: unknown;
}

export type AskOutcome = 'answered' | 'failed' | 'dropped';

export interface ConversationOptions {
  /** The session named by the address (`?session=`); null for a new conversation. */
  openSessionId: number | null;
  useLibraryOnly: boolean;
  /** The program being built: its pieces are not recommended again. */
  programId: number | null;
  /** A new session got its id from its first answer (the page puts it in the address). */
  onSessionStarted(sessionId: number): void;
  /** A past session was loaded (the page chooses its ensemble). */
  onHistoryLoaded(history: ChatHistory): void;
  /**
   * An answer was for another ensemble than the one asked for: the message named it ("two pieces
   * for my concert band" with the jazz band chosen). The page chooses it, so a follow-up such as
   * "something faster" is for the ensemble the conversation is now about.
   */
  onAnsweredFor(ensembleId: number): void;
}

interface State {
  /** The session the turns belong to; null until the first answer of a new conversation. */
  sessionId: number | null;
  turns: Turn[];
  /** The history page before the first turn (its `before`); null when the turns start the session. */
  earlier: string | null;
}

const EMPTY: State = { sessionId: null, turns: [], earlier: null };

const turnOf = (m: ChatMessage): Turn => ({
  key: String(m.id),
  role: m.role,
  content: m.content,
  kind: m.kind,
  recommendations: m.recommendations,
});
let localKeys = 0;

/** The one ensemble every pick of an answer is for, when it is not the one asked for (see `onAnsweredFor`). */
function otherEnsembleOf(answer: ChatAnswer, asked: number): number | undefined {
  const ensembles = new Set(answer.recommendations.map((r) => r.ensemble_id));
  const [only] = ensembles;
  return ensembles.size === 1 && only !== undefined && only !== asked ? only : undefined;
}

/** The session a failed first message was stored in (503 `details.session_id`). */
const sessionOfFailure = (error: unknown): number | undefined => {
  const details = error instanceof ApiError ? (error.details as { session_id?: unknown } | undefined) : undefined;
  return typeof details?.session_id === 'number' ? details.session_id : undefined;
};

const isMissingProgram = (error: unknown) =>
  error instanceof ApiError && error.code === 'NOT_FOUND' && isMissing(error.details, 'Program');

/**
 * The conversation on the chat page: its turns, the question being answered and the last failure.
 * A session named by the address is loaded from its history (its newest page; `loadEarlier` puts
 * the page before in front, as the director scrolls up); a new one starts with the first
 * answer; after a first answer, typed messages are follow-ups of the session. A failed question
 * is taken back out of the conversation and kept in `failure`, so nothing the director typed is
 * lost and Retry sends it again.
 */
export function useConversation({
  openSessionId,
  useLibraryOnly,
  programId,
  onSessionStarted,
  onHistoryLoaded,
  onAnsweredFor,
}: ConversationOptions) {
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<State>(EMPTY);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [earlierLoading, setEarlierLoading] = useState(false);
  const [earlierError, setEarlierError] = useState<unknown>(null);
  // answers to a conversation the director has left since (another session, a new one) are dropped
  const generation = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;
  const callbacks = useRef({ onSessionStarted, onHistoryLoaded, onAnsweredFor });
  callbacks.current = { onSessionStarted, onHistoryLoaded, onAnsweredFor };

  const needsHistory = openSessionId !== null && openSessionId !== state.sessionId;
  const history = useChatHistory(needsHistory ? openSessionId : null);

  const leave = useCallback((next: State) => {
    generation.current += 1;
    setState(next);
    setPending(false);
    setFailure(null);
    setEarlierLoading(false);
    setEarlierError(null);
  }, []);

  useEffect(() => {
    const data = history.data;
    if (!needsHistory || !data || data.session_id !== openSessionId) return;
    leave({ sessionId: data.session_id, turns: data.messages.map(turnOf), earlier: data.next_cursor });
    callbacks.current.onHistoryLoaded(data);
  }, [history.data, needsHistory, openSessionId, leave]);

  // the address lost its session (the browser went back to /dashboard): an empty conversation
  const previousOpen = useRef(openSessionId);
  useEffect(() => {
    if (openSessionId === null && previousOpen.current !== null) leave(EMPTY);
    previousOpen.current = openSessionId;
  }, [openSessionId, leave]);

  const reset = useCallback(() => leave(EMPTY), [leave]);

  /** Puts the history page before the first turn in front of the turns (one page at a time). */
  const earlierAsked = useRef(false);
  const loadEarlier = useCallback(() => {
    const { sessionId, earlier } = stateRef.current;
    if (sessionId === null || earlier === null || earlierAsked.current) return;
    const asked = generation.current;
    earlierAsked.current = true;
    setEarlierLoading(true);
    setEarlierError(null);
    getHistory(sessionId, earlier)
      .then((page) => {
        if (asked !== generation.current) return;
        setState((s) => ({ ...s, turns: [...page.messages.map(turnOf), ...s.turns], earlier: page.next_cursor }));
      })
      .catch((error: unknown) => {
        if (asked !== generation.current) return;
        console.error('[chat] earlier messages failed', error);
        setEarlierError(error);
      })
      .finally(() => {
        earlierAsked.current = false;
        if (asked === generation.current) setEarlierLoading(false);
      });
  }, []);

  /** Sends a question for the ensemble: answered, failed (see `failure`), or dropped (the director left the conversation). */
  const ask = useCallback(
    async (text: string, kind: AskKind, ensembleId: number): Promise<AskOutcome> => {
      const asked = generation.current;
      const { sessionId, turns } = stateRef.current;
      const userTurn: Turn = { key: `local-${++localKeys}`, role: 'user', content: text, kind, recommendations: [] };
      setState((s) => ({ ...s, turns: [...s.turns, userTurn] }));
      setPending(true);
      setFailure(null);

      const followup = kind === 'message' && sessionId !== null && turns.some((t) => t.role === 'assistant');
      const send = kind === 'vector' ? sendVector : followup ? sendFollowup : sendMessage;
      const input: ChatTurnInput = {
        message: text,
        ensemble_id: ensembleId,
        use_library_only: useLibraryOnly,
        ...(sessionId !== null ? { session_id: sessionId } : {}),
        ...(programId !== null ? { program_id: programId } : {}),
      };
      let answer: ChatAnswer;
      try {
        // a program deleted elsewhere may still be the current one here: ask without it rather than fail
        answer = await send(input).catch((error: unknown) => {
          if (input.program_id === undefined || !isMissingProgram(error)) throw error;
          const { program_id: _dropped, ...withoutProgram } = input;
          return send(withoutProgram);
        });
      } catch (error) {
        if (asked !== generation.current) return 'dropped';
        console.error(`[chat] ${followup ? 'followup' : kind} failed`, error);
        // the server kept the message in a new session and says which: the retry continues it
        const started = sessionId === null ? sessionOfFailure(error) : undefined;
        setState((s) => ({ ...s, sessionId: started ?? s.sessionId, turns: s.turns.filter((t) => t !== userTurn) }));
        if (started !== undefined) {
          callbacks.current.onSessionStarted(started);
          void mutate(userSessionsKey);
        }
        setFailure({ text, kind, error });
        setPending(false);
        return 'failed';
      }
      if (asked !== generation.current) return 'dropped';
      const assistantTurn: Turn = {
        key: `local-${++localKeys}`,
        role: 'assistant',
        content: answer.reply,
        kind: followup ? 'followup' : kind,
        recommendations: answer.recommendations,
      };
      setState((s) => ({ ...s, sessionId: answer.session_id, turns: [...s.turns, assistantTurn] }));
      setPending(false);
      if (sessionId === null) callbacks.current.onSessionStarted(answer.session_id);
      const answeredFor = otherEnsembleOf(answer, ensembleId);
      if (answeredFor !== undefined) callbacks.current.onAnsweredFor(answeredFor);
      // the list shows the new title and count; a cached history of this session is out of date
      void mutate(userSessionsKey);
      void mutate(historyKey(answer.session_id), undefined, { revalidate: false });
      return 'answered';
    },
    [useLibraryOnly, programId, mutate],
  );

  return {
    sessionId: state.sessionId,
    turns: state.turns,
    /** A past session is being loaded. */
    loadingHistory: needsHistory && !history.error,
    historyError: needsHistory ? history.error : undefined,
    reloadHistory: () => void history.mutate(),
    /** The session has messages before the first turn shown. */
    hasEarlier: state.earlier !== null,
    earlierLoading,
    earlierError,
    loadEarlier,
    pending,
    failure,
    dismissFailure: () => setFailure(null),
    ask,
    reset,
  };
}
