import {
  CHAT_TITLE_MAX,
  SESSIONS_LISTED,
  type ChatAnswer,
  type ChatHistory,
  type ChatHistoryQuery,
  type ChatKind,
  type ChatSessionSummary,
  type Recommendation,
} from '@app/shared/contracts/chat';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { ensembleTypeWords } from '@app/shared/domain/ensemble-labels';
import { pieceIdentity } from '@app/shared/domain/search-text';
import { getEnsemble, listEnsembles } from '../ensembles/service';
import type { Caller } from '../lib/caller';
import { NotFoundError } from '../lib/errors';
import { logger, METRIC, metrics } from '../lib/observability';
import { RecentCache } from '../lib/recent-cache';
import { playedByEnsembles } from '../programs/history-service';
import { rotationYears } from '../users/rotation';
import { allProgramPieces, programPieces, programTitles, type ProgramPieces } from '../programs/service';
import { catalogKey, libraryKey, type CandidatePool } from './assistant/candidates';
import { ensemblesMentioned, mayNameSeveralEnsembles, partsAskedAnew } from './assistant/several-ensembles';
import { groundPicks } from './assistant/grounding';
import type { AssistantContext, PreviousTurn } from './assistant/provider';
import {
  insertMessage,
  latestTurns,
  listMessages,
  messagePage,
  type ChatHistoryRecord,
  type ChatTurnRecord,
} from './message-repository';
import {
  getSession,
  insertSession,
  listSessions,
  sessionEnsembleIds,
  touchSession,
  type ChatSessionRecord,
} from './session-repository';
import { turnItems } from './turn-items';
import { programNotFound } from '../programs/concurrency';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { programNamedIn, sameFamily, typeNamedIn } from './assistant/message-names';
import { candidatePool } from './candidate-pool';
import { answerOrFallBack, asProviderFailure, provider } from './chat-provider';

/** Earlier turns a provider sees (the newest ones). */
const HISTORY_TURNS = 40;

const sessionNotFound = () => NotFoundError.of('Chat session');

async function sessionOf(caller: Caller, id: number): Promise<ChatSessionRecord> {
  const session = await getSession(caller.sub, id);
  if (!session) throw sessionNotFound();
  return session;
}

const titleOf = (message: string) => {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length <= CHAT_TITLE_MAX ? line : `${line.slice(0, CHAT_TITLE_MAX - 1).trimEnd()}…`;
};

export async function startSession(caller: Caller, ensembleId: number): Promise<{ session_id: number }> {
  await getEnsemble(caller, ensembleId);
  const session = await insertSession(caller.sub, ensembleId, 'New conversation');
  return { session_id: session.session_id };
}

/** Pool keys of a program's pieces: its library entries, and any candidate with the same identity. */
function programPieceKeys(program: ProgramPieces, pool: CandidatePool): string[] {
  const found = new Set<string>();
  for (const piece of program.pieces) {
    if (piece.library_entry_id != null) found.add(libraryKey(piece.library_entry_id));
    for (const c of pool.byIdentity.get(pieceIdentity(piece)) ?? []) found.add(c.key);
  }
  return [...found];
}

const programSummaries = (programs: readonly ProgramPieces[], pool: CandidatePool) =>
  programs.map((p) => ({ id: p.id, title: p.title, pieceKeys: programPieceKeys(p, pool) }));

/**
 * The director's programs with their pieces, for a provider that reads them: Bedrock's prompt lists
 * them; the embedded provider reads none, so they are not read for it.
 */
const programsForProvider = async (caller: Caller, pool: Promise<CandidatePool>) =>
  provider.name === 'bedrock' ? programSummaries(await allProgramPieces(caller), await pool) : [];

/** The pieces of the program a message names, read only when it names one. */
async function namedProgramPieces(
  caller: Caller,
  message: string,
  current: ProgramPieces | undefined,
): Promise<ProgramPieces | undefined> {
  const named = programNamedIn(message, await programTitles(caller));
  if (!named) return undefined;
  if (named.id === current?.id) return current;
  // deleted since its title was read: nothing to skip
  return programPieces(caller, named.id).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  });
}

/**
 * When the message names another kind of ensemble than the one chosen ("something lyrical for
 * strings" with the band chosen) and the director has exactly one of that kind, it is used.
 */
async function ensembleForMessage(
  directorEnsembles: () => Promise<Ensemble[]>,
  chosen: Ensemble,
  message: string,
): Promise<{ ensemble: Ensemble; note: string }> {
  const named = typeNamedIn(message);
  if (!named || sameFamily(named, chosen.type)) return { ensemble: chosen, note: '' };
  const matching = (await directorEnsembles()).filter((e) => sameFamily(named, e.type));
  // two jazz bands: "jazz 1" or "the MS jazz band" says which
  const meant = matching.length > 1 ? ensemblesMentioned(message, chosen, matching) : matching;
  if (meant.length === 1) {
    const ensemble = meant[0]!;
    return {
      ensemble,
      note: `You asked about ${ensembleTypeWords(named)} music, so I answered for ${ensemble.name}. `,
    };
  }
  return {
    ensemble: chosen,
    note: `You mentioned ${ensembleTypeWords(named)}, but ${chosen.name} is a ${ensembleTypeWords(chosen.type)}; these are for ${chosen.name}. `,
  };
}

const toTurn = (m: ChatTurnRecord): PreviousTurn => ({
  role: m.role,
  content: m.content,
  kind: m.kind,
  picks: m.picks,
  ...(m.request ? { request: m.request } : {}),
});

interface AskInput {
  message: string;
  ensemble_id: number;
  use_library_only?: boolean;
  session_id?: number;
  program_id?: number;
}

/**
 * One turn of the conversation (message, follow-up or similarity). Everything the request names
 * is checked before anything is stored; the director's message is stored before the assistant
 * answers, so a provider failure never loses it.
 */
export async function ask(caller: Caller, kind: Exclude<ChatKind, 'ensemble'>, input: AskInput): Promise<ChatAnswer> {
  const named = await turnItems(caller, {
    ensembleId: input.ensemble_id,
    sessionId: input.session_id,
    programId: input.program_id,
  });
  if (!named.ensemble) throw NotFoundError.of('Ensemble');
  const chosen = named.ensemble;
  if (input.session_id != null && !named.session) throw sessionNotFound();
  let session = named.session;
  if (input.program_id != null && !named.program) throw programNotFound();
  const currentProgram = named.program;
  if (!session && kind === 'followup') {
    // Without a session id a follow-up refines the latest conversation about this ensemble.
    session = (await listSessions(caller.sub))
      .filter((s) => s.ensemble_id === chosen.id)
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
  }

  const poolRead = candidatePool(caller, named.libraryVersion);
  // the director's ensembles, read once for whichever reading of the message needs them
  let ensemblesRead: Promise<Ensemble[]> | undefined;
  const directorList = () => (ensemblesRead ??= listEnsembles(caller));
  const [pool, history, namedProgram, programs, switchedTo, directorEnsembles, played, rotation] = await Promise.all([
    poolRead,
    session ? sessionTurns(caller.sub, session) : Promise.resolve([]),
    namedProgramPieces(caller, input.message, currentProgram),
    programsForProvider(caller, poolRead),
    ensembleForMessage(directorList, chosen, input.message),
    // "15 minutes for the band and 10 for the jazz band": the ensembles are read only when two may be named
    kind !== 'vector' && mayNameSeveralEnsembles(input.message) ? directorList() : Promise.resolve(undefined),
    playedByEnsembles(caller),
    rotationYears(caller),
  ]);
  const lastParts =
    kind === 'followup' ? history.findLast((m) => m.role === 'assistant' && m.request)?.request?.parts : undefined;
  // a message about several ensembles is answered for each, from the chosen one's conversation;
  // a follow-up of such an answer ("make the jazz band part shorter") refines its parts
  const several =
    (directorEnsembles && partsAskedAnew(input.message, chosen, directorEnsembles, lastParts)) || lastParts;
  const switched = several ? { ensemble: chosen, note: '' } : switchedTo;
  const ensemble = switched.ensemble;
  // A session's library-only switch carries over to follow-ups unless the call says otherwise.
  const lastUserTurn = [...history].reverse().find((m) => m.role === 'user');
  const useLibraryOnly = input.use_library_only ?? Boolean(lastUserTurn?.use_library_only);

  const firstMessage = !session || session.message_count === 0;
  session ??= await insertSession(caller.sub, ensemble.id, titleOf(input.message));
  const sessionId = session.session_id;
  // a retry after the assistant failed ("Your message is saved; please try again"): the message it
  // saved, still unanswered, is this one, and is not stored twice
  const unanswered = history.at(-1);
  const retried =
    unanswered?.role === 'user' && unanswered.kind === kind && unanswered.content === input.message
      ? unanswered
      : undefined;
  const earlier = retried ? history.slice(0, -1) : history;
  const asked =
    retried ??
    (await insertMessage(caller.sub, sessionId, {
      role: 'user',
      kind,
      content: input.message,
      ensemble_id: ensemble.id,
      recommendations: [],
      picks: [],
      use_library_only: useLibraryOnly,
    }));
  // The session is touched once, when the turn is over: both messages counted, or only the director's
  // when the assistant failed (a retried message was counted when it was saved).
  const saved = retried ? 0 : 1;
  const touch = (messages: number, answeredFor?: readonly number[]) =>
    touchSession(caller.sub, sessionId, {
      ensembleId: ensemble.id,
      answeredFor,
      now: new Date().toISOString(),
      messages,
      ...(firstMessage ? { title: titleOf(input.message) } : {}),
    });

  const context: AssistantContext = {
    ensemble,
    pool,
    useLibraryOnly,
    excludedKeys: new Set([
      ...(currentProgram ? programPieceKeys(currentProgram, pool) : []),
      ...(namedProgram ? programPieceKeys(namedProgram, pool) : []),
    ]),
    history: earlier.map(toTurn),
    programs,
    today: new Date(),
    played,
    rotationYears: rotation,
    ...(several ? { ensembles: await directorList() } : {}),
  };
  let answered: { answer: ChatAnswer; stored: ChatTurnRecord };
  try {
    // answered for another ensemble than the chosen one (the message named it): each pick names it,
    // so the page files it under that ensemble, not the one still chosen in its list
    const answeredFor = ensemble.id === chosen.id ? undefined : ensemble.id;
    answered = await answerAndStore(kind, input.message, context, sessionId, switched.note, caller.sub, answeredFor);
  } catch (error) {
    turnsCache.delete(turnsKey(caller.sub, sessionId));
    // the failure the director sees is the assistant's, not a failed count
    if (saved)
      await touch(saved).catch((touchError: unknown) =>
        logger.error('chat session not touched', { error: touchError }),
      );
    throw error;
  }
  // an answer for several ensembles files the conversation under each of them
  const count = await touch(
    saved + 1,
    answered.stored.request?.parts?.map((p) => p.ensemble_id),
  );
  keepTurns(caller.sub, session, earlier, [asked, answered.stored], count, saved + 1);
  return answered.answer;
}

/**
 * The newest turns of sessions this container answered, with the session's message count they
 * hold: the next message of the conversation (most land on the container that answered the last)
 * reuses them instead of reading them again. Another container's turn changes the count, and the
 * turns are read again.
 */
const turnsCache = new RecentCache<{ count: number; turns: ChatTurnRecord[] }>(200);
const turnsKey = (sub: string, sessionId: number) => `${sub}\u0000${sessionId}`;

async function sessionTurns(sub: string, session: ChatSessionRecord): Promise<ChatTurnRecord[]> {
  const key = turnsKey(sub, session.session_id);
  const cached = turnsCache.get(key);
  if (cached && cached.count === session.message_count) return cached.turns;
  const turns = await latestTurns(sub, session.session_id, HISTORY_TURNS);
  turnsCache.set(key, { count: session.message_count, turns });
  return turns;
}

/** The turns after this one, when no other turn came between (the count moved by exactly these two). */
function keepTurns(
  sub: string,
  session: ChatSessionRecord,
  before: readonly ChatTurnRecord[],
  added: readonly ChatTurnRecord[],
  count: number,
  /** Messages this turn stored (a retried message was stored before). */
  stored: number,
) {
  const key = turnsKey(sub, session.session_id);
  if (count !== session.message_count + stored) {
    turnsCache.delete(key);
    return;
  }
  const pick = ({ role, kind, content, picks, request, use_library_only }: ChatTurnRecord): ChatTurnRecord => ({
    role,
    kind,
    content,
    picks,
    ...(request ? { request } : {}),
    ...(use_library_only !== undefined ? { use_library_only } : {}),
  });
  turnsCache.set(key, { count, turns: [...before, ...added.map(pick)].slice(-HISTORY_TURNS) });
}

/** The assistant's answer, grounded in the pool and stored as the session's next message. */
async function answerAndStore(
  kind: Exclude<ChatKind, 'ensemble'>,
  message: string,
  context: AssistantContext,
  sessionId: number,
  note: string,
  sub: string,
  answeredFor?: number,
): Promise<{ answer: ChatAnswer; stored: ChatTurnRecord }> {
  const started = performance.now();
  const answer = await answerOrFallBack({ kind, message }, context).catch((error: unknown) =>
    asProviderFailure(error, sessionId),
  );
  metrics.addMetric(METRIC.assistantLatency, MetricUnit.Milliseconds, performance.now() - started);
  const grounded = groundPicks(answer.picks, context);
  if (grounded.dropped.length)
    logger.info('assistant picks dropped by grounding', {
      provider: provider.name,
      dropped: grounded.dropped.map((d) => ({ title: d.pick.title, why: d.why })),
    });
  const reply = `${note}${answer.reply}`;
  const recommendations =
    answeredFor === undefined
      ? grounded.recommendations
      : grounded.recommendations.map((r) => ({ ...r, ensemble_id: r.ensemble_id ?? answeredFor }));

  const stored = await insertMessage(sub, sessionId, {
    role: 'assistant',
    kind,
    content: reply,
    ensemble_id: context.ensemble.id,
    recommendations,
    picks: grounded.keys,
    ...(answer.request ? { request: answer.request } : {}),
  });
  return { answer: { session_id: sessionId, reply, recommendations }, stored };
}

type EnsembleSuggestions = Omit<ChatAnswer, 'session_id'> & { ensemble_id: number };

/**
 * The suggestions of each ensemble, kept with the pool they came from: a pool is one library
 * version of one user (`candidate-pool.ts`), so a library write starts afresh, and the key holds what
 * else shapes the answer (the ensemble as last saved, the day). A dashboard visit does not ask the
 * model again; an answer the quick recommender gave for a failed model is not kept.
 */
const suggestionsOf = new WeakMap<CandidatePool, Map<string, EnsembleSuggestions>>();
const suggestionsKey = (ensemble: Ensemble, today: Date) =>
  JSON.stringify([ensemble.id, ensemble.updated_at, today.toISOString().slice(0, 10)]);

/** A balanced set for an ensemble, without a message (nothing is stored). */
export async function ensembleRecommendations(caller: Caller, ensembleId: number): Promise<EnsembleSuggestions> {
  const ensemble = await getEnsemble(caller, ensembleId);
  const poolRead = candidatePool(caller);
  const [pool, programs] = await Promise.all([poolRead, programsForProvider(caller, poolRead)]);
  const key = suggestionsKey(ensemble, new Date());
  const kept = suggestionsOf.get(pool)?.get(key);
  if (kept) return kept;
  const context: AssistantContext = {
    ensemble,
    pool,
    useLibraryOnly: false,
    excludedKeys: new Set(),
    history: [],
    programs,
    today: new Date(),
  };
  const answer = await answerOrFallBack({ kind: 'ensemble', message: '' }, context).catch(asProviderFailure);
  const grounded = groundPicks(answer.picks, context);
  const suggestions = { ensemble_id: ensemble.id, reply: answer.reply, recommendations: grounded.recommendations };
  if (!answer.fellBack) {
    const ofPool = suggestionsOf.get(pool) ?? suggestionsOf.set(pool, new Map()).get(pool)!;
    ofPool.set(key, suggestions);
  }
  return suggestions;
}

const toMessage = (m: ChatHistoryRecord) => ({
  id: m.id,
  role: m.role,
  content: m.content,
  kind: m.kind,
  recommendations: m.recommendations,
  created_at: m.created_at,
});

/** A page of the session's history: its newest messages, or those before `query.before`. */
export async function history(caller: Caller, sessionId: number, query: ChatHistoryQuery): Promise<ChatHistory> {
  const session = await sessionOf(caller, sessionId);
  const page = await messagePage(caller.sub, sessionId, query);
  return {
    session_id: session.session_id,
    ensemble_id: session.ensemble_id,
    title: session.title,
    messages: page.messages.map(toMessage),
    next_cursor: page.next,
  };
}

/** Every recommendation of the session, in the order given, each piece once. */
export async function sessionRecommendations(
  caller: Caller,
  sessionId: number,
): Promise<{ session_id: number; recommendations: Recommendation[] }> {
  await sessionOf(caller, sessionId);
  const seen = new Set<string>();
  const recommendations: Recommendation[] = [];
  for (const m of await listMessages(caller.sub, sessionId)) {
    for (const r of m.recommendations) {
      const id = r.library_entry_id != null ? libraryKey(r.library_entry_id) : catalogKey(r.catalog_id!);
      if (seen.has(id)) continue;
      seen.add(id);
      recommendations.push(r);
    }
  }
  return { session_id: sessionId, recommendations };
}

export async function userSessions(caller: Caller): Promise<ChatSessionSummary[]> {
  const [sessions, ensembles] = await Promise.all([listSessions(caller.sub), listEnsembles(caller)]);
  const names = new Map(ensembles.map((e) => [e.id, e.name]));
  return sessions
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.session_id - a.session_id)
    .slice(0, SESSIONS_LISTED)
    .map((s) => {
      const ids = sessionEnsembleIds(s);
      return {
        session_id: s.session_id,
        ensemble_id: s.ensemble_id,
        ensemble_name: s.ensemble_id != null ? (names.get(s.ensemble_id) ?? null) : null,
        ensembles: ensembles.filter((e) => ids.has(e.id)).map((e) => ({ id: e.id, name: e.name })),
        title: s.title,
        message_count: s.message_count,
        created_at: s.created_at,
        updated_at: s.updated_at,
      };
    });
}
