import type { UploadStatus } from '@app/shared/contracts/library';
import { api } from '../../../lib/api-client';

/** POST /library/upload/csv (multipart, field `file`): 202 with the task to follow; 400 says why a file is refused. */
export function uploadLibraryCsv(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<{ id: number; status: UploadStatus }>('/library/upload/csv', form);
}
