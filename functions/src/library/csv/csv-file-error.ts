/**
 * Why a whole CSV file cannot be imported (as opposed to a problem in one row, which is an
 * `UploadRowProblem`). The message is written for the director: the upload route returns it with a
 * 400, the worker stores it as the task's `error`.
 */
export type CsvFileErrorCode =
  /** No bytes, or only blank lines. */
  | 'empty'
  /** More than `CSV_MAX_BYTES`. */
  | 'too_large'
  /** Binary data: a workbook, a PDF, an image… */
  | 'not_text'
  /** No header row with a title column among the first rows. */
  | 'no_title_column'
  /** A header row but no row below it (reported by `inspectCsvUpload` only). */
  | 'no_rows'
  /** More columns than `CSV_MAX_COLUMNS`: not a library. */
  | 'too_many_columns'
  /** More pieces than `CSV_MAX_ROWS` in one file. */
  | 'too_many_rows';

export class CsvFileError extends Error {
  constructor(
    readonly code: CsvFileErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'CsvFileError';
  }
}
