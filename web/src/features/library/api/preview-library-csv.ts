import type { LibraryEntryField } from '@app/shared/contracts/library';
import { call } from '../../../lib/api-client';

/** A column's 0-based index → the field it fills, or null to ignore it. */
export type ColumnMapping = Record<number, LibraryEntryField | null>;

/** The multipart form of an upload or its preview: the file and, when given, the director's mapping (JSON). */
export function csvForm(file: File, mapping?: ColumnMapping): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  return form;
}

/**
 * POST /library/upload/csv/preview: the file's columns, what each will fill and its first rows as
 * they would be stored (nothing is kept); with `mapping`, as the director chose. 400 says why a file is refused.
 */
export function previewLibraryCsv(file: File, mapping?: ColumnMapping) {
  return call('POST /api/library/upload/csv/preview', { body: csvForm(file, mapping) });
}
