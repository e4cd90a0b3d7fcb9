import { foldForSearch } from '@app/shared/domain/search-text';
import { ERA_TAGS, type CatalogTag } from '../../catalog/catalog-vocabulary';
import type { Candidate } from './candidates';
import { meetsPeople } from './people';
import { readRequest, type RepertoireRequest } from './request';
import { TAG_SYNONYMS } from './vocabulary';
import { normalizeWording } from './wording';

const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  sixth: 6,
  '6th': 6,
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : undefined;
};

/** The characters most of the last picks share: what "shorter" or "more like these" keeps. */
function characterOf(picks: readonly Candidate[]): CatalogTag[] {
  const counts = new Map<CatalogTag, number>();
  // "contest" is a listing, not a character: "shorter" after UIL pieces keeps their music, not the list
  for (const c of picks) for (const t of c.tags) if (t !== 'contest') counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([tag]) => tag);
}

/** Words that let go of an earlier wish ("forget Ticheli", "never mind the march"). */
const LET_GO = '(?:forget|forget about|never mind|nevermind|scrap|ditch|drop)';

/** Words that change one piece of a set for another ("swap in Ticheli for the major work"). */
export const SWAP = / (swap|swapping|replace|replacing|sub|substitute|switch out|trade|instead of the) /;

/** Words that allow again what was refused ("Sousa's fine", "marches are ok now"). */
const ALLOWED = '(?:s |is |are |was |were )?(?:fine|ok|okay|alright|all right|allowed|good|back in)(?: |$)';
/** Words that say the music may be accompanied, letting go of "a cappella". */
const ACCOMPANIED =
  / (piano|accompaniment|accompanied) (s |is |are )?(fine|ok|okay|alright|all right|good) | with (piano|accompaniment) (then|is fine|is ok|instead|now) | accompanied (then|instead|now|is fine|is ok) /;

export interface Refined {
  request: RepertoireRequest;
  /** What the message itself says, less what it lets go ("forget the Romantic thing" asks no Romantic). */
  said: RepertoireRequest;
  /** "More like the second one": the pick to find likenesses of. */
  like?: Candidate;
}

/**
 * A follow-up ("shorter", "easier", "more like the second one", "no marches") applied to the
 * session's last request and picks. What the new message says explicitly wins; what it leaves
 * out is kept.
 */
export function refineRequest(
  asked: RepertoireRequest,
  lastPicks: readonly Candidate[],
  shownKeys: readonly string[],
  message: string,
  composerNames: readonly string[],
  /** Who wrote a piece shown earlier in the conversation (its creator key), when the pool still holds it. */
  creatorOf: (key: string) => string | undefined = () => undefined,
): Refined {
  const said = readRequest(message, composerNames);
  const text = ` ${foldForSearch(normalizeWording(message))} `;
  // "ok what about a fun closer", "new q - christmas concert…", "Ellington instead": a new request.
  // What was asked of the last pieces (their character, length, composer, set) gives way; what
  // stands for the ensemble (its grade, composers refused, the library switch) stays.
  // "spring concert instead, forget the holiday stuff": a character let go is not one asked instead
  const letGoNow = (tag: CatalogTag) =>
    [tag.replace('-', ' '), ...TAG_SYNONYMS[tag]].some((phrase) =>
      new RegExp(` ${LET_GO} (?:the |that |about )?${phrase.replace(/[^a-z ]/g, '')}s? `).test(text),
    );
  const pivot =
    // a list of places ("make it a 20 min set: opener, spiritual, ballad, closer") plans the set anew
    Boolean(said.slots) ||
    / ((what|how) about (a|an|some|something|anything|one)|now (a|an|some|something|one)|new q|new question|diff idea|different idea|switching gears|change of plans) /.test(
      text,
    ) ||
    // "back to the winter concert: 4 songs, 12 min" returns to an earlier plan, not to the last pieces
    / back to (the |our |my )?([a-z]+ )?(concert|program|programme|set|plan|idea|request|question|original|start) /.test(
      text,
    ) ||
    (/ instead /.test(text) &&
      (said.tags.some((t) => !letGoNow(t)) || said.composers.length > 0 || Boolean(said.people)));
  const previous: RepertoireRequest = pivot
    ? {
        ...asked,
        tags: [],
        composers: [],
        people: undefined,
        duration: undefined,
        duration_vague: undefined,
        duration_moved: undefined,
        duration_asked: undefined,
        total: undefined,
        count: undefined,
        count_asked: undefined,
        slots: undefined,
        like_title: undefined,
        opener: false,
        closer: false,
      }
    : asked;
  // "forget Ticheli", "never mind the march": an earlier wish let go, neither asked again nor refused
  // "forget lauridsen/gjeilo", "drop Holst and Grainger": each name of a list let go (in one clause)
  const clauses = normalizeWording(message)
    .split(/[,;.!?]/)
    .map((clause) => ` ${foldForSearch(clause.replace(/[/&+]/g, ' and '))} `);
  // (a list of the names asked: "forget length: any latin charts?" lets go of the length only)
  const releasedOf = (among: readonly string[]) => {
    const list = among.map((w) => w.replace(/[^a-z ]/g, '')).join('|');
    return (word: string) =>
      clauses.some((clause) =>
        new RegExp(` ${LET_GO} (?:the |that |about )?(?:(?:${list})s? (?:and |or |n )?){0,3}?${word}s? `).test(clause),
      );
  };
  const phrasesOf = (tag: CatalogTag) => [tag.replace('-', ' '), ...TAG_SYNONYMS[tag]];
  // what is let go may have been let go already, and is said again now ("forget the Romantic thing")
  const composersNamed = [...previous.composers, ...said.composers];
  const releasedComposers = composersNamed.filter(releasedOf(composersNamed));
  const tagsNamed = [...previous.tags, ...said.tags];
  const releasedTag = releasedOf(tagsNamed.flatMap(phrasesOf));
  const releasedTags = tagsNamed.filter(
    (t) =>
      phrasesOf(t).some(releasedTag) ||
      // "piano is fine actually", "with piano then": no longer a cappella
      (t === 'a-cappella' && ACCOMPANIED.test(text)),
  );
  // "sousa's fine actually", "whitacre's ok if he fits", "marches are ok again": a refusal let go, and
  // the name said is no wish of its own
  const allowedAgain = (phrase: string) => new RegExp(` ${phrase} ${ALLOWED}`).test(text);
  const allowedComposers = [...previous.avoided_composers, ...said.composers].filter(
    (name) => allowedAgain(name) || allowedAgain(name.split(' ').at(-1)!),
  );
  const stillRefused = (name: string) => !allowedComposers.some((n) => ` ${name} `.includes(` ${n} `));
  const allowedTags = previous.excluded_tags.filter((t) => phrasesOf(t).some(allowedAgain));
  said.composers = said.composers.filter((c) => !allowedComposers.includes(c));
  said.tags = said.tags.filter((t) => !allowedTags.includes(t));
  said.composers = said.composers.filter((c) => !releasedComposers.includes(c));
  said.avoided_composers = said.avoided_composers.filter((c) => !releasedComposers.includes(c));
  said.tags = said.tags.filter((t) => !releasedTags.includes(t));
  said.excluded_tags = said.excluded_tags.filter((t) => !releasedTags.includes(t));
  const request: RepertoireRequest = {
    ...previous,
    composers: previous.composers.filter((c) => !releasedComposers.includes(c)),
    tags: previous.tags.filter((t) => !releasedTags.includes(t)),
    excluded_tags: [...new Set([...previous.excluded_tags, ...said.excluded_tags])].filter(
      (t) => !allowedTags.includes(t),
    ),
    avoided_composers: [...new Set([...previous.avoided_composers, ...said.avoided_composers])].filter(stillRefused),
    // what earlier turns excluded as shown is not carried: only the last answer is left out below
    // (older picks rank lower, scoring.ts), so a long conversation does not run out of music
    excluded_keys: previous.excluded_keys.filter((key) => !shownKeys.includes(key)),
    ...(said.uil || previous.uil ? { uil: true } : {}),
    // the rotation's words stay said for the conversation (carried with `previous`) until said again
    ...(said.include_played ? { include_played: true } : {}),
    ...(said.played_within_years ? { played_within_years: said.played_within_years } : {}),
    // a question about the library ("whats in my library for them?") is answered from it, not kept to
    library_only:
      said.library_only ||
      (previous.library_only &&
        !previous.library_question &&
        !/ (catalog|catalogue|not only my library|beyond my library|new pieces|anything) /.test(text)),
    // "pieces like Shenandoah" then "easier": still like Shenandoah
    like_title: / (something|anything) (else|different) | different (kind|style|character) /.test(text)
      ? undefined
      : previous.like_title,
  };
  if (said.library_question && !previous.library_only) request.library_question = true;
  else delete request.library_question;
  // "shorter" alone is relative to the last picks; "under 3 minutes" is a new bound.
  const namesLength = /\d|minute|\bmin\b|hour/.test(text);
  // "too difficult" and "too easy" are relative to the last picks, though the request reader hears a
  // grade in "difficult" and "easy": only "grade 2" or "level 3" makes a grade explicit beside them
  const easier =
    / (easier|simpler|less difficult|less demanding|too hard|too difficult|too challenging|more accessible|(bit|little|way|too|really|very) (hard|difficult|tough)|struggling|still learning) /.test(
      text,
    );
  const harder =
    / (harder|more difficult|more challenging|tougher|too easy|a challenge|stretch|bump (it |them )?up|step (it )?up|level up|push (us|them)|(bit|little|way|too|really|very) easy|bored) /.test(
      text,
    );
  // "the grade 2 ones are too easy, go harder": with easier or harder, a grade said of the last
  // picks is the point to move from; "easier, grade 2 maybe" names the new grade
  const explicitGrade = / (grades?|level) \d/.test(text);
  const gradeIsReference =
    explicitGrade &&
    (easier || harder) &&
    / (grades?|level) \d(\.5)? ?s? (ones?|pieces?|picks?|stuff|songs?|charts?|works?|tunes?|is|are|was|were|s) /.test(
      text,
    );
  const gradeSaid =
    said.grade && ((explicitGrade && !gradeIsReference) || !(easier || harder)) ? said.grade : undefined;
  const gradeFrom = gradeIsReference ? said.grade : undefined;
  if (gradeSaid) {
    request.grade = gradeSaid;
    delete request.grade_moved;
  }
  const shorter = / (shorter|too long|briefer|quicker) /.test(text);
  const newSetMinutes =
    / (?:for|get|got|now|make it|to|have) (\d{1,3}) (?:now |instead |then )?$/.exec(`${text.trimEnd()} `) ??
    // "too long, 30", "shorter, 25": the set's new length
    / (?:too long|shorter|cut it|trim it|cut|trim) (\d{1,3}) (?:now |instead |then |min |minutes )?$/.exec(
      `${text.trimEnd()} `,
    );
  const durations = lastPicks.map((c) => c.duration).filter((d): d is number => d != null);
  // "we only have 8 minutes left, shorter?" after pieces, not a set: shorter pieces, each within the time left
  if (said.total && shorter && !previous.total) {
    const typical = median(durations);
    const shorterThanShown = typical !== undefined ? Math.round(typical * 0.85) : said.total;
    request.duration = { max: Math.max(60, Math.min(said.total, shorterThanShown)) };
    request.duration_vague = false;
  } else if (said.total) request.total = said.total;
  else if (previous.total && (!said.duration || said.duration_vague) && newSetMinutes) {
    // "we get 15 now, redo it for 15": a set's new length in the minutes it was counted in
    request.total = Number(newSetMinutes[1]) * 60;
  } else if (
    previous.total &&
    said.duration &&
    !said.duration_vague &&
    namesLength &&
    // "under 3 min", "at least 5 minutes" bound each piece; "6 minutes" alone is the set's new length
    !/ (each|per|apiece|a piece|under|over|less than|more than|at most|at least|no more than|no longer than|up to|max|maximum|min|minimum) /.test(
      text.replace(/ \d+(?: to \d+)? (minutes?|mins?|min) /g, ' '),
    )
  ) {
    // a set's follow-up ("shorter, 6 minutes") gives the set a new length, not each piece
    const { min, max } = said.duration;
    request.total = max !== undefined && min !== undefined ? Math.round((min + max) / 2) : (max ?? min);
  } else if (said.duration && namesLength) {
    request.duration = said.duration;
    request.duration_vague = false;
    delete request.duration_moved;
    delete request.duration_asked;
  }
  if (said.count) {
    request.count = said.count;
    request.count_asked = said.count_asked;
  }
  // after a set, "a spiritual", "something in Latin", "by a living composer" ask for a piece, not a set
  // "drop the a cappella thing", "forget the holiday stuff": what is let go asks for no piece
  const asking = text.replace(
    new RegExp(` ${LET_GO} (?:the |that |about )?(?:[a-z]+ ){0,3}(?:thing|stuff|idea) `, 'g'),
    ' ',
  );
  const onePiece =
    !said.total &&
    !namesLength &&
    !said.count &&
    !said.slots &&
    !/ (set|program|programme|concert|total|all|whole|overall|them|these|those|it) /.test(text) &&
    (/ (something|anything|a piece|one piece|one song|a song|a tune|a chart) /.test(asking) ||
      // "fight song type thing, fast", "a latin number": a noun for one piece, not for a set
      / (thing|number|tune|song|chart|piece|selection|opener|closer) /.test(asking) ||
      / by (a|an|some) /.test(asking) ||
      (/^ (a|an) /.test(asking) && !/^ a cappella /.test(asking)));
  // ("swap the march for something lyrical" changes a place of the set, not the set)
  if (previous.total && onePiece && !(previous.slots && SWAP.test(text))) {
    delete request.total;
    delete request.count;
  }
  // "something energetic to close" after "3 pieces ~5 min each": a place in the concert asked is one
  // piece, not 3 more
  else if (previous.count && onePiece && !previous.slots && / (to open|to close|opener|closer) /.test(text)) {
    delete request.count;
    delete request.count_asked;
  }
  // "forget composers", "forget the length", "never mind the grade": a whole kind of wish let go
  // and "length doesn't matter", "any grade is fine", "the composer is flexible"
  const lets = (words: string) =>
    new RegExp(` (?:${LET_GO}|ignore) (?:the |my |about )?(?:${words}) `).test(text) ||
    new RegExp(
      ` (?:${words}) (?:doesnt|doesn t|does not|dont|don t|do not|won t|wont) matter | (?:${words}) (?:is |s )?(?:not important|no issue|not an issue|flexible|open) | any (?:${words}) (?:is |s )?(?:fine|ok|okay|works|good) `,
    ).test(text);
  if (lets('composers?|composer thing|names?')) {
    request.composers = said.composers;
    if (!said.people) delete request.people;
  }
  if (lets('length|lengths|time|timing|duration|minutes')) {
    if (!said.duration) {
      delete request.duration;
      delete request.duration_moved;
      delete request.duration_asked;
    }
    if (!said.total) delete request.total;
  }
  if (lets('grades?|level|difficulty') && !said.grade) delete request.grade;
  if (lets('style|character|mood|vibe|theme|feel')) request.tags = said.tags;
  // "any era is fine", "forget the period": no era asked any more
  if (lets('era|eras|period|periods') || / any (era|period) /.test(text))
    request.tags = request.tags.filter((t) => !ERA_TAGS.has(t));
  // a new list of places replaces the set's; a new count alone ("just 2") ends it
  // "ok just swing charts" after "a swing tune, a latin and a ballad": a character asked replaces the places
  // and so does one piece asked ("a piece about 40 minutes long" after a festival set)
  // ("swap the baroque one for something classical era" changes one place of the set: it stays)
  // and so does "march shouldn't be sousa", "no Holst for the opener": a place named and who may write it
  const namesPlace = previous.slots?.some((slot) => text.includes(` ${foldForSearch(slot.label)} `));
  if (said.slots) request.slots = said.slots;
  else if (
    !(previous.slots && SWAP.test(text)) &&
    !(namesPlace && (said.composers.length || said.avoided_composers.length)) &&
    (said.count || said.tags.length || / (a|one) (piece|song|tune|chart|work|selection) /.test(text))
  ) {
    delete request.slots;
    // the count that only counted the places goes with them when one piece or one place is asked
    // ("lyrical options for the 2nd selection" after "a march + 2 selections" asks for no 3 pieces;
    // "all three under 5 min each" still does)
    if (!said.count && previous.slots && request.count === previous.slots.length && (namesPlace || onePiece)) {
      delete request.count;
      delete request.count_asked;
    }
  }
  // "make it 15 min total" after "a few pieces": the set's new length decides how many; "make it 12
  // min" after "4 pieces, 15 min" keeps its 4 (the set answers by the length alone when 4 cannot land it)
  if (
    (said.total || request.total !== previous.total) &&
    request.total &&
    !said.count &&
    !said.slots &&
    !(previous.total && previous.count && !previous.slots)
  ) {
    delete request.count;
    delete request.slots;
  }
  // "shorter", "easier", "more like these": the same music moved one way, so the last picks'
  // character is kept when none was asked; "no Sousa" or "20 minutes" changes something else and
  // invents no character
  const relative =
    easier ||
    harder ||
    shorter ||
    / (longer|too short|more substantial|like (that|this|those|these|them|it)|similar|same (kind|style|feel|vibe|mood)|more of (those|these|that|the same)|in that vein) /.test(
      text,
    );
  if (said.tags.length) {
    request.tags = said.tags;
    delete request.tags_of_picks;
  } else if (
    !request.like_title &&
    !request.tags.some((t) => lastPicks.some((c) => c.tags.includes(t))) &&
    // "gr 2 max", "up to 4 min is ok" after no march fitted: a new grade or length may let the
    // character asked be met, so it is asked again (a message that changes nothing of the kind,
    // "no Sousa", does not carry it)
    !(request.tags.length && !request.tags_of_picks && (gradeSaid || (namesLength && said.duration)) && !relative)
  ) {
    // no character was asked, or none of the last picks has the one asked (that was said once, not
    // carried): theirs is what "shorter" keeps
    request.tags = relative ? characterOf(lastPicks) : [];
    if (request.tags.length) request.tags_of_picks = true;
    else delete request.tags_of_picks;
  }
  request.tags = request.tags.filter((t) => !request.excluded_tags.includes(t));
  // who wrote it, asked anew, replaces what was asked before (and a composer named replaces both)
  if (said.people) request.people = said.people;
  else if (said.composers.length) delete request.people;
  // one the last answer could not honour was said there once
  else if (request.people && lastPicks.length && !lastPicks.some((c) => meetsPeople(c, request.people!)))
    delete request.people;
  if (said.composers.length) request.composers = said.composers;
  else if (said.people) request.composers = [];
  // "another composer", "someone else", "we played Holst last year": none by the last picks' composers
  if (
    / (another|other|different|new) (composer|composers|arranger)s? | someone else | somebody else | not (him|her|them) again /.test(
      text,
    )
  ) {
    const theirs = [...new Set(lastPicks.map((c) => c.creator).filter(Boolean))];
    request.avoided_composers = [...new Set([...request.avoided_composers, ...theirs])];
    request.composers = [];
  }
  // a composer the last answer could not honour was said there once; it is not carried on
  else if (
    !said.composers.length &&
    lastPicks.length &&
    !lastPicks.some((c) => request.composers.some((name) => c.creator.includes(name)))
  )
    request.composers = [];
  request.composers = request.composers.filter((c) => !request.avoided_composers.includes(c));
  if (said.opener || said.closer) {
    request.opener = said.opener;
    request.closer = said.closer;
  }
  if (said.allow_repeat_composer) request.allow_repeat_composer = true;

  const grades = lastPicks.map((c) => c.grade).filter((g): g is number => g != null);
  if (!gradeSaid && easier) {
    const top = gradeFrom?.min ?? (grades.length ? Math.min(...grades) : (previous.grade?.min ?? 3));
    request.grade = { min: Math.max(0.5, top - 1.5), max: Math.max(0.5, top - 0.5) };
    request.grade_moved = true;
  } else if (!gradeSaid && harder) {
    const top = gradeFrom?.max ?? (grades.length ? Math.max(...grades) : (previous.grade?.max ?? 3));
    request.grade = { min: Math.min(6, top + 0.5), max: Math.min(6, top + 1.5) };
    request.grade_moved = true;
  }
  // the length the director named before "shorter" moved it, to go back to when the move gives way
  const movedLength = () => {
    const asked = previous.duration_moved ? previous.duration_asked : previous.duration;
    request.duration_moved = true;
    if (asked) request.duration_asked = asked;
    else delete request.duration_asked;
  };
  // "same 20 min but shorter pieces, more of them": the set's length named, each piece shorter
  const shorterPieces = / shorter (pieces|ones|songs|works|tunes|charts|selections) /.test(text);
  if ((!namesLength || (shorterPieces && !(said.duration && !said.duration_vague))) && shorter) {
    if (previous.total && / (program|concert|set|overall|total) /.test(text))
      request.total = Math.round(previous.total * 0.8);
    else {
      const typical = median(durations) ?? previous.duration?.max ?? 300;
      request.duration = { max: Math.max(60, Math.round(typical * 0.85)) };
      // no length of the last picks is known: "shorter" is a wish, not a bound that leaves nothing
      request.duration_vague = !durations.length;
      movedLength();
    }
  } else if (!namesLength && / (longer|too short|more substantial) /.test(text)) {
    if (previous.total && / (program|concert|set|overall|total) /.test(text))
      request.total = Math.round(previous.total * 1.2);
    else {
      const typical = median(durations) ?? previous.duration?.min ?? 180;
      // longer than what was shown, by a little at least: a 10-minute closer has few longer ones
      request.duration = { min: Math.round(typical + Math.max(15, typical * 0.05)) };
      request.duration_vague = !durations.length;
      movedLength();
    }
  }

  // "more like the second one", "like #2", "like the last one", "like Shenandoah"
  let like: Candidate | undefined;
  const ordinal = text.match(
    / like (?:the )?(?:number |no |# ?)?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|last|\d)(?: one| piece| pick)? /,
  );
  if (ordinal) {
    const word = ordinal[1]!;
    const index = word === 'last' ? lastPicks.length : (ORDINALS[word] ?? Number(word));
    like = lastPicks[index - 1];
  } else if (said.like_title) {
    like = lastPicks.find(
      (c) => c.folded_title === foldForSearch(said.like_title) || said.like_title!.includes(c.folded_title),
    );
    if (!like) request.like_title = said.like_title;
  }
  if (like) request.like_title = like.folded_title;

  // a follow-up brings pieces not shown yet, unless it asks for the same ones again ("keep the march")
  // ("do I own anything like that?" may answer with the library pieces just shown)
  const narrowedToLibrary = said.library_only && !previous.library_only;
  if (
    !narrowedToLibrary &&
    !/ (same (ones|pieces|picks|list|set)|keep (the|those|these|them)|as before|(those|them|that|it|these) again|show (me )?(that|those|them|it) ) /.test(
      text,
    )
  ) {
    // "by Ticheli?" after Ticheli pieces were shown: a composer named now may bring them back,
    // rather than "nothing by Ticheli" after offering two
    const namedNow = (key: string) => said.composers.some((name) => creatorOf(key)?.includes(name));
    const lastKeys = lastPicks.map((c) => c.key);
    request.excluded_keys = [...new Set([...request.excluded_keys, ...lastKeys.filter((key) => !namedNow(key))])];
  }
  return { request, said, like };
}
