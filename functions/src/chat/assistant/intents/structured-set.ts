import { introOf, nothingFound, picksOf, rankFor } from '../answering';
import { clock, listText, refusalNotes, tagWord } from '../reply';
import { byScore, fitScore, mentions, type Scored } from '../scoring';
import { foldForSearch } from '@app/shared/domain/search-text';
import type { Candidate } from '../candidates';
import { SWAP } from '../followup';
import type { AssistantContext } from '../provider';
import type { Reading } from '../reading';
import type { ProviderAnswer } from '../provider';
import type { RepertoireRequest } from '../request';
import type { Slot } from '../slots';
import { fillConcert } from './fill-concert';
import type { Intent } from './intent';

/** A place of the set and the piece chosen for it; `fits`: the piece is of the place's kind. */
interface Placed {
  slot: Slot;
  scored: Scored;
  fits: boolean;
}

/** A piece of this kind fills the place (a free place takes any). */
const fitsSlot = (slot: Slot, s: Scored) => !slot.tags.length || s.candidate.tags.some((t) => slot.tags.includes(t));

/** The piece is one already placed, another arrangement of its tune, or (unless allowed) by its composer. */
const clashesWith = (placed: readonly Placed[], s: Scored, allowRepeatComposer: boolean) =>
  placed.some(
    ({ scored: { candidate: c } }) =>
      c.identity === s.candidate.identity ||
      c.folded_title === s.candidate.folded_title ||
      (!allowRepeatComposer && c.creator === s.candidate.creator),
  );

/** How many of a place's best fits compete on length when the set has a length to land on. */
const LENGTH_CHOICES = 12;

/**
 * "An opener, a ballad and a closer, around 12 minutes", "a march and two contrasting pieces":
 * one piece per place, in the order listed, each the best fit of its character that keeps the set
 * near its length; a place nothing fits gets the closest fit, said so.
 */
export const structuredSet: Intent = {
  name: 'structured set',
  // "4 pieces, ~15 min total": as many free places as pieces asked, sharing the length
  applies: (reading) =>
    (reading.request.slots?.length ?? 0) >= 2 ||
    Boolean(reading.request.total && reading.request.count && reading.request.count >= 2 && reading.request.count <= 8),
  answer(reading, context, ask) {
    const set = placesSet(reading, context, ask);
    // "a set for the winter concert, 4 pieces 15 min": when the pieces of the character asked of the
    // whole set cannot land its length, the character gives way (said), as a fill's does; the next
    // turn still asks it
    const { request } = reading;
    if (request.slots || !request.total || !request.tags.length || lands(set, request, context)) return set;
    const others = placesSet({ ...reading, request: { ...request, tags: [] } }, context, ask);
    if (!lands(others, request, context)) return set;
    return {
      ...others,
      reply: `Not enough ${listText(request.tags.map(tagWord))} pieces of a known length make ${clock(request.total)}, so the set includes others. ${others.reply}`,
      request,
    };
  },
};

/** The set has as many pieces as asked and its known lengths come within 5% of its total. */
function lands(set: ProviderAnswer, request: RepertoireRequest, context: AssistantContext): boolean {
  const total = set.picks.reduce((sum, p) => sum + (context.pool.byKey.get(p.key!)?.duration ?? 0), 0);
  return set.picks.length === request.count && Math.abs(total - request.total!) <= request.total! * 0.05;
}

/** One piece per place, in the order listed (the set's own answer: `structuredSet` may take it without its character). */
function placesSet(reading: Reading, context: AssistantContext, ask: Parameters<Intent['answer']>[2]): ProviderAnswer {
  const { request } = reading;
  // free places keep the character asked of the whole set ("4 a cappella pieces, 15 minutes")
  const slots: Slot[] =
    request.slots ?? Array.from({ length: request.count! }, () => ({ label: 'piece', tags: request.tags }));
  const listed = Boolean(request.slots);
  // the places carry the characters: the set ranks on everything else
  const plain = { ...reading, request: { ...request, tags: [], opener: false, closer: false } };
  const { ranked, refused, levelNote, k } = rankFor(plain, context, false);
  if (!ranked.length) return { reply: nothingFound(k, refused, levelNote), picks: [], request };

  // the big piece is chosen first, so the others share what it leaves of the length
  const order = slots.map((slot, i) => ({ slot, i })).sort((a, b) => Number(!!b.slot.major) - Number(!!a.slot.major));
  /** The pieces placed so far, by their place's index, in the order they were chosen. */
  const placed = new Map<number, Placed>();
  // "swap in Ticheli for the major work", "swap the baroque one for something classical era": the
  // last set's other places keep their pieces; the place named takes one of what this message asks
  const swap = listed ? swapOf(reading, context, slots) : undefined;
  if (swap)
    for (const [i, candidate] of swap.kept) {
      const scored = fitScore(candidate, k);
      placed.set(i, { slot: slots[i]!, scored, fits: fitsSlot(slots[i]!, scored) });
    }
  for (const { slot, i } of order) {
    if (placed.has(i)) continue;
    const chosen = [...placed.values()];
    const free = ranked.filter((s) => !clashesWith(chosen, s, k.allowRepeatComposer));
    const fitting = swap?.target === i ? free.filter(swap.wanted) : free.filter((s) => fitsSlot(slot, s));
    // a free place contrasts with the others: a character none of them has, where one can
    const contrasting = slot.tags.length
      ? fitting
      : fitting.filter((s) => !chosen.some((c) => c.scored.candidate.tags.some((t) => s.candidate.tags.includes(t))));
    const choosable = (contrasting.length ? contrasting : fitting.length ? fitting : free).slice().sort(byScore);
    // a set with a length to land on takes pieces whose length is published, where its place has any
    const timed = request.total ? choosable.filter((s) => s.candidate.duration != null) : [];
    const pool = timed.length ? timed : choosable;
    if (!pool.length) continue;
    let pick = pool[0]!;
    const swapped = swap?.target === i;
    // (a piece swapped into a set lands what the others leave of its length)
    if (slot.major && !swapped)
      pick = pool
        .slice(0, LENGTH_CHOICES)
        .reduce((a, b) => ((b.candidate.duration ?? 0) > (a.candidate.duration ?? 0) ? b : a));
    else if (request.total) {
      const used = [...placed.values()].reduce((sum, p) => sum + (p.scored.candidate.duration ?? 0), 0);
      const target = (request.total - used) / (slots.length - placed.size);
      const off = (s: Scored) => (s.candidate.duration == null ? Infinity : Math.abs(s.candidate.duration - target));
      // the last place lands the set: any fitting piece may, not only the best few
      const choices = placed.size === slots.length - 1 ? pool : pool.slice(0, LENGTH_CHOICES);
      pick = choices.reduce((a, b) => (off(b) < off(a) ? b : a));
    }
    placed.set(i, { slot, scored: pick, fits: swapped ? swap.wanted(pick) : fitsSlot(slot, pick) });
  }
  const set = [...placed.entries()].sort(([a], [b]) => a - b).map(([, p]) => p);
  if (!set.length) return { reply: nothingFound(k, refused, levelNote), picks: [], request };
  if (request.total && !swap) landOnLength(set, ranked, request.total, k.allowRepeatComposer);
  // "swap in Ticheli for the major work": the piece swapped in stays; when it takes the set off its
  // length, the other places move to land it, said so
  let relanded: string[] = [];
  if (request.total && swap) {
    const swapped = placed.get(swap.target);
    const lengthOf = (list: readonly Placed[]) => list.reduce((sum, p) => sum + (p.scored.candidate.duration ?? 0), 0);
    if (swapped && Math.abs(lengthOf(set) - request.total) > request.total * 0.05) {
      const before = set.map((p) => p.scored.candidate.key);
      landOnLength(set, ranked, request.total, k.allowRepeatComposer, swapped);
      relanded = set.filter((p, i) => p.scored.candidate.key !== before[i]).map((p) => p.scored.candidate.title);
    }
  }

  const total = set.reduce((sum, p) => sum + (p.scored.candidate.duration ?? 0), 0);
  const lengthless = set.filter((p) => p.scored.candidate.duration == null).length;
  // a count carried from an earlier set ("make it 6 min" after "3 pieces, 8 min") that cannot land
  // the new length: the length decides how many, said so
  if (
    request.total &&
    !listed &&
    !reading.said.count &&
    reading.question.kind === 'followup' &&
    Math.abs(total - request.total) > request.total * 0.05
  ) {
    const byLength = fillConcert.answer({ ...reading, request: { ...request, count: undefined } }, context, ask);
    // (the count stays the set's for the next turn: "different ones" still asks for 4)
    if (byLength.picks.length)
      return {
        ...byLength,
        reply: `${set.length} pieces could not make ${clock(request.total)}, so the length decides how many. ${byLength.reply}`,
        ...(byLength.request ? { request: { ...byLength.request, count: request.count } } : {}),
      };
  }
  const missed = set.filter((p) => !p.fits && p.slot.tags.length).map((p) => p.slot.label);
  const lines = [
    listed
      ? `${introOf(context)}: a ${set.length}-piece set, one for each place you listed: ${set.map((p) => `${p.slot.label}: ${p.scored.candidate.title}`).join('; ')}.`
      : `${introOf(context)}: a ${set.length}-piece set of contrasting pieces: ${listText(set.map((p) => p.scored.candidate.title))}.`,
    lengthless === set.length
      ? `None of these has a published length, so I cannot tell how near they come to ${request.total ? `the ${clock(request.total)} you asked for` : 'any length'}: time them before you plan.`
      : `It runs ${clock(total)} in total${request.total ? ` for the ${clock(request.total)} you asked for` : ''}${lengthless ? ` (${lengthless} without a published length)` : ''}.`,
    missed.length
      ? `Nothing I know fits ${listText(missed)} here, so ${missed.length === 1 ? 'that place has' : 'those places have'} the closest fit.`
      : '',
    set.length < slots.length ? `Only ${set.length} of the ${slots.length} places could be filled.` : '',
    relanded.length
      ? `To keep the set near ${clock(request.total!)}, ${listText(relanded)} ${relanded.length === 1 ? 'takes its place' : 'take their places'} too.`
      : '',
    ...levelNote,
    ...refusalNotes(refused, k),
  ];
  return {
    reply: lines.filter(Boolean).join(' '),
    picks: picksOf(
      set.map((p) => p.scored),
      k,
    ),
    request,
  };
}

/**
 * The place of the last set a follow-up swaps ("swap in Ticheli for the major work", "swap the
 * baroque one for something classical era"), named by its words, with the pieces the other places
 * keep and what the new piece must be: by the composer or of the character the message names.
 */
function swapOf(reading: Reading, context: AssistantContext, slots: readonly Slot[]) {
  const text = ` ${foldForSearch(reading.question.message)} `;
  if (reading.question.kind !== 'followup' || !SWAP.test(text)) return undefined;
  const last = [...context.history].reverse().find((t) => t.role === 'assistant' && t.request);
  const lastSlots = last?.request?.slots;
  if (!last || !lastSlots || lastSlots.length !== slots.length || last.picks.length !== slots.length) return undefined;
  const target = slots.findIndex((slot) => text.includes(` ${foldForSearch(slot.label)} `));
  if (target < 0) return undefined;
  const kept = new Map<number, Candidate>();
  for (const [i, key] of last.picks.entries()) {
    const candidate = context.pool.byKey.get(key);
    if (i !== target && candidate) kept.set(i, candidate);
  }
  const { composers } = reading.said;
  // the characters asked now, less the place's own ("the baroque one" names the place, not the wish)
  const tags = reading.said.tags.filter((t) => !slots[target]!.tags.includes(t));
  const wanted = (s: Scored) =>
    s.candidate.key !== last.picks[target] &&
    (!composers.length || composers.some((name) => mentions(s.candidate, name))) &&
    (!tags.length || s.candidate.tags.some((t) => tags.includes(t)));
  return { target, kept, wanted };
}

/** How many of a place's best fits a swap may choose from, so landing the length keeps good pieces. */
const SWAP_CHOICES = 30;

/**
 * The set moved nearer its length: each place in turn takes the piece of its kind that brings the
 * total nearest the length asked, among its best fits, while a swap still gains more than 15 seconds.
 */
function landOnLength(
  set: Placed[],
  ranked: readonly Scored[],
  total: number,
  allowRepeatComposer: boolean,
  /** A place that keeps its piece (one swapped in). */
  fixed?: Placed,
): void {
  const lengthOf = (s: Scored) => s.candidate.duration ?? 0;
  for (let round = 0; round < 3; round++) {
    let moved = false;
    for (const entry of set) {
      if (entry === fixed) continue;
      const others = set.filter((e) => e !== entry);
      const othersTotal = others.reduce((sum, e) => sum + lengthOf(e.scored), 0);
      const choices = ranked
        .filter(
          (s) =>
            s.candidate.duration != null &&
            !clashesWith(others, s, allowRepeatComposer) &&
            (fitsSlot(entry.slot, s) || !entry.fits),
        )
        .slice(0, SWAP_CHOICES);
      const gap = (s: Scored) => Math.abs(othersTotal + lengthOf(s) - total);
      const best = choices.reduce<Scored | undefined>((a, b) => (!a || gap(b) < gap(a) ? b : a), undefined);
      if (best && gap(best) + 15 < gap(entry.scored)) {
        entry.scored = best;
        entry.fits = fitsSlot(entry.slot, best);
        moved = true;
      }
    }
    if (!moved) break;
  }
}
