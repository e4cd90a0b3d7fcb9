import { libraryRoutes } from '@app/shared/api/library';
import { searchCatalog } from '../catalog/search-catalog';
import { domainHandler } from '../lib/http';
import { json, noContent, type ApiResult } from '../lib/responses';
import { accountMiddleware, SHORT_ACCOUNT_MAX_AGE_MS } from '../users/account-middleware';
import * as library from './service';
import * as uploadTasks from './upload-task-service';

/** The upload's multipart and CSV parsers and its S3 and SQS clients: loaded by the first upload, not by every cold start. */
const uploads = () => import('./upload-service');
/** The CSV writer (and the value formats it shares with the import): loaded by the first export or template. */
const csvWriter = () => import('./csv/write-library-csv');

const csvFile = (body: string, filename: string): ApiResult => ({
  statusCode: 200,
  headers: {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  },
  body,
});

export const handler = domainHandler(
  libraryRoutes,
  {
    // the Add piece typeahead: works of the repertoire catalogue by title or composer
    'GET /api/catalog/works': async ({ query }) => json(200, { works: searchCatalog(query.q) }),

    'GET /api/library/entries': async ({ query, caller }) => json(200, await library.listEntries(caller, query)),

    'POST /api/library/entries': async ({ body, caller }) => json(201, await library.createEntry(caller, body)),

    'GET /api/library/entries/{id}': async ({ params, caller }) => json(200, await library.getEntry(caller, params.id)),

    'PUT /api/library/entries/{id}': async ({ body, params, caller }) =>
      json(200, await library.replaceEntry(caller, params.id, body)),

    'DELETE /api/library/entries/{id}': async ({ params, caller }) => {
      await library.deleteEntry(caller, params.id);
      return noContent();
    },

    'POST /api/library/upload/csv': async ({ event, caller }) =>
      json(202, await (await uploads()).startImport(caller, event)),

    'POST /api/library/upload/csv/preview': async ({ event }) =>
      json(200, await (await uploads()).previewImport(event)),

    'POST /api/library/upload/csv/target': async ({ body, caller }) =>
      json(200, (await uploads()).uploadTarget(caller, body)),

    'POST /api/library/upload/csv/staged/preview': async ({ body, caller }) =>
      json(200, await (await uploads()).previewStagedImport(caller, body)),

    'POST /api/library/upload/csv/staged': async ({ body, caller }) =>
      json(202, await (await uploads()).startStagedImport(caller, body)),

    'GET /api/library/upload/status/{id}': async ({ params, caller }) =>
      json(200, await uploadTasks.getTaskStatus(caller, params.id)),

    'GET /api/library/upload/tasks': async ({ query, caller }) =>
      json(200, await uploadTasks.listTaskPage(caller, query)),

    'POST /api/library/check-library-status': async ({ caller }) => json(200, await library.libraryStatus(caller)),

    'GET /api/library/export.csv': async ({ caller }) =>
      csvFile((await csvWriter()).libraryToCsv(await library.allEntries(caller)), 'podium-library.csv'),
  },
  {
    account: accountMiddleware({ maxAgeMs: SHORT_ACCOUNT_MAX_AGE_MS }),
    limits: {
      'POST /api/library/upload/csv': 'import',
      'POST /api/library/upload/csv/preview': 'import',
      'POST /api/library/upload/csv/target': 'import',
      'POST /api/library/upload/csv/staged/preview': 'import',
      'POST /api/library/upload/csv/staged': 'import',
    },
    publicRoutes: {
      'GET /api/library/template.csv': async () =>
        csvFile((await csvWriter()).libraryTemplateCsv(), 'podium-library-template.csv'),
    },
  },
);
