import type { Ensemble } from '@app/shared/contracts/ensembles';
import type { AssistantContext, AssistantQuestion, PreviousTurn, ProviderAnswer } from '../provider';
import { listText } from '../reply';
import { emptyRequest, type EnsemblePartAnswer, type ProviderPick } from '../request';
import { ensemblesMentioned, ensemblesNamedIn, minutesChange, shareSaidOf } from '../several-ensembles';
import type { Ask, Intent } from './intent';

/**
 * "Concert band gets 15 minutes and jazz band gets 10": an answer per ensemble, each from its own
 * part of the message, its picks labelled with the ensemble, and no piece twice.
 */
export const severalEnsembles: Intent = {
  name: 'several ensembles',
  applies: (reading) => Boolean(reading.parts),
  answer(reading, context, ask) {
    const answer = answerParts(
      reading.parts!.map((part) => ({
        ensemble: part.ensemble,
        ask: { kind: 'message', message: part.message, ...(part.share ? { share: part.share } : {}) },
      })),
      context,
      ask,
    );
    // "… and our string quartet 1": a kind of group the director has none of is said, not guessed
    return reading.otherKind
      ? {
          ...answer,
          reply: `None of your ensembles is ${/^[aeiou]/.test(reading.otherKind) ? 'an' : 'a'} ${reading.otherKind}, and the catalogue holds no music for one, so I left it out.\n\n${answer.reply}`,
        }
      : answer;
  },
};

/**
 * "Make the jazz band part shorter, band is fine": the parts the follow-up names are refined from
 * their own last request and picks; the others keep their picks. A follow-up that names no
 * ensemble ("all a bit shorter") refines every part.
 */
export const severalEnsemblesFollowup: Intent = {
  name: 'several ensembles, followed up',
  applies: (reading) => Boolean(reading.lastParts),
  answer: (reading, context, ask) => refineParts(reading.question, reading.lastParts!, context, ask),
};

function refineParts(
  question: AssistantQuestion,
  lastParts: readonly EnsemblePartAnswer[],
  context: AssistantContext,
  ask: Ask,
): ProviderAnswer {
  const ensembles = context.ensembles!;
  const named = new Set(ensemblesMentioned(question.message, context.ensemble, ensembles).map((e) => e.id));
  const partEnsembles = lastParts
    .map((part) => ensembles.find((e) => e.id === part.ensemble_id))
    .filter((e): e is Ensemble => e !== undefined);
  // "choir can only do 10 now, band stays at 20": each ensemble named with its own words and minutes
  const split = ensemblesNamedIn(
    question.message,
    context.ensemble,
    partEnsembles,
    lastParts.some((part) => part.request.total) ? 'minutes' : undefined,
  );
  const asks = lastParts.flatMap((part): PartAsk[] => {
    const ensemble = ensembles.find((e) => e.id === part.ensemble_id);
    if (!ensemble) return [];
    if (named.size && !named.has(ensemble.id)) return [{ ensemble, kept: part }];
    const own = split?.find((p) => p.ensemble.id === ensemble.id);
    const message = own?.message ?? question.message;
    // "cut five minutes from each": the part's last set, so many minutes shorter or longer
    const change = own?.share ? undefined : minutesChange(message);
    const lastTotal = part.request.total ?? totalOf(part.picks, context);
    // "jazz band only gets 10 now": the one ensemble named, its new minutes
    const alone =
      change === undefined && !split && named.size === 1 && part.request.total ? shareSaidOf(message) : undefined;
    const share = own?.share ?? alone ?? (change && lastTotal ? Math.max(60, lastTotal + change) : undefined);
    // the part's own last turn is the history its follow-up refines
    const turn: PreviousTurn = {
      role: 'assistant',
      content: '',
      kind: 'message',
      picks: part.picks.map((p) => p.key!).filter(Boolean),
      request: part.request,
    };
    return [
      { ensemble, ask: { ...question, message, ...(share ? { share } : {}) }, history: [...context.history, turn] },
    ];
  });
  return answerParts(asks, context, ask);
}

/** The minutes of a part's picks, as seconds, when each of them has a length. */
function totalOf(picks: readonly ProviderPick[], context: AssistantContext): number | undefined {
  const durations = picks.map((p) => (p.key ? context.pool.byKey.get(p.key)?.duration : undefined));
  return durations.length && durations.every((d) => d != null)
    ? durations.reduce((sum: number, d) => sum + d!, 0)
    : undefined;
}

type PartAsk = { ensemble: Ensemble } & (
  | { ask: AssistantQuestion; history?: readonly PreviousTurn[] }
  | { kept: EnsemblePartAnswer }
);

/** The answers of several parts, one after another: no piece twice, each pick labelled with its ensemble. */
function answerParts(asks: readonly PartAsk[], context: AssistantContext, ask: Ask): ProviderAnswer {
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
        : ask(part.ask, {
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
