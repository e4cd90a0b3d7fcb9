import { documentFormats, type DocumentFormat } from '@app/shared/contracts/documents';

const described: Record<DocumentFormat, { label: string; hint: string }> = {
  standard: { label: 'Standard', hint: 'One or two letter pages' },
  booklet: { label: 'Booklet', hint: 'Half-letter pages to fold into a booklet' },
};

/** The Word document's formats as the toolbar and the export dialog offer them (standard first). */
export const DOCUMENT_FORMATS = documentFormats.map((value) => ({ value, ...described[value] }));
