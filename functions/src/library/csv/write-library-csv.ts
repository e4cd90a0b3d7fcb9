import { blankLibraryFields, type LibraryEntryField, type LibraryEntryInput } from '@app/shared/contracts/library';
import { formatDuration } from '@app/shared/domain/duration';
import { guardFormula } from './formula-guard';
import { ensembleTypeName, formatGrade, formatTags } from './values';

/**
 * The library as CSV (export) and the blank template, in the one column order below. Every header
 * is a name the import reads back (`columns.ts`), and every value is written the way the import
 * reads it, so importing an export gives back the same entries, field for field: the grade as a
 * number in "Grade" and the words the director used in "Grade (as written)"; durations as m:ss;
 * ensemble types by name ("Concert Band"); tags joined with "; " (a tag holding ; , | or " is
 * quoted inside the cell). Files are UTF-8 with a byte order mark (so Excel reads accents) and
 * CRLF line ends; a cell is quoted when it holds a comma, semicolon, tab, quote or line break.
 *
 * A cell a spreadsheet would run as a formula (beginning with = + - or @) is written with a `'` in
 * front, which the import takes off again (`formula-guard.ts`).
 */
export const LIBRARY_CSV_COLUMNS: readonly { header: string; field: LibraryEntryField }[] = [
  { header: 'Title', field: 'title' },
  { header: 'Composer', field: 'composer' },
  { header: 'Arranger', field: 'arranger' },
  { header: 'Publisher', field: 'publisher' },
  { header: 'Grade', field: 'difficulty' },
  { header: 'Grade (as written)', field: 'difficulty_text' },
  { header: 'Duration (m:ss)', field: 'duration' },
  { header: 'Ensemble type', field: 'ensemble_type' },
  { header: 'Genre', field: 'genre' },
  { header: 'Tags', field: 'tags' },
  { header: 'Key', field: 'key' },
  { header: 'Meter', field: 'meter' },
  { header: 'Year', field: 'year' },
  { header: 'Program notes', field: 'program_notes' },
  { header: 'Catalog number', field: 'catalog_number' },
  { header: 'Location', field: 'location' },
  { header: 'Notes', field: 'notes' },
];

const BOM = '\uFEFF';
const CRLF = '\r\n';

/** One cell: quoted (with `""` for a quote) when it holds a delimiter, quote or line break. */
export const csvCell = (value: string): string =>
  /[",;\t\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

function cellOf(entry: LibraryEntryInput, field: LibraryEntryField): string {
  switch (field) {
    case 'difficulty':
      return entry.difficulty === null ? '' : formatGrade(entry.difficulty);
    case 'duration':
      return entry.duration === null ? '' : formatDuration(entry.duration);
    case 'ensemble_type':
      return entry.ensemble_type === null ? '' : ensembleTypeName(entry.ensemble_type);
    case 'tags':
      return formatTags(entry.tags);
    case 'year':
      return entry.year === null ? '' : String(entry.year);
    default:
      return entry[field] ?? '';
  }
}

const line = (cells: readonly string[]) => cells.map((cell) => csvCell(guardFormula(cell))).join(',') + CRLF;
const headerLine = () => line(LIBRARY_CSV_COLUMNS.map((c) => c.header));

/** The entries as a CSV file (a stored `LibraryEntry` fits: its other fields are not written). */
export function libraryToCsv(entries: Iterable<LibraryEntryInput>): string {
  let csv = BOM + headerLine();
  for (const entry of entries) csv += line(LIBRARY_CSV_COLUMNS.map((c) => cellOf(entry, c.field)));
  return csv;
}

const example = (values: Partial<LibraryEntryInput> & Pick<LibraryEntryInput, 'title'>): LibraryEntryInput => ({
  ...blankLibraryFields(),
  ...values,
});

/** The two example rows of the template (facts only; unknown values are left blank). */
export const TEMPLATE_EXAMPLES: readonly LibraryEntryInput[] = [
  // grade and duration as the Wind Repertory Project gives them (the demo library's source too:
  // https://www.windrep.org/Shenandoah_(Ticheli))
  example({
    title: 'Shenandoah',
    composer: 'Frank Ticheli',
    publisher: 'Manhattan Beach Music',
    difficulty: 4,
    difficulty_text: 'IV',
    duration: 6 * 60 + 10,
    ensemble_type: 'concert_band',
    tags: ['folk song'],
    notes: 'Example row: replace it with your own music or delete it',
  }),
  example({
    title: 'The Stars and Stripes Forever',
    composer: 'John Philip Sousa',
    ensemble_type: 'concert_band',
    genre: 'March',
    tags: ['march'],
    notes: 'Example row: replace it with your own music or delete it',
  }),
];

/** The blank template the library page offers: the header and two example rows. */
export const libraryTemplateCsv = (): string => libraryToCsv(TEMPLATE_EXAMPLES);
