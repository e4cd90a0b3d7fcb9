import type { Ensemble, EnsembleType } from '@app/shared/contracts/ensembles';
import { foldForSearch } from '@app/shared/domain/search-text';
import { CATALOG_TYPES_FOR, ENSEMBLE_WORDS, GENERIC_ENSEMBLE_WORDS } from './vocabulary';
import { normalizeWording } from './wording';

/**
 * One message about several of the director's ensembles ("concert band gets 15 minutes and jazz
 * band gets 10", "3 pieces for my 6th grade band and 3 for the 7th/8th grade band"): which
 * ensembles it names, and what it asks of each. A clause that names an ensemble belongs to it; a
 * clause that names none ("fill both", "holiday theme", "about 5 minutes each") belongs to all.
 */

export interface EnsemblePart {
  ensemble: Ensemble;
  /** The request for this ensemble alone, in the director's words. */
  message: string;
  /** The minutes (as seconds) this ensemble's own clauses give it ("10 minutes for the jazz band"), a share to fill. */
  share?: number;
}

/** Ensemble words beyond the request vocabulary that name an ensemble in a message. */
const MORE_ENSEMBLE_WORDS: readonly [string, EnsembleType][] = [
  ['chorale', 'mixed_choir'],
  ['chorus', 'mixed_choir'],
  ['singers', 'mixed_choir'],
  ['symphony', 'full_orchestra'],
  ['youth symphony', 'full_orchestra'],
  ['percussion', 'percussion_ensemble'],
  ['drumline', 'percussion_ensemble'],
  ['quintet', 'chamber_ensemble'],
  ['winds', 'concert_band'],
  ['wind band', 'concert_band'],
  ['flex band', 'other'],
];
/** Words of ensemble names that say what kind of group it is, not whose. */
const ENSEMBLE_NAME_WORDS = new Set([
  'band',
  'choir',
  'chorus',
  'chorale',
  'orchestra',
  'strings',
  'ensemble',
  'symphony',
  'grade',
  'concert',
  'jazz',
  'wind',
  'symphonic',
  'treble',
  'singers',
]);
const WORDS = [...ENSEMBLE_WORDS, ...MORE_ENSEMBLE_WORDS].sort((a, b) => b[0].length - a[0].length);

const sameFamily = (a: EnsembleType, b: EnsembleType) =>
  a === b ||
  a === 'other' ||
  b === 'other' ||
  CATALOG_TYPES_FOR[a].some((t) => (CATALOG_TYPES_FOR[b] as readonly string[]).includes(t)) ||
  (a.endsWith('_choir') && b.endsWith('_choir')) ||
  (a.endsWith('orchestra') && b.endsWith('orchestra'));

/** Words of an ensemble's name, with the school years and levels it implies ("6th Grade Beginning Band"). */
const nameWords = (e: Ensemble) =>
  new Set(
    foldForSearch(e.name)
      .split(' ')
      .filter((w) => w.length > 1),
  );

/** The ensemble one clause names, or undefined. */
function ensembleOfClause(clause: string, ensembles: readonly Ensemble[], chosen: Ensemble): Ensemble | undefined {
  const text = ` ${clause} `;
  const found = WORDS.find(([phrase]) => text.includes(` ${phrase} `));
  if (!found) return undefined;
  const [phrase, type] = found;
  const at = text.indexOf(` ${phrase} `);
  // up to three words before the ensemble word qualify it ("the 7th 8th grade band", "beginning strings")
  const qualifiers = text
    .slice(0, at)
    .trim()
    .split(' ')
    .slice(-3)
    .filter((w) => w.length > 1 && !['my', 'our', 'the', 'for', 'and', 'w'].includes(w));
  let best: Ensemble | undefined;
  let bestScore = 0;
  for (const e of ensembles) {
    if (!sameFamily(type, e.type)) continue;
    const words = nameWords(e);
    // "our chorus" with the tenor-bass choir chosen is that choir: a family word names no type of its own
    let score = 1 + (e.type === type && !GENERIC_ENSEMBLE_WORDS.has(phrase) ? 1 : 0);
    for (const w of [...qualifiers, ...phrase.split(' ')]) if (words.has(w)) score += 2;
    // "beginning strings" / "6th grade band": the youngest; "HS orchestra": not the beginners
    if (qualifiers.some((w) => ['beginning', 'beginner', 'beginners', 'elementary', '6th', '5th'].includes(w)))
      score -= (e.level ?? 3) / 2;
    if (e.id === chosen.id) score += 1;
    // the same school or group as the chosen ensemble ("Jefferson"), not the same kind of ensemble ("band")
    else
      for (const w of nameWords(chosen)) if (w.length > 3 && words.has(w) && !ENSEMBLE_NAME_WORDS.has(w)) score += 0.5;
    if (score > bestScore) {
      best = e;
      bestScore = score;
    }
  }
  return best;
}

/** Whether a message may name two ensembles (two ensemble words): only then are the director's ensembles read. */
export function mayNameSeveralEnsembles(message: string): boolean {
  let text = ` ${foldForSearch(message)} `;
  let count = 0;
  for (const [phrase] of WORDS) {
    const parts = text.split(` ${phrase} `);
    count += parts.length - 1;
    // a longer phrase counted covers its words ("jazz band", then "band")
    text = parts.join(' ');
  }
  return count >= 2;
}

/** The ensembles a message names, each once, in the order named ("make the jazz band part shorter"). */
export function ensemblesMentioned(message: string, chosen: Ensemble, ensembles: readonly Ensemble[]): Ensemble[] {
  const clauses = normalizeWording(message).split(
    /[,;:!?]|(?<!\d)\.|\.(?!\d)|\s[-–—]\s|\band\b|\bthen\b|\bwhile\b|\bplus\b/i,
  );
  const found = clauses
    // "band is fine", "leave the choir as is": named to be left alone
    .filter(
      (clause) =>
        !/\b(is|are|s) (fine|good|ok|okay|perfect|great)\b|\bas is\b|\bleave\b|\bkeep\b|\bunchanged\b/i.test(clause),
    )
    .map((clause) => ensembleOfClause(foldForSearch(clause), ensembles, chosen))
    .filter((e): e is Ensemble => e !== undefined);
  return [...new Map(found.map((e) => [e.id, e])).values()];
}

/** The parts of a message about two or more ensembles, or undefined when it names at most one. */
export function ensemblesNamedIn(
  message: string,
  chosen: Ensemble,
  ensembles: readonly Ensemble[],
): EnsemblePart[] | undefined {
  if (ensembles.length < 2) return undefined;
  // "one piece for the choir and one for the symphony" counts pieces: numbers in words are read as digits
  const plain = normalizeWording(message);
  const clauses = plain
    .split(
      /[,;:!?]|(?<!\d)\.|\.(?!\d)|\s[-–—]\s|\band\b(?!\s+(?:up|above|higher|over|older)\b)|\bthen\b|\bwhile\b|\bplus\b/i,
    )
    .map((clause) => clause.trim())
    .filter(Boolean);
  const owned = clauses.map((clause) => ({
    clause,
    ensemble: ensembleOfClause(foldForSearch(clause), ensembles, chosen),
  }));
  const named = [...new Map(owned.filter((o) => o.ensemble).map((o) => [o.ensemble!.id, o.ensemble!])).values()];
  if (named.length < 2) return undefined;
  const shared = owned.filter((o) => !o.ensemble).map((o) => o.clause);
  // "2 pieces each for my treble choir and my tenor-bass choir": what "each" asks is asked of all
  for (const o of owned) if (o.ensemble && /\beach\b/i.test(o.clause)) shared.push(o.clause.replace(/\bfor\b.*$/i, ''));
  // "25 minutes for the band and 15 for the jazz band": a bare number counts what the others count
  const unit =
    /\d\s*(?:minutes?|mins?|min)\b/i.test(plain) && !/\d\s*(?:pieces?|songs?|charts?|tunes?)\b/i.test(plain)
      ? 'minutes'
      : 'pieces';
  return named.map((ensemble) => {
    const own = owned.filter((o) => o.ensemble === ensemble).map((o) => o.clause);
    const share = unit === 'minutes' ? shareOf(own) : undefined;
    return {
      ensemble,
      message: [...own.map((clause) => plainCount(clause, unit)), ...shared].join(', '),
      ...(share ? { share } : {}),
    };
  });
}

/**
 * The minutes an ensemble's own clauses give it, as seconds: "10 minutes for the jazz band", "the
 * second band about 15", "15 at grade 2 for the jazz band". A length said of each piece ("pieces
 * of about 5 minutes", "5 minutes each", "a 5-minute piece") is no share; a number after "grade" is
 * a grade.
 */
function shareOf(clauses: readonly string[]): number | undefined {
  let seconds = 0;
  for (const clause of clauses) {
    const text = ` ${foldForSearch(clause.replace(/(\d)\.(\d)/g, '$1dot$2')).replace(/(\d)dot(\d)/g, '$1.$2')} `;
    if (/ (each|apiece|per piece|a piece|long|pieces? of|charts? of|songs? of|works? of) /.test(text)) continue;
    const withUnit = [
      ...text.matchAll(
        / (\d{1,3}) ?(minutes?|mins?|min|hours?|hrs?|hr) (?!(piece|work|song|chart|tune|selection)s? )/g,
      ),
    ];
    if (withUnit.length) {
      for (const m of withUnit) seconds += Number(m[1]) * (/^h/.test(m[2]!) ? 3600 : 60);
      continue;
    }
    const bare = text.match(
      / (?<!(grade|grades|level|gr|part|op|no) )(\d{1,2}) (?!(pieces?|songs?|charts?|tunes?|works?|selections?|part|parts|grade|th|st|nd|rd) )/,
    );
    if (bare && Number(bare[2]) >= 3) seconds += Number(bare[2]) * 60;
  }
  return seconds || undefined;
}

/** "3 for the 7th/8th grade band" → "3 pieces for …" (or "minutes" when the others count minutes); "jazz band gets 10" → "… gets 10 minutes". */
function plainCount(clause: string, unit: 'pieces' | 'minutes'): string {
  return clause
    .replace(
      /^((?:need |just |only |about |around )?)(\d{1,2})(?=\s+(?:for|to|from|by|of the|with)\b)/i,
      `$1$2 ${unit}`,
    )
    .replace(
      /\b(gets|get|has|does|plays)\s+(\d{1,3})\b(?!\s*(?::|minutes?|mins?|min|pieces?|songs?|charts?|tunes?))/i,
      '$1 $2 minutes',
    );
}
