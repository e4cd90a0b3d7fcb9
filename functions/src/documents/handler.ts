import { documentsRoutes } from '@app/shared/api/documents';
import { DOCX_CONTENT_TYPE } from '@app/shared/contracts/documents';
import { domainHandler } from '../lib/http';
import { binary } from '../lib/responses';
import { accountMiddleware, SHORT_ACCOUNT_MAX_AGE_MS } from '../users/account-middleware';
import { programDocument } from './service';

export const handler = domainHandler(
  documentsRoutes,
  {
    'GET /api/document/programs/{id}': async ({ query, params, caller }) => {
      const document = await programDocument(caller, params.id, {
        format: query.format,
        includeProgramNotes: query.include_program_notes,
      });
      return binary(document.body, { 'content-type': DOCX_CONTENT_TYPE, 'content-disposition': document.disposition });
    },
  },
  { account: accountMiddleware({ maxAgeMs: SHORT_ACCOUNT_MAX_AGE_MS }) },
);
