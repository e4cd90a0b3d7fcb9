import type { PieceInsights } from '@app/shared/contracts/chat';
import { ensembleTypeWords } from '@app/shared/domain/ensemble-labels';
import { capitalised, constraintsOf, picksOf } from './answering';
import { clock, listText } from './reply';
import { tagsIn, type Candidate } from './candidates';
import type { Intent } from './intents/intent';
import { INTENTS } from './intents/registry';
import type { AssistantContext, AssistantProvider, AssistantQuestion, ProviderAnswer } from './provider';
import { readMessage, refusedWorks, type Reading } from './reading';
import { meetsPeople } from './people';
import { fitScore, mentions } from './scoring';
import { emptyRequest, MAX_COUNT, type RepertoireRequest } from './request';
import { foldForSearch } from '@app/shared/domain/search-text';
import { normalizeWording } from './wording';
import {
  impossibleAsks,
  inLanguage,
  languageAsked,
  musicPartOf,
  unknownWorksNamed,
  voicedAs,
  voicingAsked,
} from './unmet';

/**
 * The embedded recommender (ASSISTANT_PROVIDER=embedded, the default): reads the turn once
 * (`reading.ts`), answers with the first intent that applies (`intents/registry.ts`), and names in
 * the reply what it could not honour. No network, no model: the same message over the same library
 * gives the same answer.
 */
export function recommend(asked: AssistantQuestion, context: AssistantContext): ProviderAnswer {
  const { question, reading, intent } = readTurnOf(asked, context);
  const again = question.kind === 'followup' && !reading.lastParts ? lastAnswerAgain(reading, context) : undefined;
  if (again) return again;
  let answer = intent.answer(reading, context, recommend);
  // a follow-up whose wishes, carried together, leave nothing, or leave nothing of the character or
  // the composers this message asks for ("a spiritual" after "by a living composer", "by Ticheli?"
  // after "a lyrical piece under 3 minutes"): what this message says wins, and what was carried from
  // earlier turns gives way (said), rather than an answer of nothing or of the closest fits
  const { tags: saidTags, composers: saidComposers } = reading.said;
  const missesSaid = (a: ProviderAnswer) => {
    const picked = a.picks.map((p) => context.pool.byKey.get(p.key!)).filter((c): c is Candidate => Boolean(c));
    return (
      (saidTags.length > 0 && picked.some((c) => !c.tags.some((t) => saidTags.includes(t)))) ||
      (saidComposers.length > 0 && !picked.some((c) => saidComposers.some((name) => mentions(c, name))))
    );
  };
  if (process.env.DBG && asked.message.includes(process.env.DBG))
    console.log('REQ', JSON.stringify(reading.request), JSON.stringify(reading.said));
  const refinable = question.kind === 'followup' && reading.asks === 'yes' && !reading.lastParts;
  // a set that cannot land on its length ("4 songs, 12 min" making 4:11) misses what is asked too:
  // what was carried gives way as it does for a character, when that lets the set land
  const shortBefore = missesLength(answer, context);
  // (and keeps its count: the length decides how many only where the set's own answer says so)
  const short = (a: ProviderAnswer) =>
    missesLength(a, context) ||
    (shortBefore && countOf(reading.request) !== undefined && a.picks.length !== countOf(reading.request));
  // "no Sousa" after five patriotic marches, "a ballad" after Ellington and Strayhorn, "under 10 min"
  // after Elgar and Vaughan Williams: what fits the refined request may be what the last answer
  // showed. Leaving the last answer out is the first wish to give way (before anything asked), as long
  // as the answer is not the last one again; the pieces brought back are named.
  if (
    refinable &&
    !ASKS_NEW.test(` ${foldForSearch(normalizeWording(question.message))} `) &&
    (!answer.picks.length || missesSaid(answer) || missesAsked(answer, reading.request, context) || shortBefore)
  ) {
    const back = withLastAnswerBack(reading, context);
    if (back) {
      const again = INTENTS.find((i) => i.applies(back.reading, context))!.answer(back.reading, context, recommend);
      const shownAgain = again.picks.filter((p) => back.lastKeys.includes(p.key!));
      const sameAsLast =
        again.picks.length === back.lastPicks.length && again.picks.every((p) => back.lastPicks.includes(p.key!));
      if (
        again.picks.length &&
        !sameAsLast &&
        !missesSaid(again) &&
        !missesAsked(again, back.reading.request, context) &&
        !short(again)
      )
        answer = {
          ...again,
          reply: `${shownAgain.length === again.picks.length ? 'Nothing I had not shown you fits everything asked, so these are from my last answer.' : `Of what fits everything asked, I had already shown you ${listText(shownAgain.map((p) => p.title ?? ''))}.`} ${again.reply}`,
        };
    }
  }
  if (refinable && (!answer.picks.length || missesSaid(answer) || (shortBefore && short(answer)))) {
    // each step, when still nothing lasts as long as asked, offers the closest lengths (said so)
    // before the next step lets go of more
    // (a set that only falls short keeps a grade the director named: the grade is the players', the
    // set's length a wish; a grade "easier" moved to gives way)
    const keepGrade = answer.picks.length > 0 && !missesSaid(answer) && !reading.request.grade_moved;
    const steps = relaxedFollowups(reading)
      .filter((step) => !(keepGrade && step.letGo.includes('the grade')))
      .flatMap((step) => [step, { ...step, reading: { ...step.reading, relaxLength: true } }]);
    for (const step of steps) {
      const again = INTENTS.find((i) => i.applies(step.reading, context))!.answer(step.reading, context, recommend);
      if (!again.picks.length || (answer.picks.length && missesSaid(again)) || (shortBefore && short(again))) continue;
      // a grade the director named gives way for this answer only: the next turn asks it again
      const { grade, grade_moved: moved } = reading.request;
      const keptGrade = grade && !moved && step.letGo.includes('the grade') && again.request;
      answer = {
        ...again,
        reply: `Nothing met that together with everything asked before, so I let go of ${listText(step.letGo)} asked earlier. ${again.reply}`,
        ...(keptGrade ? { request: { ...again.request!, grade } } : {}),
      };
      break;
    }
  }
  // "fillmore or karl king" after The Melody Shop: a composer named now may bring a piece of the last
  // answer back, but not the last answer whole when another piece fits what is asked
  if (refinable && answer.request && !ASKS_AGAIN.test(` ${foldForSearch(normalizeWording(question.message))} `)) {
    const last = [...context.history].reverse().find((t) => t.role === 'assistant' && t.request);
    const lastKeys = last?.picks ?? [];
    const same = (a: ProviderAnswer) =>
      a.picks.length > 0 && a.picks.length === lastKeys.length && a.picks.every((p) => lastKeys.includes(p.key!));
    if (same(answer)) {
      const request = {
        ...answer.request,
        excluded_keys: [...new Set([...answer.request.excluded_keys, ...lastKeys])],
      };
      const other = { ...reading, request };
      const again = INTENTS.find((i) => i.applies(other, context))!.answer(other, context, recommend);
      if (again.picks.length && !same(again) && !missesSaid(again) && !missesAsked(again, request, context))
        answer = { ...again, reply: again.reply };
    }
  }
  if (reading.parts || reading.lastParts) return answer; // each part said its own
  const notes = unmetNotes(question, context, answer);
  // a model the pool does not hold is said ("like a movie soundtrack" names a character, not a work)
  if (reading.unknownModel && !tagsIn(reading.unknownModel).length)
    notes.unshift(
      `I do not know "${capitalised(reading.unknownModel)}" (it is in neither your library nor the catalogue), so I went by the rest of your request.`,
    );
  return notes.length ? { ...answer, reply: `${notes.join(' ')} ${answer.reply}` } : answer;
}

/** Words that ask to see the last answer again ("show me that again", "those again pls", "same ones"). */
const ASKS_AGAIN = / (again|same (ones|pieces|picks|list|set)|as before|(those|that|them) back) /;

/**
 * "show me that again", "that works, show me again": the last answer's pieces, as they were, when the
 * message asks nothing else of them.
 */
function lastAnswerAgain(reading: Reading, context: AssistantContext): ProviderAnswer | undefined {
  const text = ` ${foldForSearch(normalizeWording(reading.question.message))} `;
  if (!ASKS_AGAIN.test(text) || ASKS_NEW.test(text)) return undefined;
  const { excluded_keys: _shown, ensemble_type: _type, ...said } = reading.said;
  if (JSON.stringify(said) !== JSON.stringify((({ excluded_keys: _e, ...rest }) => rest)(emptyRequest())))
    return undefined;
  const last = [...context.history].reverse().find((t) => t.role === 'assistant' && t.request);
  const picked = (last?.picks ?? [])
    .map((key) => context.pool.byKey.get(key))
    .filter((c): c is Candidate => Boolean(c));
  if (!last?.request || !picked.length) return undefined;
  const request = { ...last.request, excluded_keys: [] };
  const k = constraintsOf({ ...reading, request }, context);
  const total = picked.reduce((sum, c) => sum + (c.duration ?? 0), 0);
  return {
    reply: [
      `Here again ${picked.length === 1 ? 'is the piece' : `are the ${picked.length} pieces`} of my last answer: ${listText(picked.map((c) => c.title))}.`,
      request.total ? `${picked.length === 1 ? 'It runs' : 'They run'} ${clock(total)} in total.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    picks: picksOf(
      picked.map((c) => fitScore(c, k)),
      k,
    ),
    request: last.request,
  };
}

/** Words that ask for other pieces than those shown ("different ones", "try again", "we played all of these"). */
const ASKS_NEW =
  / (else|different|diff|diffrent|another (one|ones|piece|pieces|option|options|set|list|batch|round)|other (ones|pieces|options|choices)|new (ones|pieces|options|choices)|something new|try again|neither|none of (these|those|them)|not (these|those)|fresh|played (all|these|those|them|both)) /;

/**
 * Whether an answer fell back to the closest fits of what its request asks: a character none of the
 * picks has, composers none of them is by, who wrote it and none does.
 */
function missesAsked(answer: ProviderAnswer, request: RepertoireRequest, context: AssistantContext): boolean {
  const picked = answer.picks.map((p) => context.pool.byKey.get(p.key!)).filter((c): c is Candidate => Boolean(c));
  if (!picked.length) return false;
  return (
    (request.tags.length > 0 && picked.some((c) => !c.tags.some((t) => request.tags.includes(t)))) ||
    (request.composers.length > 0 && !picked.some((c) => request.composers.some((name) => mentions(c, name)))) ||
    (request.people !== undefined && !picked.some((c) => meetsPeople(c, request.people!)))
  );
}

/** How many pieces a request asks: its count, or one per place of its set. */
const countOf = (request: RepertoireRequest) => request.count ?? request.slots?.length;

/** The share of a set's length it may miss by and still land (as a fill does). */
const LENGTH_TOLERANCE = 0.05;

/**
 * Whether an answer is a set that could not land on the length its request asks: its known lengths
 * together more than 5% from the total.
 */
export function missesLength(answer: ProviderAnswer, context: AssistantContext): boolean {
  const total = answer.request?.total;
  if (!total || !answer.picks.length) return false;
  const sum = answer.picks.reduce((all, p) => all + (context.pool.byKey.get(p.key!)?.duration ?? 0), 0);
  return Math.abs(sum - total) > total * LENGTH_TOLERANCE;
}

/**
 * The follow-up's reading with the last answer's pieces no longer left out (a work the message refuses
 * by its title stays out), or nothing when the last answer left nothing out.
 */
function withLastAnswerBack(reading: Reading, context: AssistantContext) {
  const last = [...context.history].reverse().find((t) => t.role === 'assistant' && t.request);
  const refused = new Set(refusedWorks(reading.question.message, context.pool));
  const lastKeys = (last?.picks ?? []).filter((key) => !refused.has(key));
  if (!lastKeys.some((key) => reading.request.excluded_keys.includes(key))) return undefined;
  const request = {
    ...reading.request,
    excluded_keys: reading.request.excluded_keys.filter((key) => !lastKeys.includes(key)),
  };
  return { reading: { ...reading, request }, lastKeys, lastPicks: last?.picks ?? [] };
}

/**
 * What both providers agree a turn is: the music part of the message (a message wrapped in noise is
 * read for its request), its reading, and the intent that answers it (`intents/registry.ts`).
 */
export function readTurnOf(asked: AssistantQuestion, context: AssistantContext) {
  const question = { ...asked, message: musicPartOf(asked.message) };
  const reading = readMessage(question, context);
  const intent: Intent = INTENTS.find((i) => i.applies(reading, context))!;
  return { question, reading, intent };
}

/** Sentences naming what the answer could not honour: a language, a voicing, more pieces than one answer holds. */
function unmetNotes(question: AssistantQuestion, context: AssistantContext, answer: ProviderAnswer): string[] {
  const notes: string[] = [];
  const asked = answer.request?.count_asked;
  if (asked)
    notes.push(
      answer.picks.length
        ? `You asked for ${asked} pieces; I suggest up to ${MAX_COUNT} at a time, so here are the best ${answer.picks.length}. Ask for more to see others.`
        : `You asked for ${asked} pieces; I suggest up to ${MAX_COUNT} at a time.`,
    );
  if (question.kind === 'ensemble') return notes;
  const picked = answer.picks.map((p) => context.pool.byKey.get(p.key!)).filter((c): c is Candidate => Boolean(c));
  const language = languageAsked(question.message);
  if (language && !picked.some((c) => inLanguage(c, language)))
    notes.push(
      `I know no ${ensembleTypeWords(context.ensemble.type)} pieces in ${capitalised(language)}: none of the pieces I know gives its language as ${capitalised(language)}, so ${answer.picks.length ? 'these are not chosen for their language' : 'I have nothing to suggest for that'}.`,
    );
  notes.push(...impossibleAsks(question.message, picked, context.today.getUTCFullYear()));
  const unknownWorks = unknownWorksNamed(question.message, context.pool);
  if (unknownWorks.length)
    notes.push(
      `I do not know ${listText(unknownWorks)}: ${unknownWorks.length === 1 ? 'it is' : 'they are'} in neither your library nor the catalogue${answer.picks.length ? ', so these are other pieces' : ''}.`,
    );
  const voicing = voicingAsked(question.message);
  if (voicing && !picked.some((c) => voicedAs(c, voicing)))
    notes.push(
      `I know no pieces voiced ${voicing}: ${answer.picks.length ? `these are for ${ensembleTypeWords(context.ensemble.type)} as its scoring is listed, not ${voicing}` : 'I have nothing to suggest for that'}.`,
    );
  return notes;
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
  async draftNotes(_facts, draft, signal) {
    signal.throwIfAborted();
    return draft; // written from the facts, in the wordings of note-facts.ts
  },
};

/**
 * Follow-up readings that keep what the message itself says and the session's library and
 * exclusions, and let go, one step at a time, of what was carried from earlier turns: first the
 * people and composers, then the characters and the model, then the length (unless the message
 * asks for shorter or longer), then a grade moved by an earlier turn (back to the ensemble's level).
 * Each step names what it let go, for the reply.
 */
function relaxedFollowups(reading: Reading): { reading: Reading; letGo: string[] }[] {
  // what the message itself says, less what it lets go ("forget Lauridsen/Gjeilo, a spiritual" names no composer)
  const said = reading.said;
  const carried = reading.request;
  const relative = / (shorter|longer|too long|too short|quicker|briefer) /.test(
    ` ${foldForSearch(reading.question.message)} `,
  );
  type Aspect = [(r: RepertoireRequest) => RepertoireRequest, string];
  const composer: Aspect = [(r) => ({ ...r, people: said.people, composers: said.composers }), 'the composer'];
  const character: Aspect = [(r) => ({ ...r, tags: said.tags, like_title: said.like_title }), 'the character'];
  // a length "shorter" moved to goes back to the length named before it, if any ("nothing over 6 min")
  const restored = carried.duration_moved && !said.duration ? carried.duration_asked : undefined;
  const length: Aspect = [
    (r) =>
      relative
        ? r
        : {
            ...r,
            duration: restored ?? said.duration,
            duration_vague: restored ? false : said.duration_vague,
            duration_moved: undefined,
            duration_asked: undefined,
            // "ok 3 is enough" after a 4-piece 12-minute set: the count said now, not the set's old length
            total: said.total ?? (said.count ? undefined : carried.total),
          },
    'the length',
  ];
  const grade: Aspect = [(r) => ({ ...r, grade: said.grade, grade_moved: undefined }), 'the grade'];
  // a length "shorter" moved to gives way before the character asked ("something fun" after
  // "shorter" keeps to fun pieces before it keeps to short ones)
  const aspects: Aspect[] = carried.duration_moved
    ? [composer, length, character, grade]
    : [composer, character, length, grade];
  let request = carried;
  const steps: [RepertoireRequest, string][] = aspects.map(([apply, what]) => {
    request = apply(request);
    return [request, what];
  });
  const letGo: string[] = [];
  return steps.flatMap(([request, what], i) => {
    if (JSON.stringify(request) === JSON.stringify(i ? steps[i - 1]![0] : carried)) return [];
    letGo.push(what);
    return [
      {
        reading: { ...reading, request, ...(request.like_title ? {} : { like: undefined }) },
        letGo: [...letGo],
      },
    ];
  });
}
