import type { DocumentFormat } from '@app/shared/contracts/documents';
import { titleAsFileName } from '@app/shared/domain/file-name';
import { callForResponse } from '../../../lib/api-client';
import { filenameFromDisposition } from '../../../lib/download';

/** Without a Content-Disposition: the sanitised program title, or program_{id}, with extension .docx. */
export const fallbackFilename = (title: string | null | undefined, id: number): string =>
  `${titleAsFileName(title ?? '') || `program_${id}`}.docx`;

export interface ExportOptions {
  format: DocumentFormat;
  includeProgramNotes: boolean;
}

/** GET /document/programs/{id}: the .docx and the name to save it under. */
export async function exportProgram(
  id: number,
  title: string | null | undefined,
  { format, includeProgramNotes }: ExportOptions,
) {
  const response = await callForResponse('GET /api/document/programs/{id}', {
    params: { id },
    // a shared program's booklet prints the QR code of its page on this site
    query: { format, include_program_notes: includeProgramNotes, site_origin: window.location.origin },
  });
  const blob = await response.blob();
  return {
    blob,
    filename: filenameFromDisposition(response.headers.get('content-disposition')) ?? fallbackFilename(title, id),
  };
}
