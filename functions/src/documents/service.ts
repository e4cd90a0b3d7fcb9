import { sharedProgramPath } from '@app/shared/contracts/programs';
import { getProgram } from '../programs/service';
import type { Caller } from '../lib/caller';
import { documentDisposition } from './filename';
import type { Presenter, RenderOptions } from './render-program';

export interface ProgramDocument {
  body: Buffer;
  /** The full `Content-Disposition` header value. */
  disposition: string;
}

/**
 * The printable program of one of the user's programs (NotFoundError for anyone else's), headed
 * by the presenter of the director's profile. It does not finalize the program: the browser does
 * that with a PATCH after a successful download.
 */
export async function programDocument(
  caller: Caller,
  id: number,
  presenter: Presenter,
  { siteOrigin, ...options }: Omit<RenderOptions, 'sharedUrl'> & { siteOrigin?: string },
): Promise<ProgramDocument> {
  // the renderer and the docx library are a chunk of their own, loaded by the first export, not at a cold start
  const [program, { renderProgram }] = await Promise.all([getProgram(caller, id), import('./render-program')]);
  // a shared program's booklet prints where its public page is, on the site the director is using
  const sharedUrl = program.share && siteOrigin ? `${siteOrigin}${sharedProgramPath(program.share.token)}` : undefined;
  const body = await renderProgram(program, presenter, { ...options, ...(sharedUrl ? { sharedUrl } : {}) });
  return { body, disposition: documentDisposition(program.title, program.id).header };
}
