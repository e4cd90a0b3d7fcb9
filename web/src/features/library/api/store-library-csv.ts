import type { CsvUploadTarget } from '@app/shared/contracts/library';
import { call } from '../../../lib/api-client';

/** The bucket refused the file or could not be reached: nothing was stored. */
export class StoreFileError extends Error {
  override name = 'StoreFileError';
}

const NOT_STORED =
  'The file could not be uploaded just now, and nothing was imported. Please try again in a few minutes.';

/**
 * Stores a CSV straight in the uploads bucket, never through the API: POST /library/upload/csv/target
 * says where (a presigned POST; 413 or 400 for a file too large or empty, before a byte is sent),
 * then the form goes to the bucket with the file last, `onProgress` told the share sent (0–1).
 * Resolves to the file's key, which the preview and the import name.
 */
export async function storeLibraryCsv(file: File, onProgress: (sent: number) => void): Promise<string> {
  const target = await call('POST /api/library/upload/csv/target', { body: { file_name: file.name, size: file.size } });
  await postForm(target, file, onProgress);
  return target.key;
}

/** XMLHttpRequest rather than fetch: only it tells how much of a large file has been sent. */
function postForm(target: CsvUploadTarget, file: File, onProgress: (sent: number) => void): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  // S3 reads the fields before the file: the file comes last
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', target.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else {
        console.error('[library] the bucket refused the CSV', request.status, request.responseText.slice(0, 300));
        reject(new StoreFileError(NOT_STORED));
      }
    };
    request.onerror = () => reject(new StoreFileError(NOT_STORED));
    request.send(form);
  });
}
