import type { CatalogTag } from '../../catalog/catalog-vocabulary';
import { tagsIn } from './candidates';

/**
 * One place of a structured set ("an opener, a ballad and a closer", "a march and two contrasting
 * pieces", "program is 35 min: baroque, contemporary, slow mvt"): the characters that fill it, and
 * whether it is the set's big piece.
 */
export interface Slot {
  /** Words of the director's, for the reply ("opener", "slow mvt"). */
  label: string;
  /** A piece with any of these fills it; none: any piece, in contrast with the others. */
  tags: CatalogTag[];
  /** "centerpiece", "major work": the longest that fits. */
  major?: boolean;
}

const ROLE_TAGS: Record<string, CatalogTag[]> = {
  opener: ['opener', 'fanfare', 'overture', 'march', 'energetic', 'fast'],
  closer: ['closer', 'march', 'energetic', 'fast'],
  finale: ['closer', 'march', 'energetic', 'fast'],
};
const MAJOR = /\b(centerpiece|centrepiece|major work|big piece|main piece|feature|showpiece|meaty)\b/;
const COUNTS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
};
/** What an item of a list may be: a role, a character, or a piece in other words. */
const PIECE_NOUN = /\b(pieces?|works?|songs?|charts?|tunes?|selections?|mvts?|movements?|numbers?|things?|ones?)\b/;
/** What a director types before the items of a list ("need 1 swing tune and 1 latin tune"). */
const LEAD_IN =
  /^(?:(?!(?:a|an|one|two|three|four|[1-4])\s)(?:\S+\s+){1,3}?(?:needs?|wants?)|need|want|looking for|give me|get me|pick|find|suggest|i'd like|id like|how about)\s+/;

function slotsOfItem(item: string, free: boolean): Slot[] {
  const words = item
    .replace(/^(and|&|\+|then|plus)\s+/, '')
    .replace(/\b(something|some|maybe|like|kind of|sort of|type of)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "one in English" (its language cut off): one more piece
  if (/^(one|two|three|four|[1-4])$/.test(words))
    return Array.from({ length: COUNTS[words]! }, () => ({ label: 'piece', tags: [] }));
  const counted = /^(a|an|one|two|three|four|[1-4])\s+(.*)$/.exec(words);
  const times = counted ? COUNTS[counted[1]!]! : 1;
  const label = (counted ? counted[2]! : words).trim();
  if (!label || label.split(' ').length > 4) return [];
  const role = Object.keys(ROLE_TAGS).find((r) => new RegExp(`\\b${r}s?\\b`).test(label));
  const tags = role ? ROLE_TAGS[role]! : tagsIn(label);
  const major = MAJOR.test(label);
  // after a colon a short item of other words ("british") is a place of its own
  if (!role && !tags.length && !major && !PIECE_NOUN.test(label) && !(free && label.split(' ').length <= 2)) return [];
  // "two contrasting pieces" are two places, each "contrasting piece"
  // ("a pair of marches": each a "march")
  const each = times > 1 ? label.replace(/(ch|sh|x)es$/, '$1').replace(/([^s])s$/, '$1') : label;
  return Array.from({ length: times }, () => ({ label: each, tags, ...(major ? { major } : {}) }));
}

/**
 * The places of a set the message lists, or undefined when it lists none: a list after a colon
 * ("3 for the concert: opener, ballad, closer"), or items each with an article or a number ("a
 * march and two contrasting pieces"). "Lyrical, grade 3, under 5 minutes" describes one piece.
 */
export function slotsIn(typed: string): Slot[] | undefined {
  // "couple swing tunes", "a pair of marches": two of them
  const folded = typed.replace(/\b(?:a\s+)?(?:couple|pair)(?:\s+of)?\s+(?=\S)/g, 'two ');
  const colon = folded.indexOf(':');
  const listed = colon >= 0 ? folded.slice(colon + 1) : folded;
  const items = listed
    .split(/,|;|\/|\.(?=\s|$)|\s(?:and|&|\+|then|plus)\s|\s[-–—]\s/)
    .map((item) =>
      item
        .replace(/[.!?]+$/, '')
        .trim()
        .replace(LEAD_IN, ''),
    )
    // "want a mix — couple swing tunes, a ballad, one latin chart": words about the set are no place,
    // nor the contest it is for ("2 selections, UIL, a march")
    .filter(
      (item) =>
        item &&
        !/^(?:for )?(?:the )?(?:uil|pml|c&sr|contest|festival|region|district|state)$/.test(item) &&
        !/^(?:a |an )?(?:good |nice )?(?:mix|variety|range|balance|combination)(?: of (?:styles|things|stuff))?$/.test(
          item,
        ),
    );
  // without a colon, every item starts with an article or a number ("a march and two contrasting
  // pieces"), after what introduces them ("UIL for the 8th graders - a march + 1 selection, gr 2ish");
  // a trailing grade or length is no item
  if (colon < 0) {
    // "march + 2 selections": a place of one word joined by "+" to a counted one needs no article
    const joined = /\S\s*\+\s*(?:a|an|one|two|three|four|[1-4])\s/.test(folded);
    const counted = (item: string) =>
      /^(a|an|one|two|three|four|[1-4])\s/.test(item) ||
      (joined && /^[a-z]+$/.test(item) && (item in ROLE_TAGS || tagsIn(item).length > 0));
    while (items.length && !counted(items[0]!)) items.shift();
    while (
      items.length &&
      !counted(items.at(-1)!) &&
      /^(each |all |grades?|gr|level|about|around|under|~|\d)/.test(items.at(-1)!)
    )
      items.pop();
    if (items.length < 2 || !items.every(counted)) return undefined;
  }
  // a list's tail may carry the set's length or grade ("closer, around 12 min", "2 contrasting
  // pieces around grade 3"): not a place of its own
  const places = items
    .map((item) =>
      item
        .replace(/[~(].*$/, '')
        .replace(
          /\b(around|about|at|roughly|under|over|less than|at most|up to|no more than|max)?\s*(\d+(\.\d+)?\s*(to|-|–)\s*)?\d+(\.\d+)?\s*(minutes?|mins?|min)\b.*$/,
          '',
        )
        .replace(/\b(around|about|at|roughly)?\s*(grades?|level|gr)\s*\d(\.\d)?(\s*to\s*\d(\.\d)?)?\b/g, ' ')
        .replace(/\s+/g, ' ')
        // "2 selections off the PML", "a march for the opener": what follows is not the place's name
        .replace(/\s(for|from|by|in|at|off|on)\s.*$/, '')
        .trim(),
    )
    .filter(Boolean);
  // "3 tunes: swing/ballad/latin": a count of pieces heading the list is not a place
  // (but "2 selections, UIL, a march" are the contest's three places: a selection is a place of its own)
  if (
    (colon >= 0 || !/selections?\b/.test(places[0]!)) &&
    places.length >= 2 &&
    /^(\d|two|three|four|five)\s+(pieces?|tunes?|songs?|charts?|works?|selections?)(\s+(only|total|in all|max))?$/.test(
      places[0]!,
    )
  )
    places.shift();
  if (places.length < 2) return undefined;
  const before = colon >= 0 ? folded.slice(0, colon) : '';
  const slots: Slot[] = [];
  let known = 0;
  for (const place of places) {
    const own = slotsOfItem(place, colon >= 0);
    if (!own.length) return undefined;
    if (own.some((slot) => slot.tags.length || slot.major)) known += 1;
    slots.push(...own);
  }
  // "ok last: a closer, energetic": two words about one piece, unless a set is named or counted
  // ("UIL: march + 2 selections" counts three places)
  if (
    colon >= 0 &&
    slots.length < 3 &&
    // (a number counts only as a count of pieces: "3 for the concert:", not "what's 2+2? …: ")
    !/\b(program|programme|set|concert|festival|lineup|line up|order|recital|uil|contest|c&sr|pml|(?:\d|two|three|four)(?= (?:for|pieces?|songs?|tunes?|charts?|works?|selections?|numbers?)\b))\b/i.test(
      before,
    )
  )
    return undefined;
  // "four pieces: we need an opener and a closer": more pieces than places, so the places are roles
  // among them (the opener-and-closer answer), not the whole set
  const header = /\b(\d|two|three|four|five|six)\s+(pieces?|songs?|charts?|tunes?|works?|selections?)\b/.exec(before);
  if (header && (COUNTS[header[1]!] ?? Number(header[1])) !== slots.length) return undefined;
  // "an opener and a closer": the opener-and-closer answer's
  if (slots.every((slot) => /^(opener|closer|finale)s?$/.test(slot.label))) return undefined;
  // a list of other words alone ("grade 3, lyrical" is one piece; "bob, sue" nothing) is no set
  // (items that each start with a count are pieces whatever their words: "one thing in Latin and one in English")
  return slots.length >= 2 && slots.length <= 8 && (colon < 0 || known * 2 >= places.length) ? slots : undefined;
}
