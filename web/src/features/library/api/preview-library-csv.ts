import type { LibraryEntryField } from '@app/shared/contracts/library';
import { call } from '../../../lib/api-client';

/** A column's 0-based index → the field it fills, or null to ignore it. */
export type ColumnMapping = Record<number, LibraryEntryField | null>;

/**
 * POST /library/upload/csv/staged/preview: a stored file's columns, what each will fill and its
 * first rows as they would be stored (nothing is kept); with `mapping`, as the director chose. The
 * file is named by its key, so a change of mapping sends no file again. 400 says why a file is refused.
 */
export function previewLibraryCsv(key: string, mapping?: ColumnMapping) {
  return call('POST /api/library/upload/csv/staged/preview', { body: { key, ...(mapping ? { mapping } : {}) } });
}
