import * as z from 'zod/mini';

/** The printable program comes as a standard program (default) or a booklet. */
export const documentFormats = ['standard', 'booklet'] as const;
export type DocumentFormat = (typeof documentFormats)[number];

/** The .docx media type of GET /api/document/programs/{id}. */
export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Written with zod/mini (same checks, a fraction of the bundle): the documents function carries
 * docx and must stay small. Query of GET /api/document/programs/{id} (format standard by default, notes off by
 * default). Only the exact words are accepted, so a typo is a 400 and not a silently different document.
 */
export const documentQuerySchema = z.object({
  format: z._default(z.enum(documentFormats), 'standard'),
  include_program_notes: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((value) => value === 'true'),
  ),
  /**
   * The site the browser is on (`https://podium.example.org`): a shared program's booklet prints the
   * QR code of its public page there. An origin only: scheme, host and port.
   */
  site_origin: z.optional(
    z
      .string()
      .check(
        z.maxLength(200),
        z.regex(
          /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i,
          'site_origin must be an origin such as https://podium.example.org',
        ),
      ),
  ),
});

/** What the browser sends (the strings of the query). */
export type DocumentQueryInput = z.input<typeof documentQuerySchema>;
