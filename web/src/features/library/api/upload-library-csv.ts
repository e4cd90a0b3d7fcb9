import { call } from '../../../lib/api-client';

/** POST /library/upload/csv (multipart, field `file`): 202 with the task to follow; 400 says why a file is refused. */
export function uploadLibraryCsv(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call('POST /api/library/upload/csv', { body: form });
}
