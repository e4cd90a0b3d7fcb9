import type { PieceInsights } from '@app/shared/contracts/chat';
import { ensembleTypeLabel } from '@app/shared/domain/ensemble-labels';
import { foldForSearch } from '@app/shared/domain/search-text';
import { tagsIn, type Candidate, type CandidatePool } from './candidates';
import { fillProgram, pickEnds } from './fill';
import { refineRequest } from './followup';
import type {
  AssistantContext,
  AssistantProvider,
  AssistantQuestion,
  PreviousTurn,
  ProviderAnswer,
  ProviderPick,
} from './provider';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import {
  clock,
  conditionsText,
  ensembleText,
  gradeText,
  lengthlessNote,
  listText,
  possessive,
  reasonFor,
  refusalNotes,
  tagWord,
  understoodText,
  type ReasonExtras,
} from './reply';
import { emptyRequest, MAX_COUNT, readRequest, type EnsemblePartAnswer, type RepertoireRequest } from './request';
import { constraintsFor, gradeFor, rankCandidates, selectVaried, type Constraints, type Scored } from './scoring';
import { findNamedWork, likeness } from './similarity';
import { ensemblesMentioned, ensemblesNamedIn, type EnsemblePart } from './several-ensembles';
import { asksForMusic, inLanguage, languageAsked, unknownComposers, voicedAs, voicingAsked } from './unmet';
import { CHARACTER_GROUPS } from './vocabulary';
import { normalizeWording } from './wording';

/**
 * The embedded recommender (ASSISTANT_PROVIDER=embedded, the default): reads the request, keeps
 * the candidates that meet every hard constraint, ranks them by fit and writes the reply from the
 * facts it used. No network, no model: the same message over the same library gives the same answer.
 */

const DEFAULT_COUNT = 5;
const BALANCED_COUNT = CHARACTER_GROUPS.length;

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

const picksOf = (
  scored: readonly Scored[],
  k: Constraints,
  reasonExtras?: (s: Scored, index: number) => ReasonExtras,
): ProviderPick[] =>
  scored.map((s, i) => ({
    key: s.candidate.key,
    title: s.candidate.title,
    composer: s.candidate.composer,
    arranger: s.candidate.arranger,
    reason: reasonFor(s, k, reasonExtras?.(s, i)),
  }));

function nothingFound(k: Constraints, refused: ReadonlyMap<string, number>): string {
  const type = ensembleTypeLabel(k.ensemble.type);
  const sources = k.libraryOnly ? 'your library' : 'your library or the catalogue';
  const lines = [
    `I found no ${type} ${understoodText(k).replace(/ from your library (only|and the catalogue)$/, '')} in ${sources}.`,
  ];
  if (k.libraryOnly) lines.push('Turn off "Use my library only" to include the catalogue.');
  else if (k.grade || k.duration) lines.push('Try a wider grade range or length.');
  lines.push(...refusalNotes(refused, k));
  return lines.join(' ');
}

interface Turn {
  request: RepertoireRequest;
  like?: Candidate;
  /** Phrase of a named model we could not find. */
  unknownModel?: string;
  balanced?: boolean;
}

function readTurn(question: AssistantQuestion, context: AssistantContext): Turn {
  const names = composerNamesOf(context.pool);
  if (question.kind === 'ensemble') return { request: emptyRequest(), balanced: true };
  if (question.kind === 'followup') {
    const previous = [...context.history].reverse().find((t) => t.role === 'assistant' && t.request);
    if (previous?.request) {
      const lastPicks = previous.picks
        .map((key) => context.pool.byKey.get(key))
        .filter((c): c is Candidate => Boolean(c));
      const shown = context.history.flatMap((t) => t.picks);
      const refined = refineRequest(previous.request, lastPicks, shown, question.message, names);
      if (refined.like) return { request: refined.request, like: refined.like };
      return withModel(refined.request, context);
    }
  }
  const request = readRequest(question.message, names);
  if (question.kind === 'vector' && !request.like_title) {
    // "Shenandoah" alone, or "pieces similar in feel to Shenandoah": the message names the model.
    request.like_title = foldForSearch(
      question.message.replace(
        /^(find |show me |give me )?(pieces|works|songs|something|music)?\s*(like|similar to)\s+/i,
        '',
      ),
    );
  }
  return withModel(request, context);
}

function withModel(asked: RepertoireRequest, context: AssistantContext): Turn {
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
  const named = findNamedWork(context.pool, request.like_title!).filter(
    (c) => !composer || c.creator.includes(composer) || foldForSearch(c.composer).includes(composer),
  );
  // Prefer the director's copy, then one scored for this ensemble.
  const like = named.find((c) => c.source === 'library') ?? named[0];
  return like ? { request, like } : { request, unknownModel: asked.like_title };
}

const capitalised = (folded: string) => folded.replace(/\b\p{L}/gu, (ch) => ch.toUpperCase());

/** What the assistant does, for a message that asks for no music. */
function notAboutMusic(why: 'off-topic' | 'unclear', context: AssistantContext): string {
  const examples = `For example: "a grade 2 march under 4 minutes", "fill 20 minutes for the spring concert", or "pieces like Shenandoah".`;
  return why === 'off-topic'
    ? `I can only help with repertoire: finding pieces for ${context.ensemble.name}, filling a concert and comparing pieces. ${examples}`
    : `I did not find a request for music in that. Tell me what ${context.ensemble.name} needs: a character, a grade, a length or a number of pieces. ${examples}`;
}

export function recommend(question: AssistantQuestion, context: AssistantContext): ProviderAnswer {
  if (question.kind === 'message' || question.kind === 'vector') {
    const request = readRequest(question.message, composerNamesOf(context.pool));
    const asks = question.kind === 'vector' ? 'yes' : asksForMusic(question.message, request);
    if (asks !== 'yes') return { reply: notAboutMusic(asks, context), picks: [], request };
    const unknown = unknownComposers(normalizeWording(question.message), composerNamesOf(context.pool));
    if (unknown.length && !request.composers.length)
      return {
        reply: `I know no pieces by ${listText(unknown).replace(/ and ([^,]+)$/, ' or $1')} in your library or the catalogue, so I cannot suggest any by ${unknown.length === 1 ? 'that composer' : 'them'}. Add their pieces to your library to have them suggested, or ask for a style or a grade instead.`,
        picks: [],
        request,
      };
  }
  const parts =
    question.kind === 'message' && context.ensembles
      ? ensemblesNamedIn(question.message, context.ensemble, context.ensembles)
      : undefined;
  if (parts) return severalEnsembles(parts, context);
  const lastParts = [...context.history].reverse().find((t) => t.role === 'assistant' && t.request)?.request?.parts;
  if (question.kind === 'followup' && lastParts && context.ensembles)
    return severalFollowup(question, lastParts, context);
  const answer = answerTurn(question, context);
  const notes = unmetNotes(question, context, answer);
  return notes.length ? { ...answer, reply: `${notes.join(' ')} ${answer.reply}` } : answer;
}

/**
 * "Concert band gets 15 minutes and jazz band gets 10": an answer per ensemble, each from its own
 * part of the message, its picks labelled with the ensemble, and no piece twice.
 */
function severalEnsembles(parts: readonly EnsemblePart[], context: AssistantContext): ProviderAnswer {
  return answerParts(
    parts.map((part) => ({ ensemble: part.ensemble, ask: { kind: 'message', message: part.message } })),
    context,
  );
}

/**
 * "Make the jazz band part shorter, band is fine": the parts the follow-up names are refined from
 * their own last request and picks; the others keep their picks. A follow-up that names no
 * ensemble ("all a bit shorter") refines every part.
 */
function severalFollowup(
  question: AssistantQuestion,
  lastParts: readonly EnsemblePartAnswer[],
  context: AssistantContext,
): ProviderAnswer {
  const ensembles = context.ensembles!;
  const named = new Set(ensemblesMentioned(question.message, context.ensemble, ensembles).map((e) => e.id));
  const asks = lastParts.flatMap((part): PartAsk[] => {
    const ensemble = ensembles.find((e) => e.id === part.ensemble_id);
    if (!ensemble) return [];
    if (named.size && !named.has(ensemble.id)) return [{ ensemble, kept: part }];
    // the part's own last turn is the history its follow-up refines
    const turn: PreviousTurn = {
      role: 'assistant',
      content: '',
      kind: 'message',
      picks: part.picks.map((p) => p.key!).filter(Boolean),
      request: part.request,
    };
    return [{ ensemble, ask: question, history: [...context.history, turn] }];
  });
  return answerParts(asks, context);
}

type PartAsk = { ensemble: Ensemble } & (
  | { ask: AssistantQuestion; history?: readonly PreviousTurn[] }
  | { kept: EnsemblePartAnswer }
);

/** The answers of several parts, one after another: no piece twice, each pick labelled with its ensemble. */
function answerParts(asks: readonly PartAsk[], context: AssistantContext): ProviderAnswer {
  const excludedKeys = new Set(context.excludedKeys);
  for (const part of asks) if ('kept' in part) for (const p of part.kept.picks) if (p.key) excludedKeys.add(p.key);
  const replies: string[] = [];
  const picks: ProviderPick[] = [];
  const parts: EnsemblePartAnswer[] = [];
  for (const part of asks) {
    const own: ProviderAnswer =
      'kept' in part
        ? {
            reply: `For ${part.ensemble.name}, as before: ${listText(part.kept.picks.map((p) => p.title ?? ''))}.`,
            picks: part.kept.picks,
            request: part.kept.request,
          }
        : recommend(part.ask, {
            ...context,
            ensemble: part.ensemble,
            excludedKeys,
            history: part.history ?? context.history,
            ensembles: undefined,
          });
    replies.push(own.reply);
    parts.push({ ensemble_id: part.ensemble.id, request: own.request ?? emptyRequest(), picks: own.picks });
    for (const pick of own.picks) {
      picks.push({ ...pick, ensemble_id: part.ensemble.id });
      if (pick.key) excludedKeys.add(pick.key);
    }
  }
  return { reply: replies.join('\n\n'), picks, request: { ...(parts[0]?.request ?? emptyRequest()), parts } };
}

/** Sentences naming what the answer could not honour: a language, a voicing, more pieces than one answer holds. */
function unmetNotes(question: AssistantQuestion, context: AssistantContext, answer: ProviderAnswer): string[] {
  const notes: string[] = [];
  const asked = answer.request?.count_asked;
  if (asked)
    notes.push(
      `You asked for ${asked} pieces; I suggest up to ${MAX_COUNT} at a time, so here are the best ${answer.picks.length}. Ask for more to see others.`,
    );
  if (question.kind === 'ensemble') return notes;
  const picked = answer.picks.map((p) => context.pool.byKey.get(p.key!)).filter((c): c is Candidate => Boolean(c));
  const language = languageAsked(question.message);
  if (language && !picked.some((c) => inLanguage(c, language)))
    notes.push(
      `I know no ${ensembleTypeLabel(context.ensemble.type)} pieces in ${capitalised(language)}: none of the pieces I know gives its language as ${capitalised(language)}, so ${answer.picks.length ? 'these are not chosen for their language' : 'I have nothing to suggest for that'}.`,
    );
  const voicing = voicingAsked(question.message);
  if (voicing && !picked.some((c) => voicedAs(c, voicing)))
    notes.push(
      `I know no pieces voiced ${voicing}: ${answer.picks.length ? `these are for ${ensembleTypeLabel(context.ensemble.type)} as its scoring is listed, not ${voicing}` : 'I have nothing to suggest for that'}.`,
    );
  return notes;
}

function answerTurn(question: AssistantQuestion, context: AssistantContext): ProviderAnswer {
  const turn = readTurn(question, context);
  if (!turn.unknownModel) return answerRequest(turn, context);
  // A model the pool does not hold is said; the rest of the request (character, level, length) answers
  const answer = answerRequest({ request: { ...turn.request, like_title: undefined } }, context);
  if (tagsIn(turn.unknownModel).length) return answer; // "like a movie soundtrack" names a character
  const note = `I do not know "${capitalised(turn.unknownModel)}" (it is in neither your library nor the catalogue), so I went by the rest of your request.`;
  return { ...answer, reply: `${note} ${answer.reply}` };
}

function answerRequest(turn: Turn, context: AssistantContext): ProviderAnswer {
  const { request } = turn;
  const shownKeys = new Set(context.history.flatMap((t) => t.picks));
  let k = constraintsFor(request, context.ensemble, {
    useLibraryOnly: context.useLibraryOnly,
    excludedKeys: context.excludedKeys,
    shownKeys,
    today: context.today,
  });
  const intro = `For ${ensembleText(context.ensemble)}`;
  const salt = String(context.history.length);

  if (turn.balanced) return balancedSet(context, k, request, salt);

  // A piece shown or excluded under one source is the same work under the other
  const excluded = new Set(k.excludedKeys);
  for (const key of k.excludedKeys) {
    const c = context.pool.byKey.get(key);
    for (const twin of c ? (context.pool.byIdentity.get(c.identity) ?? []) : []) excluded.add(twin.key);
  }
  k = { ...k, excludedKeys: excluded };

  // A concert of a given length takes the asked character as a preference: a "winter concert" is not only winter pieces.
  const found = rankNearLevel(context.pool.all, k, salt, !request.total);
  k = found.k;
  const { ranked, refused, narrowedByTags, unnarrowed } = found;
  if (!ranked.length) return { reply: nothingFound(k, refused), picks: [], request };
  const levelNote = found.widened ? [widenedNote(k)] : found.stretched ? [stretchNote(k)] : [];

  if (turn.like) {
    const like = turn.like;
    const scores = likeness(
      like,
      ranked.map((s) => s.candidate),
    );
    const named = ` ${request.like_title ?? ''} `;
    const alike = ranked.filter(
      // neither the model nor a work the director's words name ("Barber's Adagio for Strings")
      (s) => scores.has(s.candidate.key) && !named.includes(` ${s.candidate.folded_title} `),
    );
    // pieces that share a character with the model first: "like Shenandoah" keeps to lyrical settings
    const sharing = alike.filter((s) => s.candidate.tags.some((t) => like.tags.includes(t)));
    const similar = (sharing.length ? sharing : alike)
      .map((s) => ({ ...s, score: s.score + 6 * scores.get(s.candidate.key)! }))
      .sort((a, b) => b.score - a.score);
    const chosen = selectVaried(similar, request.count ?? DEFAULT_COUNT, k);
    if (!chosen.length) return { reply: nothingFound(k, refused), picks: [], request };
    const traits = [like.grade != null ? `grade ${like.grade}` : null, ...like.tags.slice(0, 3).map(tagWord)].filter(
      Boolean,
    );
    return {
      reply: `${intro}, here ${chosen.length === 1 ? 'is 1 piece' : `are ${chosen.length} pieces`} like ${like.title}${traits.length ? ` (${listText(traits as string[])})` : ''}, ${conditionsText(k)}: ${listText(chosen.map((s) => s.candidate.title))}.`,
      picks: picksOf(chosen, k, () => ({ like })),
      request,
    };
  }

  if (request.total) {
    const set = fillProgram(ranked, request.total, k);
    // with a length per piece too, the refusal notes already count them
    const lengthless = k.duration
      ? 0
      : ranked.filter((s) => s.candidate.duration == null && s.candidate.source === 'catalog').length;
    const minutes = Math.round(request.total / 60);
    if (!set.pieces.length) return { reply: nothingFound(k, refused), picks: [], request };
    const order = `It opens with ${set.pieces[0]!.candidate.title} and closes with ${set.pieces.at(-1)!.candidate.title}.`;
    const summary = set.withinTolerance
      ? `This ${set.pieces.length}-piece set runs ${clock(set.total)} in total, within 5% of the ${minutes} minutes you asked for. ${order}`
      : `I could only make ${clock(set.total)} in total of the ${minutes} minutes you asked for: there is not enough ${ensembleTypeLabel(k.ensemble.type)} music ${conditionsText(k)} that fits without repeating a composer.${set.pieces.length > 1 ? ` ${order}` : ''}`;
    return {
      reply: [
        `${intro}:`,
        summary,
        ...levelNote,
        ...refusalNotes(refused, k),
        ...(lengthless ? [lengthlessNote(lengthless)] : []),
      ]
        .join(' ')
        .trim(),
      picks: picksOf(set.pieces, k, (s) => ({
        role: s === set.opener ? 'opener' : s === set.closer ? 'closer' : undefined,
      })),
      request,
    };
  }

  if (request.opener || request.closer) {
    const roles = rolesSet(ranked, k, request);
    return {
      reply: `${intro}, ${roles.map(({ role, scored }) => `${role === 'opener' ? 'to open' : role === 'closer' ? 'to close' : 'in between'}: ${scored.candidate.title}`).join('; ')}.`,
      picks: picksOf(
        roles.map((r) => r.scored),
        k,
        (_, i) => ({ role: roles[i]!.role }),
      ),
      request,
    };
  }

  const chosen = selectVaried(ranked, request.count ?? DEFAULT_COUNT, k);
  const notes: string[] = [];
  if (k.tags.length && !narrowedByTags)
    notes.push(`Nothing matched ${listText(k.tags.map(tagWord))}, so these are the closest fits.`);
  // "4 pieces of movie music" and only 1 is: the other 3 are the closest fits, said so
  const matching = chosen.length;
  if (request.count && chosen.length < request.count && narrowedByTags) {
    chosen.push(
      ...selectVaried(
        unnarrowed.filter((s) => !chosen.includes(s)),
        request.count - chosen.length,
        k,
        chosen.map((s) => s.candidate),
      ),
    );
    if (chosen.length > matching)
      notes.push(
        `Only ${matching} ${matching === 1 ? 'is' : 'are'} ${listText(k.tags.map(tagWord))}; the other ${chosen.length - matching} ${chosen.length - matching === 1 ? 'is the closest fit' : 'are the closest fits'}.`,
      );
  }
  if (request.count && chosen.length < request.count)
    notes.push(`Only ${chosen.length} fit${chosen.length === 1 ? 's' : ''} every condition.`);
  const fromLibrary = chosen.filter((s) => s.candidate.source === 'library').length;
  return {
    reply: [
      `${intro}, I looked for ${understoodText(k, request.count)}.`,
      `Here ${chosen.length === 1 ? 'is 1 piece' : `are ${chosen.length} pieces`}: ${listText(chosen.map((s) => s.candidate.title))}.`,
      fromLibrary
        ? `${fromLibrary === chosen.length ? (fromLibrary === 1 ? 'It is' : 'All are') : `${fromLibrary} ${fromLibrary === 1 ? 'is' : 'are'}`} already in your library.`
        : '',
      ...notes,
      ...levelNote,
      ...refusalNotes(refused, k),
    ]
      .filter(Boolean)
      .join(' '),
    picks: picksOf(chosen, k),
    request,
  };
}

/**
 * The ranked candidates; when nothing is within a grade of the ensemble's level (the director named
 * no grade), the nearest grades instead, so a covered ensemble type never gets an empty answer.
 */
function rankNearLevel(all: readonly Candidate[], k: Constraints, salt: string, narrow: boolean) {
  const first = rankCandidates(all, k, salt, narrow);
  // "Mozart for strings" with nothing by Mozart at the ensemble's level: Mozart at any grade, said to be a stretch
  if (k.composers.length && !first.byComposer && k.grade && !k.gradeAsked) {
    const wider: Constraints = { ...k, grade: undefined };
    const again = rankCandidates(all, wider, salt, narrow);
    if (again.byComposer) return { ...again, k: wider, widened: false, stretched: true };
  }
  if (first.ranked.length || !k.grade || k.gradeAsked) return { ...first, k, widened: false, stretched: false };
  const wider: Constraints = { ...k, grade: undefined };
  const again = rankCandidates(all, wider, salt, narrow);
  if (!again.ranked.length) return { ...first, k, widened: false, stretched: false };
  // the nearest grades only: a grade-3 piece for a grade-6 ensemble before any grade-2 one
  const target = k.gradeTarget ?? 3;
  const gapOf = (s: Scored) => Math.abs((gradeFor(s.candidate, k) ?? 0) - target);
  const nearest = Math.min(...again.ranked.map(gapOf));
  const near = (list: Scored[]) => list.filter((s) => gapOf(s) <= nearest + 0.5);
  return {
    ...again,
    ranked: near(again.ranked),
    unnarrowed: near(again.unnarrowed),
    k: wider,
    widened: true,
    stretched: false,
  };
}

const stretchNote = (k: Constraints) =>
  `Nothing by ${listText(k.composers.map(capitalised))} is within a grade of ${possessive(k.ensemble.name)} level${k.ensemble.level != null ? ` (${gradeText(k.ensemble.level)})` : ''}, so these are a stretch: check their grades.`;

const widenedNote = (k: Constraints) =>
  `Nothing I know is within a grade of ${possessive(k.ensemble.name)} level${k.ensemble.level != null ? ` (${gradeText(k.ensemble.level)})` : ''}, so these are the nearest grades.`;

/** "We need an opener and a closer" (and middle pieces when a count asks for more). */
function rolesSet(ranked: readonly Scored[], k: Constraints, request: RepertoireRequest) {
  const set = pickEnds(
    ranked.filter((s) => s.candidate.duration != null),
    k,
    Number.POSITIVE_INFINITY,
  );
  // a middle piece has no role
  const roles: { role?: 'opener' | 'closer'; scored: Scored }[] = [];
  if (request.opener && set.opener) roles.push({ role: 'opener', scored: set.opener });
  const middleCount = Math.max(0, (request.count ?? 0) - Number(request.opener) - Number(request.closer));
  if (middleCount) {
    const ends = [set.opener, set.closer].filter((s): s is Scored => Boolean(s)).map((s) => s.candidate);
    for (const scored of selectVaried(
      ranked.filter((s) => s !== set.opener && s !== set.closer),
      middleCount,
      k,
      ends,
    ))
      roles.push({ scored });
  }
  if (request.closer && set.closer) roles.push({ role: 'closer', scored: set.closer });
  return roles;
}

/** A balanced set for the ensemble without a message: one piece per broad character. */
function balancedSet(
  context: AssistantContext,
  k: Constraints,
  request: RepertoireRequest,
  salt: string,
): ProviderAnswer {
  const { ranked, refused } = rankNearLevel(context.pool.all, k, salt, true);
  const chosen: { scored: Scored; group: string }[] = [];
  for (const group of CHARACTER_GROUPS) {
    const inGroup = ranked.filter(
      (s) =>
        s.candidate.tags.some((t) => group.tags.includes(t)) &&
        !chosen.some((c) => c.scored.candidate.identity === s.candidate.identity),
    );
    const [pick] = selectVaried(
      inGroup,
      1,
      k,
      chosen.map((c) => c.scored.candidate),
    );
    if (pick) chosen.push({ scored: pick, group: group.name });
  }
  if (chosen.length < BALANCED_COUNT) {
    for (const scored of selectVaried(
      ranked.filter((s) => !chosen.some((c) => c.scored === s)),
      BALANCED_COUNT - chosen.length,
      k,
      chosen.map((c) => c.scored.candidate),
    ))
      chosen.push({ scored, group: 'another good fit' });
  }
  if (!chosen.length) return { reply: nothingFound(k, refused), picks: [], request };
  return {
    reply: `A balanced set for ${ensembleText(context.ensemble)}: ${listText(chosen.map(({ scored, group }) => `${group} (${scored.candidate.title})`))}.`,
    picks: picksOf(
      chosen.map((c) => c.scored),
      k,
    ),
    request,
  };
}

export const embeddedProvider: AssistantProvider = {
  name: 'embedded',
  async answer(question, context, signal) {
    signal.throwIfAborted();
    return recommend(question, context);
  },
  async insights(_piece, _ensemble, facts: PieceInsights, signal) {
    signal.throwIfAborted();
    return facts; // the facts-derived analysis is the embedded answer
  },
};
