import { documentQuerySchema } from '../contracts/documents';
import { pathId, reply, route } from './route';

/** The printable program: a .docx file (DOCX_CONTENT_TYPE), its name in Content-Disposition. */
export const documentsRoutes = [
  route('GET', '/api/document/programs/{id}', 'documents', {
    params: { id: pathId('Program') },
    query: documentQuerySchema,
    response: reply<Blob>(),
  }),
] as const;
