import { apiResponse } from '../../../lib/api-client';

/** Where the empty library and the import dialog link to (public: a plain link downloads it). */
export const TEMPLATE_CSV_URL = '/api/library/template.csv';
const EXPORT_FILENAME = 'podium-library.csv';

/** The name in a `Content-Disposition` header (`filename="…"`), if any. */
const filenameOf = (header: string | null) => /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header ?? '')?.[1] ?? null;

/**
 * GET /library/export.csv (needs the bearer token, so it is fetched, not linked) and hands the
 * file to the browser's downloads.
 */
export async function exportLibraryCsv(): Promise<void> {
  const response = await apiResponse('/library/export.csv');
  const blob = await response.blob();
  saveFile(blob, filenameOf(response.headers.get('content-disposition')) ?? EXPORT_FILENAME);
}

// the same as the programs feature's saveFile (features do not import each other)
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
