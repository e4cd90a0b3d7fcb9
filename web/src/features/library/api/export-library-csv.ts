import { callForResponse, hrefOf } from '../../../lib/api-client';
import { filenameFromDisposition, saveFile } from '../../../lib/download';

/** Where the empty library and the import dialog link to (public: a plain link downloads it). */
export const TEMPLATE_CSV_URL = hrefOf('GET /api/library/template.csv');
const EXPORT_FILENAME = 'podium-library.csv';

/**
 * GET /library/export.csv (needs the bearer token, so it is fetched, not linked) and hands the
 * file to the browser's downloads.
 */
export async function exportLibraryCsv(): Promise<void> {
  const response = await callForResponse('GET /api/library/export.csv');
  const blob = await response.blob();
  saveFile(blob, filenameFromDisposition(response.headers.get('content-disposition')) ?? EXPORT_FILENAME);
}
