import { documentsRoutes } from '@app/shared/api/documents';
import { DOCX_CONTENT_TYPE } from '@app/shared/contracts/documents';
import { preferredLocale } from '@app/shared/domain/time-of-day';
import { domainHandler } from '../lib/http';
import { binary } from '../lib/responses';
import { accountMiddleware, accountOf } from '../users/account-middleware';
import { programDocument } from './service';

export const handler = domainHandler(
  documentsRoutes,
  {
    'GET /api/document/programs/{id}': async ({ event, query, params, caller }) => {
      const account = accountOf(caller);
      const document = await programDocument(
        caller,
        params.id,
        { schoolName: account.school_name, directorName: account.name },
        {
          format: query.format,
          includeProgramNotes: query.include_program_notes,
          ...(query.site_origin ? { siteOrigin: query.site_origin } : {}),
          // the browser sends its languages with every request: the time prints as the builder shows it
          locale: preferredLocale(event.headers['accept-language']),
        },
      );
      return binary(document.body, { 'content-type': DOCX_CONTENT_TYPE, 'content-disposition': document.disposition });
    },
  },
  // the document prints the profile's school and name: read the account on every export (one GetItem),
  // so a profile just saved through the users function is the one printed
  { account: accountMiddleware(), limits: { 'GET /api/document/programs/{id}': 'export' } },
);
