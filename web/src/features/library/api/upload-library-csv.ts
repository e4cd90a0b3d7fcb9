import { call } from '../../../lib/api-client';
import type { ColumnMapping } from './preview-library-csv';

/**
 * POST /library/upload/csv/staged: imports a stored file by its key, read as the director chose
 * (`mapping`): 202 with the task to follow; 400 says why a file is refused.
 */
export function uploadLibraryCsv(key: string, fileName: string, mapping?: ColumnMapping) {
  return call('POST /api/library/upload/csv/staged', {
    body: { key, file_name: fileName, ...(mapping ? { mapping } : {}) },
  });
}
