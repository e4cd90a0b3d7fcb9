import type { DocumentFormat } from '@app/shared/contracts/documents';
import { titleAsFileName } from '@app/shared/domain/file-name';
import { apiResponse } from '../../../lib/api-client';

/** The file name of a `Content-Disposition` header: RFC 5987 `filename*` first, then `filename`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}

/** Spec §7: without a header, the sanitised program title, or program_{id}, with extension .docx. */
export const fallbackFilename = (title: string | null | undefined, id: number): string => `${titleAsFileName(title ?? '') || `program_${id}`}.docx`;

export interface ExportOptions {
  format: DocumentFormat;
  includeProgramNotes: boolean;
}

/** GET /document/programs/{id}: the .docx and the name to save it under. */
export async function exportProgram(id: number, title: string | null | undefined, { format, includeProgramNotes }: ExportOptions) {
  const response = await apiResponse(`/document/programs/${id}`, { query: { format, include_program_notes: includeProgramNotes } });
  const blob = await response.blob();
  return { blob, filename: filenameFromDisposition(response.headers.get('content-disposition')) ?? fallbackFilename(title, id) };
}

/** Hands the file to the browser's downloads. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started reading the blob; free it once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
