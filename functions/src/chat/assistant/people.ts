import { foldForSearch } from '@app/shared/domain/search-text';
import type { Candidate } from './candidates';

/**
 * Who wrote a piece and where its tune comes from, as a director asks it: "a piece by a woman
 * composer", "a living composer", "British composers", "an Irish tune for St. Patrick's". Read from
 * the composer records (`catalog/composer-facts.ts`) and the work's own words (title, notes).
 */
export interface PeopleWanted {
  woman?: boolean;
  living?: boolean;
  /** Nationalities as references state them, lower case ("english", "scottish"). */
  nationalities?: string[];
  /** Where the tune or subject comes from ("irish"): a key of PLACES. */
  places?: string[];
}

/** A nationality word of a request → the nationalities references print for it. */
const NATIONALITIES: Record<string, readonly string[]> = {
  american: ['american'],
  british: ['english', 'scottish', 'welsh', 'british', 'northern irish'],
  english: ['english', 'british'],
  irish: ['irish'],
  scottish: ['scottish'],
  welsh: ['welsh'],
  canadian: ['canadian'],
  french: ['french'],
  german: ['german'],
  austrian: ['austrian'],
  russian: ['russian'],
  italian: ['italian'],
  spanish: ['spanish'],
  czech: ['czech', 'bohemian'],
  norwegian: ['norwegian'],
  finnish: ['finnish'],
  swedish: ['swedish'],
  danish: ['danish'],
  hungarian: ['hungarian'],
  polish: ['polish'],
  latvian: ['latvian'],
  estonian: ['estonian'],
  japanese: ['japanese'],
  australian: ['australian'],
  mexican: ['mexican'],
  brazilian: ['brazilian'],
  argentine: ['argentine', 'argentinian'],
  argentinian: ['argentine', 'argentinian'],
  dutch: ['dutch'],
  belgian: ['belgian'],
};

/** Where a tune comes from, as a request names it: its people, its country, its music. */
const PLACES_ASKED: Record<string, readonly string[]> = {
  irish: ['irish', 'ireland'],
  scottish: ['scottish', 'scotland', 'scots'],
  welsh: ['welsh', 'wales', 'cymru'],
  mexican: ['mexican', 'mexico', 'mexicana', 'mexicano', 'mariachi'],
  japanese: ['japanese', 'japan'],
  chinese: ['chinese', 'china'],
  korean: ['korean', 'korea', 'arirang'],
  african: ['african', 'africa', 'south african'],
  jewish: ['jewish', 'hebrew', 'israeli', 'israel', 'yiddish', 'klezmer', 'hanukkah', 'chanukah'],
  russian: ['russian', 'russia'],
  spanish: ['spanish', 'spain', 'espana', 'espanol'],
  brazilian: ['brazilian', 'brazil'],
  cuban: ['cuban', 'cuba', 'afro cuban'],
};
/**
 * Its towns, regions and words a title or a note names it by, which a director's message uses for other
 * things too ("a limerick about oboes", "Erin said", "Highland Park HS"): read in titles and notes only.
 */
const PLACES_IN_TITLES: Record<string, readonly string[]> = {
  irish: [
    'derry',
    'londonderry',
    'erin',
    'dublin',
    'galway',
    'kerry',
    'donegal',
    'killarney',
    'limerick',
    'connemara',
    'tipperary',
    'wexford',
  ],
  scottish: ['highland', 'highlands', 'loch', 'skye', 'hebrides', 'caledonia', 'caledonian', 'edinburgh', 'glasgow'],
  mexican: ['jalisco'],
  japanese: ['sakura', 'kyoto', 'tokyo'],
  african: ['zulu', 'swahili', 'ghana', 'kenya', 'nigeria'],
};
/** Where a tune comes from: the words a title or notes use for it. */
export const PLACES: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(PLACES_ASKED).map(([place, words]) => [place, [...words, ...(PLACES_IN_TITLES[place] ?? [])]]),
);
const PLACE_OF_WORD = new Map(
  Object.entries(PLACES).flatMap(([place, words]) => words.map((w) => [w, place] as const)),
);
const NOT_A_PLACE_IN_A_REQUEST = new Set(Object.values(PLACES_IN_TITLES).flat());

const PEOPLE_NOUNS = '(?:composers?|composed|writers?|arrangers?|songwriters?)';

/** What a message asks of who wrote the music and where it comes from, or undefined. */
export function peopleWantedIn(text: string): PeopleWanted | undefined {
  const wanted: PeopleWanted = {};
  if (
    new RegExp(
      ` (?:woman|women|female|lady|ladies|womens|women s) ${PEOPLE_NOUNS} | by (?:a )?(?:woman|women|female) `,
    ).test(text)
  )
    wanted.woman = true;
  if (
    new RegExp(
      ` (?:living|alive|still living) ${PEOPLE_NOUNS} | ${PEOPLE_NOUNS} (?:who is|who are|that is|that are|still) (?:alive|living) `,
    ).test(text)
  )
    wanted.living = true;
  const nationalities = new Set<string>();
  for (const match of text.matchAll(new RegExp(` ([a-z]+) ${PEOPLE_NOUNS} `, 'g')))
    for (const n of NATIONALITIES[match[1]!] ?? []) nationalities.add(n);
  if (/ by (?:a )?brits? /.test(text)) for (const n of NATIONALITIES.british!) nationalities.add(n);
  // "something British", "French music", "some German pieces": who wrote it (a tune's own place,
  // "an Irish tune", is read below; "in English" is a language)
  for (const match of text.matchAll(
    / (?:something|anything|some|more|an?) ([a-z]+) | ([a-z]+) (?:music|pieces?|works?|stuff|rep|repertoire|marches|march|overtures?|charts?) /g,
  )) {
    const word = match[1] ?? match[2]!;
    if (PLACE_OF_WORD.has(word)) continue;
    for (const n of NATIONALITIES[word] ?? []) nationalities.add(n);
  }
  if (nationalities.size) wanted.nationalities = [...nationalities];
  const places = new Set<string>();
  // "an Irish tune", "something Scottish", "for St. Patrick's Day": where the music comes from
  // every word is looked at ("irish or scottish" names both), a two-word name first ("south african")
  const words = text.trim().split(' ');
  for (const [i, word] of words.entries()) {
    const two = PLACE_OF_WORD.has(`${word} ${words[i + 1]}`);
    const place =
      PLACE_OF_WORD.get(`${word} ${words[i + 1]}`) ??
      (NOT_A_PLACE_IN_A_REQUEST.has(word) ? undefined : PLACE_OF_WORD.get(word));
    if (!place) continue;
    const after = ` ${words.slice(i + (two ? 2 : 1)).join(' ')} `;
    if (new RegExp(`^ ${PEOPLE_NOUNS} `).test(after)) continue; // "Irish composers" is a nationality
    places.add(place);
  }
  if (/ (st|saint) patrick /.test(text)) places.add('irish');
  if (places.size) wanted.places = [...places];
  return Object.keys(wanted).length ? wanted : undefined;
}

const placeTexts = new WeakMap<Candidate, string>();
const placeTextOf = (c: Candidate) => {
  let text = placeTexts.get(c);
  if (text === undefined) {
    text = ` ${foldForSearch(`${c.title} ${c.notes ?? ''} ${c.scoring ?? ''}`)} `;
    placeTexts.set(c, text);
  }
  return text;
};

/** Whether a candidate is what the director asked of its people and place. */
export function meetsPeople(c: Candidate, wanted: PeopleWanted): boolean {
  const facts = c.composer_facts;
  if (wanted.woman && !facts?.woman) return false;
  if (wanted.living && !facts?.living) return false;
  if (wanted.nationalities && !(facts?.nationality && wanted.nationalities.some((n) => facts.nationality!.includes(n))))
    return false;
  if (wanted.places) {
    const text = placeTextOf(c);
    const ok = wanted.places.some(
      (place) =>
        PLACES[place]!.some((word) => text.includes(` ${word} `)) || (facts?.nationality ?? '').includes(place),
    );
    if (!ok) return false;
  }
  return true;
}

/** "by a woman composer", "by a living British composer", "Irish": the wish in words, for the reply. */
export function peopleText(wanted: PeopleWanted): string {
  const who = [
    wanted.living ? 'living' : '',
    // "something British" reads as English, Scottish, Welsh…: said as the director said it
    wanted.nationalities
      ? (wanted.nationalities.includes('british') ? 'british' : wanted.nationalities[0]!).replace(/^\w/, (ch) =>
          ch.toUpperCase(),
        )
      : '',
    wanted.woman ? 'woman' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const parts = [
    who ? `by ${/^[aeiou]/i.test(who) ? 'an' : 'a'} ${who} composer` : '',
    wanted.places
      ? `from ${wanted.places.map((p) => p.replace(/^\w/, (ch) => ch.toUpperCase())).join(' or ')} tradition`
      : '',
  ];
  return parts.filter(Boolean).join(', ');
}
