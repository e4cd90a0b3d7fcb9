import { foldForSearch } from '@app/shared/domain/search-text';
import { titlesOf, type Candidate, type CandidatePool } from './candidates';
import { refineRequest } from './followup';
import type { AssistantContext, AssistantQuestion } from './provider';
import { emptyRequest, readRequest, type EnsemblePartAnswer, type RepertoireRequest } from './request';
import { partsAskedAnew, type EnsemblePart } from './several-ensembles';
import { findNamedWork, namesTitle } from './similarity';
import { asksForMusic, otherEnsembleKind, unknownComposers, type Asks } from './unmet';
import { normalizeWording } from './wording';

/**
 * The one place a turn is read: what the director asked (a new request, or the last one refined
 * by a follow-up), the work named as a model, whether it asks for music at all, composers nobody
 * knows, and the ensembles it names. The intents decide from this what kind of answer to give.
 */
export interface Reading {
  question: AssistantQuestion;
  request: RepertoireRequest;
  /** What this message itself says, without what a follow-up carries from earlier turns. */
  said: RepertoireRequest;
  /** The work named as a model ("pieces like Shenandoah"), found in the pool. */
  like?: Candidate;
  /** A model named but in neither source ("like Star Wars"): said in the reply, the rest of the request answers. */
  unknownModel?: string;
  /** Whether the message asks for repertoire at all. */
  asks: Asks;
  /** Composers the message asks for by name ("by Gordon Goodwin") that no piece is by. */
  unknownComposers: string[];
  /** A message about several of the director's ensembles, per ensemble. */
  parts?: EnsemblePart[];
  /** The last answer's parts, when it was for several ensembles (a follow-up refines them). */
  lastParts?: EnsemblePartAnswer[];
  /** A kind of ensemble the catalogue has no music for, in the director's words ("bagpipe corps"). */
  otherKind?: string;
  /** Offer the closest lengths when nothing lasts as long as asked (a message; a follow-up's last resort). */
  relaxLength?: boolean;
}

/** Names of composers the pool knows, folded, so "no Sousa" is understood (longest first). */
const COMMON_WORDS = new Set([
  'traditional',
  'anonymous',
  'various',
  'unknown',
  'still',
  'young',
  'price',
  'green',
  'rose',
  'love',
  'bell',
  'king',
  'wood',
  'cook',
  'long',
  'hope',
  'church',
  'swift',
  'white',
  'black',
  'brown',
  'hill',
  'ford',
  'hall',
  'field',
  'moore',
  'more',
  'lane',
  'park',
  'reed',
  'march',
  'song',
  'little',
  'small',
  'best',
  'good',
  'strong',
  'rich',
  'gay',
  'bliss',
  'grant',
  'jones',
  'smith',
  // surnames the UIL list gives alone that are everyday words ("Veterans Day", "in two weeks", "songs from Ireland")
  'day',
  'monday',
  'weeks',
  'bridge',
  'beach',
  'diamond',
  'hunt',
  'frost',
  'gray',
  'ireland',
  'sharp',
  'silver',
  'chance',
  'hopper',
  'crowe',
  'spears',
  'victoria',
  'alter',
  'chin',
  'trad',
  'spiritual',
  'folk song',
  'leek',
  'logue',
  // "too easy for this bunch"
  'bunch',
  // words of follow-ups ("shorter" is also Wayne Shorter)
  'shorter',
  'longer',
  'harder',
  'easier',
  'faster',
  'slower',
  'more',
  'less',
  'other',
  'else',
  'again',
]);
const composerNamesCache = new WeakMap<CandidatePool, string[]>();
export function composerNamesOf(pool: CandidatePool): string[] {
  const cached = composerNamesCache.get(pool);
  if (cached) return cached;
  const names = new Set<string>();
  for (const c of pool.all) {
    const full = foldForSearch(c.composer);
    if (!full || COMMON_WORDS.has(full)) continue;
    names.add(full);
    const surname = full.split(' ').at(-1)!;
    if (surname.length >= 4 && !COMMON_WORDS.has(surname)) names.add(surname);
  }
  const list = [...names].sort((a, b) => b.length - a.length);
  composerNamesCache.set(pool, list);
  return list;
}

export function readMessage(question: AssistantQuestion, context: AssistantContext): Reading {
  const names = composerNamesOf(context.pool);
  const asking = question.kind === 'message';
  const read = readTurn(question, context);
  const lastParts = [...context.history].reverse().find((t) => t.role === 'assistant' && t.request)?.request?.parts;
  // "our brass quintet" when the brass quintet is the ensemble chosen: its library may hold its music
  const named = asking ? otherEnsembleKind(question.message) : undefined;
  const otherKind =
    named && !` ${foldForSearch(context.ensemble.name)} `.includes(` ${named.split(' ')[0]} `) ? named : undefined;
  const parts =
    (asking || question.kind === 'followup') && context.ensembles
      ? partsAskedAnew(question.message, context.ensemble, context.ensembles, asking ? undefined : lastParts)
      : undefined;
  return {
    question,
    ...read,
    said: read.said ?? (question.kind === 'followup' ? readRequest(question.message, names) : read.request),
    // the model is said in the reply; the rest of the request answers
    request: read.unknownModel ? { ...read.request, like_title: undefined } : read.request,
    asks:
      asking || question.kind === 'followup'
        ? asksForMusic(question.message, read.request, question.kind === 'followup')
        : 'yes',
    unknownComposers: asking ? unknownComposers(normalizeWording(question.message), names) : [],
    ...(otherKind ? { otherKind } : {}),
    ...(parts ? { parts } : {}),
    ...(!parts && question.kind === 'followup' && lastParts && context.ensembles ? { lastParts } : {}),
  };
}

interface Turn {
  request: RepertoireRequest;
  /** A follow-up's own words, as refining read them. */
  said?: RepertoireRequest;
  like?: Candidate;
  unknownModel?: string;
}

function readTurn(question: AssistantQuestion, context: AssistantContext): Turn {
  const names = composerNamesOf(context.pool);
  if (question.kind === 'ensemble') return { request: emptyRequest() };
  if (question.kind === 'followup') {
    const previous = [...context.history].reverse().find((t) => t.role === 'assistant' && t.request);
    if (previous?.request) {
      const lastPicks = previous.picks
        .map((key) => context.pool.byKey.get(key))
        .filter((c): c is Candidate => Boolean(c));
      const shown = context.history.flatMap((t) => t.picks);
      const refined = refineRequest(
        previous.request,
        lastPicks,
        shown,
        question.message,
        names,
        (key) => context.pool.byKey.get(key)?.creator,
      );
      const request = withoutRefusedWorks(
        question.share ? withShare(refined.request, previous.request, question.share) : refined.request,
        question.message,
        context.pool,
      );
      if (refined.like) return { request, said: refined.said, like: refined.like };
      return { ...withModel(request, context), said: refined.said };
    }
  }
  const request = readRequest(question.message, names);
  if (question.share) {
    // this ensemble's share of a message about several: a set to fill, not the length of each piece
    request.total = question.share;
    if (!/\b(each|apiece|per piece|long)\b/i.test(question.message)) delete request.duration;
  }
  if (question.kind === 'vector' && !request.like_title) {
    // "Shenandoah" alone, or "pieces similar in feel to Shenandoah": the message names the model.
    request.like_title = foldForSearch(
      question.message.replace(
        /^(find |show me |give me )?(pieces|works|songs|something|music)?\s*(like|similar to)\s+/i,
        '',
      ),
    );
  }
  return withModel(withoutRefusedWorks(request, question.message, context.pool), context);
}

/**
 * A follow-up's new share of a message about several ensembles ("choir can only do 10 now", "cut five
 * minutes from each"): the minutes it names are the part's set, not the length of each piece, and
 * the set's new length decides how many pieces.
 */
function withShare(refined: RepertoireRequest, previous: RepertoireRequest, share: number): RepertoireRequest {
  const request: RepertoireRequest = { ...refined, total: share };
  // "2 pieces, 10 minutes" said now keeps its count
  if (refined.count === previous.count && refined.slots === previous.slots) {
    delete request.count;
    delete request.count_asked;
    delete request.slots;
  }
  if (previous.duration) request.duration = previous.duration;
  else delete request.duration;
  if (previous.duration_vague !== undefined) request.duration_vague = previous.duration_vague;
  else delete request.duration_vague;
  return request;
}

/**
 * "Something like the Candide overture" never answers the work it names, nor another arrangement
 * of it: every work whose title those words name is excluded from the turn (and its follow-ups).
 */
function withoutNamedWorks(request: RepertoireRequest, words: string, pool: CandidatePool): RepertoireRequest {
  return excluding(
    request,
    pool.all.filter((c) => namesTitle(words, c.folded_title)).map((c) => c.key),
  );
}

/** The request with `keys` left out too (the request itself when there are none). */
const excluding = (request: RepertoireRequest, keys: readonly string[]): RepertoireRequest =>
  keys.length ? { ...request, excluded_keys: [...new Set([...request.excluded_keys, ...keys])] } : request;

/** "not Shenandoah, everyone does it", "anything but O Magnum Mysterium": the words after a refusal. */
const REFUSED_WORDS =
  /(?:^|[\s,;.!?(])(?:not|except|anything but|but not|other than|besides|skip|apart from)\s+(?:the\s+)?([^,;.!?()\n]{3,60})/gi;
/** Words that end what a refusal names ("not Shenandoah everyone does it"); a title may hold "for", "in", "of". */
const REFUSAL_ENDS =
  / (?:everyone|everybody|we|we re|since|because|cause|cuz|please|pls|again|they|this year|last year|lol)(?: |$)/;

/**
 * Works the message refuses by title ("not shenandoah", "anything but O Magnum Mysterium"): left out
 * of the turn, with every arrangement of them. A title counts when the words name it whole, or two
 * or more of its words ("no marches" names no title).
 */
function withoutRefusedWorks(request: RepertoireRequest, message: string, pool: CandidatePool): RepertoireRequest {
  return excluding(request, refusedWorks(message, pool));
}

/** The pool keys of the works a message refuses by title, with every arrangement of them. */
export function refusedWorks(message: string, pool: CandidatePool): string[] {
  const refused: string[] = [];
  for (const match of message.matchAll(REFUSED_WORDS)) {
    const words = ` ${foldForSearch(match[1])} `.split(REFUSAL_ENDS)[0]!.trim();
    if (!words) continue;
    const said = words.split(' ');
    for (const { key, words: title, padded } of titlesOf(pool)) {
      const wholeTitle = title !== '' && ` ${words} `.includes(` ${title} `);
      const manyWords = said.length >= 2 && said.every((w) => padded.includes(` ${w} `));
      if (wholeTitle || manyWords) refused.push(key);
    }
  }
  return refused;
}

function withModel(asked: RepertoireRequest, context: AssistantContext): Turn {
  const turn = modelOf(asked, context);
  return asked.like_title
    ? { ...turn, request: withoutNamedWorks(turn.request, asked.like_title, context.pool) }
    : turn;
}

function modelOf(asked: RepertoireRequest, context: AssistantContext): Turn {
  let request = asked;
  if (!request.like_title) return { request };
  // "like Barber's Adagio for Strings": the composer says whose work the model is, not a composer to keep to;
  // "like John Williams' stuff" names no work at all
  const composer = request.composers.find((name) => ` ${request.like_title} `.includes(` ${name} `));
  if (composer) {
    const work = ` ${request.like_title} `
      .replace(` ${composer} `, ' ')
      .replace(/ (s|stuff|music|pieces|works|songs|style|things) /g, ' ')
      .trim();
    request = { ...request, composers: request.composers.filter((name) => name !== composer), like_title: work };
    if (!work) return { request: { ...asked, like_title: undefined } };
  }
  const kind = /^an? /.test(request.like_title!);
  const named = (
    kind ? [...(context.pool.byTitle.get(request.like_title!) ?? [])] : findNamedWork(context.pool, request.like_title!)
  ).filter((c) => !composer || c.creator.includes(composer) || foldForSearch(c.composer).includes(composer));
  // Prefer the director's copy, then one scored for this ensemble.
  const like = named.find((c) => c.source === 'library') ?? named[0];
  if (!like && kind) return { request: { ...request, like_title: undefined } };
  return like ? { request, like } : { request, unknownModel: asked.like_title };
}
