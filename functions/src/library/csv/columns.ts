import type { LibraryEntryField } from '@app/shared/contracts/library';

/**
 * The header row of a library CSV and what each of its columns holds.
 *
 * A header name is compared after `normalizeHeader` (lower case, accents, `_`, `-`, `.`, `:` and
 * extra spaces removed, `#` spaced), first whole, then without a trailing "(…)" part, which may
 * carry a unit: "Duration (min)", "Time (sec)", "Duration (m:ss)".
 *
 * | field          | accepted names (the first is preferred when two columns name one field) |
 * |----------------|-------------------------------------------------------------------------|
 * | title          | Title, Piece title, Title of work, Work title, Song title, Piece, Work, Song, Selection, Composition, Name |
 * | composer       | Composer, Composers, Composed by, Comp., Composer name, Music by, Composer/Arranger |
 * | arranger       | Arranger, Arrangers, Arr., Arranged by, Arrangement, Arranger name, Transcribed by, Transcriber |
 * | publisher      | Publisher, Pub., Publishing, Publisher name |
 * | difficulty     | Grade, Difficulty, Level, Grade level, Difficulty level, Difficulty grade |
 * | difficulty_text| Grade (as written), Grade as written, Difficulty text |
 * | duration       | Duration, Time, Length, Running time, Run time, Runtime, Timing, Playing time, Performance time, Approx. duration, Approximate duration, Minutes, Seconds |
 * | ensemble_type  | Ensemble type, Ensemble, Type of ensemble, Voicing |
 * | genre          | Genre, Style, Category |
 * | tags           | Tags, Tag, Keywords, Keyword, Labels |
 * | key            | Key, Key signature, Tonality |
 * | meter          | Meter, Metre, Time signature, Time sig. |
 * | year           | Year, Published, Year published, Publication year, Copyright, Copyright year |
 * | program_notes  | Program notes, Programme notes, Program note |
 * | catalog_number | Catalog number, Catalog #, Catalog no., Catalogue number, Cat. #, Cat. no., Item number, Item #, Item no., SKU, Product number, Stock number |
 * | location       | Location, Shelf, Folder, Drawer, Cabinet, Box, Library #, Library number, File #, File number, Folder # |
 * | notes          | Notes, Note, Comments, Comment, Remarks, Memo |
 *
 * Duration columns named with minutes ("Minutes", "Duration (min)", "Length in minutes") read a
 * bare number as minutes; all others as seconds. Any other column is ignored (and reported once,
 * not per row); so is a second column for a field already read from a preferred one.
 */
export const COLUMN_ALIASES: Readonly<Record<LibraryEntryField, readonly string[]>> = {
  title: [
    'title',
    'piece title',
    'title of work',
    'work title',
    'song title',
    'piece',
    'work',
    'song',
    'selection',
    'composition',
    'name',
  ],
  composer: [
    'composer',
    'composers',
    'composed by',
    'comp',
    'composer name',
    'music by',
    'composer/arranger',
    'composer / arranger',
  ],
  arranger: [
    'arranger',
    'arrangers',
    'arr',
    'arranged by',
    'arrangement',
    'arranger name',
    'transcribed by',
    'transcriber',
  ],
  publisher: ['publisher', 'pub', 'publishing', 'publisher name'],
  difficulty: ['grade', 'difficulty', 'level', 'grade level', 'difficulty level', 'difficulty grade'],
  difficulty_text: ['grade (as written)', 'grade as written', 'difficulty text'],
  duration: [
    'duration',
    'time',
    'length',
    'running time',
    'run time',
    'runtime',
    'timing',
    'playing time',
    'performance time',
    'approx duration',
    'approximate duration',
    'minutes',
    'mins',
    'duration in minutes',
    'length in minutes',
    'time in minutes',
    'seconds',
    'duration in seconds',
  ],
  ensemble_type: ['ensemble type', 'ensemble', 'type of ensemble', 'voicing'],
  genre: ['genre', 'style', 'category'],
  tags: ['tags', 'tag', 'keywords', 'keyword', 'labels'],
  key: ['key', 'key signature', 'tonality'],
  meter: ['meter', 'metre', 'time signature', 'time sig'],
  year: ['year', 'published', 'year published', 'publication year', 'copyright', 'copyright year'],
  program_notes: ['program notes', 'programme notes', 'program note'],
  catalog_number: [
    'catalog number',
    'catalog #',
    'catalog no',
    'catalogue number',
    'catalogue #',
    'catalogue no',
    'cat #',
    'cat no',
    'item number',
    'item #',
    'item no',
    'sku',
    'product number',
    'stock number',
  ],
  location: [
    'location',
    'shelf',
    'folder',
    'drawer',
    'cabinet',
    'box',
    'library #',
    'library number',
    'library no',
    'file #',
    'file number',
    'folder #',
  ],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks', 'memo'],
};

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
  /** Position of the alias in its list: lower is preferred. */
  rank: number;
  durationUnit?: DurationUnit;
}

const aliasIndex = new Map<string, { field: LibraryEntryField; rank: number }>();
for (const [field, aliases] of Object.entries(COLUMN_ALIASES) as [LibraryEntryField, readonly string[]][]) {
  aliases.forEach((alias, rank) => aliasIndex.set(normalizeHeader(alias), { field, rank }));
}

const minutesWords = /\b(min|mins|minutes?)\b/;
const secondsWords = /\b(s|ss|sec|secs|seconds?)\b/;

/** What a header name holds, or null when it is not a library field. */
export function matchColumn(name: string): Match | null {
  const normalized = normalizeHeader(name);
  if (!normalized) return null;
  let hit = aliasIndex.get(normalized);
  let unitText = normalized;
  if (!hit) {
    const paren = /^(.*?)\s*\((.*)\)$/.exec(normalized);
    if (paren) {
      hit = aliasIndex.get(paren[1]!);
      unitText = paren[2]!;
    }
  }
  if (!hit) return null;
  if (hit.field !== 'duration') return hit;
  return { ...hit, durationUnit: minutesWords.test(unitText) && !secondsWords.test(unitText) ? 'minutes' : 'seconds' };
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
  const names = COLUMN_ALIASES.title.map((a) => a.charAt(0).toUpperCase() + a.slice(1));
  const found = (firstRow ?? []).map((c) => c.trim()).filter(Boolean);
  const shown = found.length > 8 ? [...found.slice(0, 8), '…'] : found;
  return (
    `No title column was found in the first ${HEADER_SEARCH_ROWS} rows. The header row needs a column for the title of each piece, ` +
    `named one of: ${names.join(', ')}.` +
    (shown.length ? ` The first row reads: ${shown.join(', ')}.` : '')
  );
}
