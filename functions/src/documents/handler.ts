import { DOCX_CONTENT_TYPE, documentQuerySchema } from '@app/shared/contracts/documents';
import { domainHandler, endpoint, parseId } from '../lib/http';
import { binary } from '../lib/responses';
import { accountMiddleware, SHORT_ACCOUNT_MAX_AGE_MS } from '../users/account-middleware';
import { programDocument } from './service';

export const handler = domainHandler(
  'documents',
  {
    'GET /api/document/programs/{id}': endpoint({ query: documentQuerySchema }, async ({ query, params, caller }) => {
      const id = parseId(params.id, 'Program');
      const document = await programDocument(caller, id, {
        format: query.format,
        includeProgramNotes: query.include_program_notes,
      });
      return binary(document.body, { 'content-type': DOCX_CONTENT_TYPE, 'content-disposition': document.disposition });
    }),
  },
  { account: accountMiddleware({ maxAgeMs: SHORT_ACCOUNT_MAX_AGE_MS }) },
);
