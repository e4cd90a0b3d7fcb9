import { call } from '../../../lib/api-client';
import { csvForm, type ColumnMapping } from './preview-library-csv';

/**
 * POST /library/upload/csv (multipart, field `file`, and `mapping` when the director chose the
 * columns): 202 with the task to follow; 400 says why a file is refused.
 */
export function uploadLibraryCsv(file: File, mapping?: ColumnMapping) {
  return call('POST /api/library/upload/csv', { body: csvForm(file, mapping) });
}
