import { catalogSearchQuerySchema, type CatalogSearchResult } from '../contracts/chat';
import {
  csvStagedFileSchema,
  csvUploadTargetInputSchema,
  libraryEntryInputSchema,
  libraryQuerySchema,
  uploadTasksQuerySchema,
  type CsvPreview,
  type CsvUploadTarget,
  type LibraryEntry,
  type LibraryPage,
  type LibraryStatus,
  type UploadStarted,
  type UploadTask,
  type UploadTaskPage,
} from '../contracts/library';
import { pathId, publicRoute, reply, route } from './route';

const entry = { id: pathId('Library entry') };

export const libraryRoutes = [
  route('GET', '/api/library/entries', 'library', { query: libraryQuerySchema, response: reply<LibraryPage>() }),
  route('POST', '/api/library/entries', 'library', { body: libraryEntryInputSchema, response: reply<LibraryEntry>() }),
  route('GET', '/api/library/entries/{id}', 'library', { params: entry, response: reply<LibraryEntry>() }),
  route('PUT', '/api/library/entries/{id}', 'library', {
    params: entry,
    body: libraryEntryInputSchema,
    response: reply<LibraryEntry>(),
  }),
  route('DELETE', '/api/library/entries/{id}', 'library', { params: entry, response: reply<void>() }),
  // multipart, fields `file` and optionally `mapping` (JSON, see csvColumnMappingSchema)
  route('POST', '/api/library/upload/csv', 'library', { multipart: true, response: reply<UploadStarted>() }),
  // the same form, nothing kept: the columns, what each will fill and the first rows as they would be stored
  route('POST', '/api/library/upload/csv/preview', 'library', { multipart: true, response: reply<CsvPreview>() }),
  // the same, for a file the browser stored in the uploads bucket itself: where to store it, then its
  // preview and its import by key (the mapping as JSON)
  route('POST', '/api/library/upload/csv/target', 'library', {
    body: csvUploadTargetInputSchema,
    response: reply<CsvUploadTarget>(),
  }),
  route('POST', '/api/library/upload/csv/staged/preview', 'library', {
    body: csvStagedFileSchema,
    response: reply<CsvPreview>(),
  }),
  route('POST', '/api/library/upload/csv/staged', 'library', {
    body: csvStagedFileSchema,
    response: reply<UploadStarted>(),
  }),
  route('GET', '/api/library/upload/status/{id}', 'library', {
    params: { id: pathId('Upload task') },
    response: reply<UploadTask>(),
  }),
  route('GET', '/api/library/upload/tasks', 'library', {
    query: uploadTasksQuerySchema,
    response: reply<UploadTaskPage>(),
  }),
  route('POST', '/api/library/check-library-status', 'library', { response: reply<LibraryStatus>() }),
  // the import template (public, so the empty-library page can link it) and the library as CSV files
  publicRoute('GET', '/api/library/template.csv', 'library', { response: reply<Blob>() }),
  route('GET', '/api/library/export.csv', 'library', { response: reply<Blob>() }),
  // the repertoire catalogue, for the library's Add piece typeahead
  route('GET', '/api/catalog/works', 'library', {
    query: catalogSearchQuerySchema,
    response: reply<CatalogSearchResult>(),
  }),
] as const;
