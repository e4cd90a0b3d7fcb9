import {
  CHAT_TITLE_MAX,
  type ChatAnswer,
  type ChatHistory,
  type ChatKind,
  type ChatSessionSummary,
  type Disambiguation,
  type PieceInsights,
  type Recommendation,
} from '@app/shared/contracts/chat';
import type { Ensemble, EnsembleType } from '@app/shared/contracts/ensembles';
import { ensembleChoiceLabel, ensembleTypeLabel } from '@app/shared/domain/ensemble-labels';
import { foldForSearch, pieceIdentity } from '@app/shared/domain/search-text';
import { getEnsemble, listEnsembles } from '../ensembles/service';
import type { Caller } from '../lib/caller';
import { config } from '../lib/config';
import { AppError, NotFoundError, ServiceUnavailableError, TimeoutError } from '../lib/errors';
import { logger, METRIC, metrics } from '../lib/observability';
import { currentLibrary, type LibraryCopy } from '../library/library-copy';
import { getEntry } from '../library/service';
import { allProgramPieces, programPieces, programTitles, type ProgramPieces } from '../programs/service';
import { createBedrockProvider } from './assistant/bedrock';
import {
  buildPool,
  catalogKey,
  fromCatalog,
  fromLibrary,
  libraryKey,
  suitsEnsemble,
  type Candidate,
  type CandidatePool,
} from './assistant/candidates';
import { embeddedProvider } from './assistant/embedded';
import { ensemblesNamedIn, mayNameSeveralEnsembles } from './assistant/several-ensembles';
import { groundPicks } from './assistant/grounding';
import { analysePiece } from './assistant/insights';
import type { AssistantContext, AssistantProvider, PreviousTurn } from './assistant/provider';
import { findNamedWork } from './assistant/similarity';
import { CATALOG_TYPES_FOR, ENSEMBLE_WORDS, GENERIC_ENSEMBLE_WORDS } from './assistant/vocabulary';
import { catalogWorks } from '../catalog/load-catalog';
import {
  insertMessage,
  latestTurns,
  listMessages,
  type ChatMessageRecord,
  type ChatTurnRecord,
} from './message-repository';
import { getSession, insertSession, listSessions, touchSession, type ChatSessionRecord } from './session-repository';
import { MetricUnit } from '@aws-lambda-powertools/metrics';

const provider: AssistantProvider =
  config.ASSISTANT_PROVIDER === 'bedrock'
    ? createBedrockProvider({ modelId: config.BEDROCK_MODEL_ID!, endpoint: config.BEDROCK_ENDPOINT })
    : embeddedProvider;

/** The provider must answer within this, leaving the Lambda time to store the answer. */
const PROVIDER_TIMEOUT_MS = config.ASSISTANT_TIMEOUT_MS;
/** Earlier turns a provider sees (the newest ones). */
const HISTORY_TURNS = 40;

let catalogued: Candidate[] | undefined;
/** The catalogue as candidates, read on first use (a cold start that only lists sessions never loads it). */
const catalogCandidates = () => (catalogued ??= catalogWorks().map(fromCatalog));
const pools = new WeakMap<LibraryCopy, CandidatePool>();

/** The user's library and the catalogue as one pool, rebuilt only when the library changed. */
async function candidatePool(caller: Caller): Promise<CandidatePool> {
  const library = await currentLibrary(caller);
  let pool = pools.get(library);
  if (!pool) {
    pool = buildPool(library.index.entries.map(fromLibrary), catalogCandidates());
    pools.set(library, pool);
  }
  return pool;
}

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

/** The program a message names ("for the Spring Concert"), whose pieces are skipped like the current one's. */
function programNamedIn<P extends { title: string }>(message: string, programs: readonly P[]): P | undefined {
  const text = ` ${foldForSearch(message)} `;
  return programs.find((p) => foldForSearch(p.title).length >= 4 && text.includes(` ${foldForSearch(p.title)} `));
}

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

const sameFamily = (a: EnsembleType, b: EnsembleType) =>
  a === b || CATALOG_TYPES_FOR[a].some((t) => (CATALOG_TYPES_FOR[b] as readonly string[]).includes(t));

/** The ensemble type a message names ("for my strings"), if any. */
function typeNamedIn(message: string): EnsembleType | undefined {
  const text = ` ${foldForSearch(message)} `;
  return ENSEMBLE_WORDS.find(([phrase]) => !GENERIC_ENSEMBLE_WORDS.has(phrase) && text.includes(` ${phrase} `))?.[1];
}

/**
 * When the message names another kind of ensemble than the one chosen ("something lyrical for
 * strings" with the band chosen) and the director has exactly one of that kind, it is used.
 */
async function ensembleForMessage(
  caller: Caller,
  chosen: Ensemble,
  message: string,
): Promise<{ ensemble: Ensemble; note: string }> {
  const named = typeNamedIn(message);
  if (!named || sameFamily(named, chosen.type)) return { ensemble: chosen, note: '' };
  const matching = (await listEnsembles(caller)).filter((e) => sameFamily(named, e.type));
  if (matching.length === 1) {
    const ensemble = matching[0]!;
    return {
      ensemble,
      note: `You asked about ${ensembleTypeLabel(named)} music, so I answered for ${ensemble.name}. `,
    };
  }
  return {
    ensemble: chosen,
    note: `You mentioned ${ensembleTypeLabel(named)}, but ${chosen.name} is a ${ensembleTypeLabel(chosen.type)}; these are for ${chosen.name}. `,
  };
}

/**
 * Any failure of the provider is a clear 503 (the director's message is already stored). With a
 * session, the error names it (`details.session_id`), so a retry continues that conversation.
 */
function asProviderFailure(error: unknown, sessionId?: number): never {
  const details = sessionId === undefined ? undefined : { session_id: sessionId };
  if (error instanceof TimeoutError) {
    const message = `The assistant took too long to answer. ${details ? 'Your message is saved; please' : 'Please'} try again in a moment.`;
    throw new AppError(504, 'ASSISTANT_TIMEOUT', message, details, { cause: error });
  }
  if (error instanceof AppError) {
    if (!details || error.status !== 503) throw error;
    throw new ServiceUnavailableError(error.code, error.message, { cause: error, details });
  }
  logger.error('assistant provider failed', { provider: provider.name, error });
  throw new ServiceUnavailableError(
    'ASSISTANT_UNAVAILABLE',
    'The assistant could not answer just now. Your message is saved; please try again in a moment.',
    { cause: error, details },
  );
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
  const chosen = await getEnsemble(caller, input.ensemble_id);
  let session = input.session_id != null ? await sessionOf(caller, input.session_id) : undefined;
  if (!session && kind === 'followup') {
    // Without a session id a follow-up refines the latest conversation about this ensemble.
    session = (await listSessions(caller.sub))
      .filter((s) => s.ensemble_id === chosen.id)
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
  }
  const currentProgram = input.program_id != null ? await programPieces(caller, input.program_id) : undefined;

  const poolRead = candidatePool(caller);
  const [pool, history, namedProgram, programs, named, directorEnsembles] = await Promise.all([
    poolRead,
    session ? latestTurns(caller.sub, session.session_id, HISTORY_TURNS) : Promise.resolve([]),
    namedProgramPieces(caller, input.message, currentProgram),
    programsForProvider(caller, poolRead),
    ensembleForMessage(caller, chosen, input.message),
    // "15 minutes for the band and 10 for the jazz band": the ensembles are read only when two may be named
    kind === 'message' && mayNameSeveralEnsembles(input.message) ? listEnsembles(caller) : Promise.resolve(undefined),
  ]);
  // a message about several ensembles is answered for each, from the chosen one's conversation
  const several =
    (directorEnsembles && ensemblesNamedIn(input.message, chosen, directorEnsembles)) ||
    // a follow-up of such an answer ("make the jazz band part shorter") refines its parts
    (kind === 'followup' && history.findLast((m) => m.role === 'assistant' && m.request)?.request?.parts);
  const switched = several ? { ensemble: chosen, note: '' } : named;
  const ensemble = switched.ensemble;
  // A session's library-only switch carries over to follow-ups unless the call says otherwise.
  const lastUserTurn = [...history].reverse().find((m) => m.role === 'user');
  const useLibraryOnly = input.use_library_only ?? Boolean(lastUserTurn?.use_library_only);

  const firstMessage = !session || session.message_count === 0;
  session ??= await insertSession(caller.sub, ensemble.id, titleOf(input.message));
  const sessionId = session.session_id;
  await insertMessage(caller.sub, sessionId, {
    role: 'user',
    kind,
    content: input.message,
    ensemble_id: ensemble.id,
    recommendations: [],
    picks: [],
    use_library_only: useLibraryOnly,
  });
  // The session is touched once, when the turn is over: both messages counted, or only the director's when the assistant failed.
  const touch = (messages: number) =>
    touchSession(caller.sub, sessionId, {
      ensembleId: ensemble.id,
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
    history: history.map(toTurn),
    programs,
    today: new Date(),
    ...(several ? { ensembles: directorEnsembles ?? (await listEnsembles(caller)) } : {}),
  };
  let answered: ChatAnswer;
  try {
    answered = await answerAndStore(kind, input.message, context, sessionId, switched.note, caller.sub);
  } catch (error) {
    // the failure the director sees is the assistant's, not a failed count
    await touch(1).catch((touchError: unknown) => logger.error('chat session not touched', { error: touchError }));
    throw error;
  }
  await touch(2);
  return answered;
}

/** The assistant's answer, grounded in the pool and stored as the session's next message. */
async function answerAndStore(
  kind: Exclude<ChatKind, 'ensemble'>,
  message: string,
  context: AssistantContext,
  sessionId: number,
  note: string,
  sub: string,
): Promise<ChatAnswer> {
  const started = performance.now();
  const answer = await provider
    .answer({ kind, message }, context, AbortSignal.timeout(PROVIDER_TIMEOUT_MS))
    .catch((error: unknown) => asProviderFailure(error, sessionId));
  metrics.addMetric(METRIC.assistantLatency, MetricUnit.Milliseconds, performance.now() - started);
  const grounded = groundPicks(answer.picks, context);
  if (grounded.dropped.length)
    logger.info('assistant picks dropped by grounding', {
      provider: provider.name,
      dropped: grounded.dropped.map((d) => ({ title: d.pick.title, why: d.why })),
    });
  const reply = `${note}${answer.reply}`;

  await insertMessage(sub, sessionId, {
    role: 'assistant',
    kind,
    content: reply,
    ensemble_id: context.ensemble.id,
    recommendations: grounded.recommendations,
    picks: grounded.keys,
    ...(answer.request ? { request: answer.request } : {}),
  });
  return { session_id: sessionId, reply, recommendations: grounded.recommendations };
}

/** A fresh balanced set for an ensemble, without a message (nothing is stored). */
export async function ensembleRecommendations(
  caller: Caller,
  ensembleId: number,
): Promise<Omit<ChatAnswer, 'session_id'> & { ensemble_id: number }> {
  const ensemble = await getEnsemble(caller, ensembleId);
  const poolRead = candidatePool(caller);
  const [pool, programs] = await Promise.all([poolRead, programsForProvider(caller, poolRead)]);
  const context: AssistantContext = {
    ensemble,
    pool,
    useLibraryOnly: false,
    excludedKeys: new Set(),
    history: [],
    programs,
    today: new Date(),
  };
  const answer = await provider
    .answer({ kind: 'ensemble', message: '' }, context, AbortSignal.timeout(PROVIDER_TIMEOUT_MS))
    .catch(asProviderFailure);
  const grounded = groundPicks(answer.picks, context);
  return { ensemble_id: ensemble.id, reply: answer.reply, recommendations: grounded.recommendations };
}

const toMessage = (m: ChatMessageRecord) => ({
  id: m.id,
  role: m.role,
  content: m.content,
  kind: m.kind,
  recommendations: m.recommendations,
  created_at: m.created_at,
});

export async function history(caller: Caller, sessionId: number): Promise<ChatHistory> {
  const session = await sessionOf(caller, sessionId);
  const messages = await listMessages(caller.sub, sessionId);
  return {
    session_id: session.session_id,
    ensemble_id: session.ensemble_id,
    title: session.title,
    messages: messages.map(toMessage),
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
    .map((s) => ({
      session_id: s.session_id,
      ensemble_id: s.ensemble_id,
      ensemble_name: s.ensemble_id != null ? (names.get(s.ensemble_id) ?? null) : null,
      title: s.title,
      message_count: s.message_count,
      created_at: s.created_at,
      updated_at: s.updated_at,
    }));
}

const ensembleChoice = (e: { id: number; name: string; type: string }) => ({
  label: ensembleChoiceLabel(e),
  ensemble_id: e.id,
});

/**
 * What to ask before answering: which ensemble (none chosen and several could be meant), or which
 * work or arrangement (a title that matches several). No question when nothing is ambiguous.
 */
export async function disambiguate(
  caller: Caller,
  input: { message: string; ensemble_id?: number },
): Promise<Disambiguation> {
  // offered in the order they were made (ids grow with time)
  const ensembles = (await listEnsembles(caller)).sort((a, b) => a.id - b.id);
  if (input.ensemble_id != null && !ensembles.some((e) => e.id === input.ensemble_id))
    throw NotFoundError.of('Ensemble');
  if (input.ensemble_id == null) {
    if (!ensembles.length)
      return { question: 'Add an ensemble in My Ensembles first, so I know who the music is for.', choices: [] };
    const named = typeNamedIn(input.message);
    const candidates = named ? ensembles.filter((e) => sameFamily(named, e.type)) : ensembles;
    const choices = (candidates.length ? candidates : ensembles).map(ensembleChoice);
    return { question: choices.length > 1 ? 'Which ensemble is this for?' : null, choices };
  }
  const ensemble = ensembles.find((e) => e.id === input.ensemble_id)!;
  const pool = await candidatePool(caller);
  const text = foldForSearch(input.message).replace(/^(pieces |works |songs |something )?(like |similar to )/, '');
  const works = findNamedWork(pool, text);
  const distinct = new Map<string, Candidate>();
  for (const w of works) if (!distinct.has(w.identity)) distinct.set(w.identity, w);
  if (distinct.size < 2) return { question: null, choices: [] };
  const sorted = [...distinct.values()].sort(
    (a, b) => Number(suitsEnsemble(b, ensemble.type)) - Number(suitsEnsemble(a, ensemble.type)),
  );
  return {
    question: `Which ${sorted[0]!.title} do you mean?`,
    choices: sorted.map((c) => ({
      label: `${c.title}${c.composer ? ` - ${c.composer}` : ''}${c.arranger ? `, arr. ${c.arranger}` : ''} (${c.source === 'library' ? 'your library' : 'catalogue'}${c.ensemble_types.length ? `, ${c.ensemble_types.map(ensembleTypeLabel).join('/')}` : ''})`,
      title: c.title,
      composer: c.composer,
      arranger: c.arranger,
      source: c.source,
    })),
  };
}

/**
 * The educational analysis of a piece for one of the user's ensembles: a library entry, or (entry
 * id 0 with a catalogue id) a catalogue work the assistant recommended.
 */
export async function analyse(
  caller: Caller,
  entryId: number | { catalogId: string },
  ensembleId: number,
): Promise<PieceInsights> {
  if (typeof entryId !== 'number') {
    const ensemble = await getEnsemble(caller, ensembleId);
    const work = catalogCandidates().find((c) => c.catalog_id === entryId.catalogId);
    if (!work) throw NotFoundError.of('Catalogue work');
    return insightsOf(work, ensemble);
  }
  // read together; an unknown ensemble is the answer when both are unknown
  const [entryRead, ensembleRead] = await Promise.allSettled([
    getEntry(caller, entryId),
    getEnsemble(caller, ensembleId),
  ]);
  if (ensembleRead.status === 'rejected') throw ensembleRead.reason;
  if (entryRead.status === 'rejected') throw entryRead.reason;
  const ensemble = ensembleRead.value;
  const piece = fromLibrary(entryRead.value);
  // The catalogue may know more about the same work (scoring, notes, character).
  const known =
    catalogCandidates().find((c) => c.identity === piece.identity) ??
    catalogCandidates().find((c) => c.folded_title === piece.folded_title && c.creator === piece.creator);
  const enriched: Candidate = known
    ? {
        ...piece,
        tags: piece.tags.length ? piece.tags : known.tags,
        key_signature: piece.key_signature ?? known.key_signature,
        meter: piece.meter ?? known.meter,
        scoring: known.scoring,
        notes: piece.notes ?? known.notes,
        year: piece.year ?? known.year,
        grade: piece.grade ?? known.grade,
        duration: piece.duration ?? known.duration,
        uil: known.uil,
      }
    : piece;
  return insightsOf(enriched, ensemble);
}

async function insightsOf(enriched: Candidate, ensemble: Ensemble): Promise<PieceInsights> {
  const facts = analysePiece(enriched, ensemble);
  const listing = enriched.uil ? { uil: enriched.uil } : {};
  try {
    return {
      ...(await provider.insights(enriched, ensemble, facts, AbortSignal.timeout(PROVIDER_TIMEOUT_MS))),
      ...listing,
    };
  } catch (error) {
    // The analysis from the facts is complete; a failing model only loses the better wording.
    logger.warn('insights provider failed; answering from the facts', { provider: provider.name, error });
    return { ...facts, ...listing };
  }
}
