import type { PieceInsights } from '@app/shared/contracts/chat';
import { ensembleTypeWords } from '@app/shared/domain/ensemble-labels';
import { capitalised } from './answering';
import { listText } from './reply';
import { tagsIn, type Candidate } from './candidates';
import type { Intent } from './intents/intent';
import { INTENTS } from './intents/registry';
import type { AssistantContext, AssistantProvider, AssistantQuestion, ProviderAnswer } from './provider';
import { composerNamesOf, readMessage, type Reading } from './reading';
import { mentions } from './scoring';
import { MAX_COUNT, readRequest, type RepertoireRequest } from './request';
import { foldForSearch } from '@app/shared/domain/search-text';
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
  if (
    question.kind === 'followup' &&
    reading.asks === 'yes' &&
    !reading.lastParts &&
    (!answer.picks.length || missesSaid(answer))
  ) {
    // each step, when still nothing lasts as long as asked, offers the closest lengths (said so)
    // before the next step lets go of more
    const steps = relaxedFollowups(reading, context).flatMap((step) => [
      step,
      { ...step, reading: { ...step.reading, relaxLength: true } },
    ]);
    for (const step of steps) {
      const again = INTENTS.find((i) => i.applies(step.reading, context))!.answer(step.reading, context, recommend);
      if (!again.picks.length || (answer.picks.length && missesSaid(again))) continue;
      answer = {
        ...again,
        reply: `Nothing met that together with everything asked before, so I let go of ${listText(step.letGo)} asked earlier. ${again.reply}`,
      };
      break;
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
function relaxedFollowups(reading: Reading, context: AssistantContext): { reading: Reading; letGo: string[] }[] {
  const said = readRequest(reading.question.message, composerNamesOf(context.pool));
  const carried = reading.request;
  const relative = / (shorter|longer|too long|too short|quicker|briefer) /.test(
    ` ${foldForSearch(reading.question.message)} `,
  );
  const people = { ...carried, people: said.people, composers: said.composers };
  const character = { ...people, tags: said.tags, like_title: said.like_title };
  const length = relative
    ? character
    : {
        ...character,
        duration: said.duration,
        duration_vague: said.duration_vague,
        total: said.total ?? carried.total,
      };
  const grade = { ...length, grade: said.grade };
  const steps: [RepertoireRequest, string][] = [
    [people, 'the composer'],
    [character, 'the character'],
    [length, 'the length'],
    [grade, 'the grade'],
  ];
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
