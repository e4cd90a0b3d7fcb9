import { domainHandler, SHORT_ACCOUNT_MAX_AGE_MS, parseId, parseQuery } from '../lib/http';
import { binary } from '../lib/responses';
import { documentQuerySchema } from './query';
import { programDocument } from './service';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const handler = domainHandler('documents', {
  'GET /api/document/programs/{id}': async ({ event, params, user }) => {
    const query = parseQuery(event, documentQuerySchema);
    const id = parseId(params.id, 'Program');
    const document = await programDocument(user, id, { format: query.format, includeProgramNotes: query.include_program_notes });
    return binary(document.body, { 'content-type': DOCX_CONTENT_TYPE, 'content-disposition': document.disposition });
  },
}, { accountMaxAgeMs: SHORT_ACCOUNT_MAX_AGE_MS });
