import type { LibraryEntryField } from '@app/shared/contracts/library';

/**
 * The header row of a library CSV and what each of its columns holds.
 *
 * A header is read word by word, by one rule rather than a list of whole names: after
 * `normalizeHeader`, "(s)" is dropped ("Arranger(s)"), the name is split into words at spaces and
 * at `/ \\ | , ; & +` ("Composer/Author", "Voicing / Ensemble"), and a word is looked up as
 * written, then without a plural "s" or "es" ("Composers", "Boxes"). Every word outside
 * parentheses must be a field word of `FIELD_WORDS` or a modifier of `MODIFIER_WORDS` ("Piece
 * Name", "Run Time", "Type of ensemble"); words inside "(…)" may be anything (a unit, a hint:
 * "Duration (m:ss)", "Composer (last, first)"). A header with any other word outside parentheses
 * is not a field ("Title list", "Lincoln HS Band Library").
 *
 * When the words name two fields, the group listed first in `FIELD_WORDS` wins: "Composer/Arranger"
 * and "Composer / Lyricist" are the composer, "Time signature" the meter, "Key signature" the key,
 * "Composer name" the composer (a title word is the last resort). A grade word with "written" or
 * "text" is the grade as written ("Grade (as written)", "Difficulty text").
 *
 * When two columns name one field, the column whose word comes first in the field's words is read
 * ("Title" before "Name", "Notes" before "Comments"), the first of them on a tie; the other is
 * ignored and reported once. So is any column that names no field.
 *
 * Duration columns named with minutes ("Minutes", "Duration (min)", "Length in minutes") read a
 * bare number as minutes; all others as seconds.
 */
export const FIELD_WORDS: readonly {
  field: LibraryEntryField;
  words: readonly string[];
  /** The words name the field only with one of these beside them ("Library #", not "Library"). */
  needs?: readonly string[];
}[] = [
  { field: 'program_notes', words: ['program', 'programme'], needs: ['note'] },
  { field: 'catalog_number', words: ['catalog', 'catalogue', 'cat', 'sku'] },
  { field: 'catalog_number', words: ['item', 'product', 'stock'], needs: ['number', 'no', 'num', 'nr', '#'] },
  { field: 'location', words: ['location', 'shelf', 'folder', 'drawer', 'cabinet', 'box', 'bin'] },
  { field: 'location', words: ['library', 'file'], needs: ['number', 'no', 'num', 'nr', '#'] },
  { field: 'key', words: ['key', 'tonality'] },
  { field: 'meter', words: ['meter', 'metre', 'signature', 'sig'] },
  { field: 'year', words: ['year', 'copyright', 'published'] },
  { field: 'composer', words: ['composer', 'composed', 'comp', 'music', 'author', 'writer', 'lyricist'] },
  {
    field: 'arranger',
    words: [
      'arranger',
      'arr',
      'arranged',
      'arrangement',
      'transcriber',
      'transcribed',
      'transcription',
      'orchestrator',
    ],
  },
  { field: 'publisher', words: ['publisher', 'pub', 'publishing', 'publication'] },
  { field: 'ensemble_type', words: ['ensemble', 'voicing', 'voice'] },
  { field: 'difficulty', words: ['grade', 'difficulty', 'level', 'diff', 'lvl'] },
  {
    field: 'duration',
    words: ['duration', 'time', 'length', 'runtime', 'timing', 'minute', 'min', 'second', 'sec'],
  },
  { field: 'genre', words: ['genre', 'style', 'category'] },
  { field: 'tags', words: ['tag', 'keyword', 'label'] },
  { field: 'notes', words: ['note', 'comment', 'remark', 'memo'] },
  { field: 'title', words: ['title', 'piece', 'work', 'song', 'selection', 'composition', 'name'] },
];

/** Words a header may hold besides field words ("Piece Name", "Approx. duration", "Catalog #"). */
export const MODIFIER_WORDS: ReadonlySet<string> = new Set([
  ...['a', 'the', 'of', 'by', 'in', 'as', 'for', 'and', 'or', 'to'],
  ...['number', 'no', 'num', 'nr', '#', 'type', 'text', 'written', 'range'],
  ...['approx', 'approximate', 'approximately', 'est', 'estimated', 'total'],
  ...['run', 'running', 'playing', 'performance', 'first', 'last', 'full', 'original', 'main', 'words'],
]);

/** Lower case, no accents, `_ - . :` as spaces, `#` spaced, spaces collapsed, trimmed. */
export function normalizeHeader(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_\-.:*]+/g, ' ')
    .replace(/\s*#\s*/g, ' #')
    .replace(/\s+/g, ' ')
    .trim();
}

export type DurationUnit = 'seconds' | 'minutes';

interface Match {
  field: LibraryEntryField;
  /** Position of the header's word among the field's words: lower is preferred. */
  rank: number;
  durationUnit?: DurationUnit;
}

/** Word → its field, its group's order (the priority between fields) and its rank in the field. */
const wordIndex = new Map<
  string,
  { field: LibraryEntryField; priority: number; rank: number; needs?: readonly string[] }
>();
const fieldWordCount = new Map<LibraryEntryField, number>();
FIELD_WORDS.forEach(({ field, words, needs }, priority) => {
  for (const word of words) {
    const rank = fieldWordCount.get(field) ?? 0;
    fieldWordCount.set(field, rank + 1);
    wordIndex.set(word, { field, priority, rank, ...(needs && { needs }) });
  }
});

const isKnown = (word: string) => wordIndex.has(word) || MODIFIER_WORDS.has(word);

/** A word as the vocabulary spells it: as written, else without a plural "s" or "es". */
function singular(word: string): string {
  if (isKnown(word)) return word;
  for (const cut of [/s$/, /es$/]) {
    const stem = word.replace(cut, '');
    if (stem !== word && isKnown(stem)) return stem;
  }
  return word;
}

/** A header's words outside and inside parentheses, singular, "(s)" dropped. */
function headerWords(normalized: string): { outside: string[]; inside: string[] } {
  const words = (text: string) =>
    text
      .split(/[\s/\\|,;&+]+/)
      .filter(Boolean)
      .map(singular);
  const plain = normalized.replace(/(\p{L})\(s\)/gu, '$1');
  const inside = [...plain.matchAll(/[([]([^)\]]*)[)\]]?/g)].flatMap((m) => words(m[1]!));
  const outside = words(plain.replace(/[([][^)\]]*[)\]]?/g, ' '));
  return { outside, inside };
}

const minutesWords = /\b(min|mins|minutes?)\b/;
const secondsWords = /\b(s|ss|sec|secs|seconds?)\b/;

/** What a bare number in a duration column with this (normalized) name means. */
const durationUnitOf = (normalized: string): DurationUnit =>
  minutesWords.test(normalized) && !secondsWords.test(normalized) ? 'minutes' : 'seconds';

/** What a header name holds, or null when it is not a library field. */
export function matchColumn(name: string): Match | null {
  const normalized = normalizeHeader(name);
  const { outside, inside } = headerWords(normalized);
  if (!outside.length || !outside.every(isKnown)) return null;
  const all = new Set([...outside, ...inside]);
  let best: { field: LibraryEntryField; priority: number; rank: number } | null = null;
  for (const word of outside) {
    const hit = wordIndex.get(word);
    if (!hit || (hit.needs && !hit.needs.some((w) => all.has(w)))) continue;
    if (!best || hit.priority < best.priority || (hit.field === best.field && hit.rank < best.rank)) best = hit;
  }
  if (!best) return null;
  const { field, rank } = best;
  if (field === 'difficulty' && (all.has('written') || all.has('text'))) return { field: 'difficulty_text', rank: 0 };
  if (field === 'duration') return { field, rank, durationUnit: durationUnitOf(normalized) };
  return { field, rank };
}

export interface ColumnMapping {
  /** 0-based position of the column in a row. */
  index: number;
  /** The header as the file wrote it (trimmed). */
  name: string;
  field: LibraryEntryField;
  /** Duration columns only: what a bare number means. */
  durationUnit?: DurationUnit;
}

export interface IgnoredColumn {
  index: number;
  name: string;
  /** Why, in a sentence for the director. */
  message: string;
}

export interface HeaderMapping {
  columns: ColumnMapping[];
  ignored: IgnoredColumn[];
}

/** Maps one row read as a header. Blank header cells are neither mapped nor reported. */
export function mapHeader(cells: readonly string[]): HeaderMapping {
  const chosen = new Map<LibraryEntryField, ColumnMapping & { rank: number }>();
  const ignored: IgnoredColumn[] = [];
  const losers: { index: number; name: string; field: LibraryEntryField }[] = [];
  cells.forEach((cell, index) => {
    const name = cell.trim();
    if (!name) return;
    const match = matchColumn(name);
    if (!match) {
      ignored.push({ index, name, message: `column ignored: "${name}" is not a library field` });
      return;
    }
    const current = chosen.get(match.field);
    const mapping = {
      index,
      name,
      field: match.field,
      rank: match.rank,
      ...(match.durationUnit && { durationUnit: match.durationUnit }),
    };
    if (!current || match.rank < current.rank) {
      if (current) losers.push(current);
      chosen.set(match.field, mapping);
    } else {
      losers.push(mapping);
    }
  });
  for (const loser of losers) {
    const winner = chosen.get(loser.field)!;
    ignored.push({
      index: loser.index,
      name: loser.name,
      message: `column ignored: "${loser.name}" repeats the ${loser.field} already read from "${winner.name}"`,
    });
  }
  const columns = [...chosen.values()].map(({ rank: _rank, ...mapping }) => mapping).sort((a, b) => a.index - b.index);
  return { columns, ignored: ignored.sort((a, b) => a.index - b.index) };
}

/** Rows searched for the header (blank rows not counted). */
export const HEADER_SEARCH_ROWS = 20;

/**
 * Which of these rows (the first non-blank rows of a file) is the header: the row with a title
 * column that names the most fields (the first one on a tie). -1 when none has a title column.
 */
export function findHeaderRow(rows: readonly (readonly string[])[]): number {
  let best = -1;
  let bestFields = 0;
  rows.slice(0, HEADER_SEARCH_ROWS).forEach((cells, i) => {
    const { columns } = mapHeader(cells);
    if (!columns.some((c) => c.field === 'title')) return;
    if (columns.length > bestFields) {
      best = i;
      bestFields = columns.length;
    }
  });
  return best;
}

/** The sentence for a file without a title column; `firstRow` is its first non-blank row. */
export function noTitleColumnMessage(firstRow: readonly string[] | undefined): string {
  const found = (firstRow ?? []).map((c) => c.trim()).filter(Boolean);
  const shown = found.length > 8 ? [...found.slice(0, 8), '…'] : found;
  return (
    `No title column was found in the first ${HEADER_SEARCH_ROWS} rows. The header row needs a column for the title of each piece, ` +
    `named with a word such as Title, Piece, Song, Work, Selection or Name ("Piece Name", "Song Title").` +
    (shown.length ? ` The first row reads: ${shown.join(', ')}.` : '')
  );
}

/** The director's choice per column of the header: its 0-based index → the field it fills, or null to ignore it. */
export type ColumnChoice = Readonly<Record<number, LibraryEntryField | null>>;

/**
 * Maps a header row as the director chose (in the import dialog) instead of by its words. A
 * column the choice leaves out or sets to null is ignored and reported once; a duration column
 * still reads bare numbers as minutes when its name says minutes.
 */
export function mapChosenHeader(cells: readonly string[], choice: ColumnChoice): HeaderMapping {
  const columns: ColumnMapping[] = [];
  const ignored: IgnoredColumn[] = [];
  cells.forEach((cell, index) => {
    const name = cell.trim();
    const field = choice[index] ?? null;
    if (field === null) {
      if (name) ignored.push({ index, name, message: `column ignored: "${name}" (set to Ignore)` });
      return;
    }
    const shown = name || `Column ${index + 1}`;
    columns.push({
      index,
      name: shown,
      field,
      ...(field === 'duration' && { durationUnit: durationUnitOf(normalizeHeader(name)) }),
    });
  });
  return { columns, ignored };
}
