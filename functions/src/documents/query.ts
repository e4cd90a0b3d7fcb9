import { z } from 'zod';
import { documentFormats } from './render-program';

/**
 * Query of GET /api/document/programs/{id} (spec §7, §9: format standard by default, notes off by
 * default). Only the exact words are accepted, so a typo is a 400 and not a silently different document.
 */
export const documentQuerySchema = z.object({
  format: z.enum(documentFormats).default('standard'),
  include_program_notes: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
