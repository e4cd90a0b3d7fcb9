/**
 * Spreadsheet formula injection: Excel, LibreOffice and Google Sheets run a cell that begins with
 * `=`, `+`, `-` or `@` (or a tab or carriage return before one) as a formula, so a title such as
 * `=HYPERLINK(…)` in an exported library would act when the director opens the file. The export
 * writes such a cell with a `'` in front (the usual guard: the spreadsheet shows the text), and the
 * import takes that `'` off again, so importing an export gives back the same values.
 *
 * To keep that exact, a value that already begins with apostrophes before one of those characters
 * (`'=x`) is guarded too (`''=x`): the import takes off one `'` from any cell that begins with one
 * or more `'` followed by a formula character, and from nothing else (`'Tis` stays as it is).
 */

/** Apostrophes (none or more) then a character that makes a spreadsheet read a formula. */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** What the export's guard leaves: at least one apostrophe before a formula character. */
const GUARDED_START = /^'+[=+\-@\t\r]/;

/** A cell's value as the export writes it: with a leading `'` when a spreadsheet would read a formula. */
export const guardFormula = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** A cell as the import reads it: the export's guard taken off (one `'` before a formula character). */
export const unguardFormula = (cell: string): string => (GUARDED_START.test(cell) ? cell.slice(1) : cell);
