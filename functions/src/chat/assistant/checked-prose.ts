import { foldForSearch } from '@app/shared/domain/search-text';
import type { Candidate, CandidatePool } from './candidates';

/**
 * A model's prose, kept only where it is true of the pieces it recommends. The cards beside the reply
 * show the grounded facts; a sentence that states another number (a grade, a length, a total, a
 * year), names a piece of the pool it did not pick, or quotes a title nothing holds would contradict
 * them, so it is cut. What stays is the model's wording; every fact in it is one of the picks'.
 */
export interface ProseFacts {
  /** The pieces the answer recommends (grounded: from the pool, picked by key). */
  picks: readonly Candidate[];
  /** Every piece the director could be told about: a title of the pool not picked must not be named. */
  pool: CandidatePool;
  /** What the director wrote this turn: numbers and titles they named may be repeated. */
  asked: string;
  /** The ensemble's level: the prompt lets the model say "around grade 3". */
  level: number | null;
}

export interface CheckedProse {
  text: string;
  /** The sentences cut, for the log. */
  cut: string[];
}

const NUMBER = /\d+(?:[.:]\d+)?/g;
const COUNT_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const COUNTED = new RegExp(
  `\\b(\\d+|${COUNT_WORDS.join('|')})\\s+(?:\\w+\\s+)?(?:pieces|works|charts|songs|selections|titles)\\b`,
  'gi',
);
const QUOTED = /["“”«»]([^"“”«»]{2,80})["“”«»]|\*{1,2}([^*]{2,80})\*{1,2}|_([^_]{2,80})_/g;

/** A title worth looking for in prose: one word like "Overture" would be found in any sentence. */
const distinctive = (folded: string) => folded.includes(' ') || folded.length >= 10;

const minutesOf = (seconds: number) => [Math.floor(seconds / 60), Math.round(seconds / 60), Math.ceil(seconds / 60)];
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const asNumber = (text: string) => (text.includes(':') ? text : String(Number(text)));

/** Every number the prose may state: the picks' facts, their total, their count, and what was asked. */
function allowedNumbers(facts: ProseFacts): Set<string> {
  const allowed = new Set<string>();
  const add = (value: number | string | null | undefined) => value != null && allowed.add(asNumber(String(value)));
  for (const pick of facts.picks) {
    add(pick.grade);
    add(pick.year);
    if (pick.uil) {
      add(pick.uil.grade);
      for (const part of pick.uil.code.split('-')) add(part);
    }
    if (pick.duration != null) {
      minutesOf(pick.duration).forEach(add);
      add(clock(pick.duration));
      add(pick.duration);
    }
    for (const number of `${pick.title} ${pick.composer ?? ''} ${pick.arranger ?? ''}`.match(NUMBER) ?? []) add(number);
  }
  const total = facts.picks.reduce((sum, p) => sum + (p.duration ?? 0), 0);
  if (total) {
    minutesOf(total).forEach(add);
    add(clock(total));
  }
  if (facts.level != null)
    [facts.level - 1, facts.level - 0.5, facts.level, facts.level + 0.5, facts.level + 1].forEach(add);
  for (const number of facts.asked.match(NUMBER) ?? []) add(number);
  return allowed;
}

/** Why a sentence cannot stay, or undefined when every fact in it is one of the picks'. */
function falseIn(
  sentence: string,
  facts: ProseFacts,
  allowed: Set<string>,
  named: readonly string[],
): string | undefined {
  // a count of pieces is true when it is the number picked (or the number the director asked for)
  for (const match of sentence.matchAll(COUNTED)) {
    const said = /\d/.test(match[1]!) ? Number(match[1]) : COUNT_WORDS.indexOf(match[1]!.toLowerCase()) + 1;
    if (said !== facts.picks.length && !new RegExp(`\\b${match[1]}\\b`, 'i').test(facts.asked)) return `count ${said}`;
  }
  for (const number of sentence.replace(COUNTED, '').match(NUMBER) ?? [])
    if (!allowed.has(asNumber(number))) return `number ${number}`;
  const folded = ` ${foldForSearch(sentence)} `;
  for (const match of sentence.matchAll(QUOTED)) {
    const quoted = foldForSearch(match[1] ?? match[2] ?? match[3]);
    if (quoted && !named.some((name) => name.includes(quoted) || quoted.includes(name))) return `quoted "${quoted}"`;
  }
  const picked = new Set(facts.picks.map((p) => p.folded_title));
  for (const [title, candidates] of facts.pool.byTitle) {
    if (picked.has(title) || !distinctive(title) || !folded.includes(` ${title} `)) continue;
    if (!named.some((name) => name.includes(title))) return `unpicked "${candidates[0]!.title}"`;
  }
  return undefined;
}

/** The prose with every sentence that states something the picks do not bear out cut. */
export function checkedProse(text: string, facts: ProseFacts): CheckedProse {
  const allowed = allowedNumbers(facts);
  // names the prose may quote: the picks' titles, composers and arrangers, and what the director quoted
  const named = [
    ...facts.picks.flatMap((p) => [p.folded_title, foldForSearch(p.composer), foldForSearch(p.arranger)]),
    foldForSearch(facts.asked),
  ].filter(Boolean);
  const sentences = text
    .trim()
    .split(/(?<=[.!?])\s+(?=["“(\p{Lu}\d])/u)
    .filter(Boolean);
  const kept: string[] = [];
  const cut: string[] = [];
  for (const sentence of sentences) (falseIn(sentence, facts, allowed, named) ? cut : kept).push(sentence);
  return { text: kept.join(' '), cut };
}
