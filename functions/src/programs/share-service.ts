import { randomBytes, timingSafeEqual } from 'node:crypto';
import { SHARED_PROGRAM_GONE, type Program, type SharedProgram } from '@app/shared/contracts/programs';
import { programListing } from '@app/shared/domain/program-listing';
import type { Caller } from '../lib/caller';
import { NotFoundError } from '../lib/errors';
import { logger } from '../lib/observability';
import { changeProgram, programNotFound } from './concurrency';
import { programView } from './ensemble-index';
import { getProgramItem, type ProgramRecord } from './repository';
import { deleteShare, getShare, putShare, shareTokenHash } from './share-repository';

/** 144 random bits, URL-safe: 24 characters nobody can guess or count through. */
const newToken = () => randomBytes(18).toString('base64url');

/** What an unknown, revoked or malformed link gets: the same 404, so none can be told apart. */
const gone = () => new NotFoundError(SHARED_PROGRAM_GONE, { resource: 'shared_program' });

/**
 * POST /programs/{id}/share: a public page of the program at a new link (the item the link finds,
 * then the program's record of it). A program already shared keeps its link: sharing twice, or from
 * two windows, gives one link.
 */
export async function shareProgram(caller: Caller, id: number): Promise<Program> {
  const current = await getProgramItem(caller.sub, id);
  if (!current) throw programNotFound();
  if (current.share) return programView(caller, current);
  const token = newToken();
  const sharedAt = new Date().toISOString();
  await putShare(token, caller.sub, id, sharedAt);
  let record: ProgramRecord;
  try {
    record = await changeProgram(caller.sub, id, (program) =>
      program.share ? program : { ...program, share: { token, shared_at: sharedAt } },
    );
  } catch (error) {
    await forgetShare(token);
    throw error;
  }
  // another window shared it first: its link stands, this one never worked
  if (record.share?.token !== token) await forgetShare(token);
  return programView(caller, record);
}

/** DELETE /programs/{id}/share: the link answers 404 from now on; sharing again makes a new one. */
export async function stopSharingProgram(caller: Caller, id: number): Promise<Program> {
  const current = await getProgramItem(caller.sub, id);
  if (!current) throw programNotFound();
  if (!current.share) return programView(caller, current);
  let revoked: string | undefined;
  const record = await changeProgram(caller.sub, id, ({ share, ...program }) => {
    revoked = share?.token;
    return program;
  });
  if (revoked) await forgetShare(revoked);
  return programView(caller, record);
}

/**
 * The item a link finds, removed. The program's record decides whether a link works, so a removal
 * that fails (left to log) never brings a revoked page back.
 */
export async function forgetShare(token: string): Promise<void> {
  await deleteShare(token).catch((error: unknown) =>
    logger.warn('shared program link left in the table', { share: shareTokenHash(token), error: error as Error }),
  );
}

const sameToken = (a: string, b: string) =>
  timingSafeEqual(Buffer.from(shareTokenHash(a)), Buffer.from(shareTokenHash(b)));

/**
 * GET /shared/programs/{token} (no sign-in): what the public page shows of a shared program: its
 * title, date and time, venue and running order with composers, arrangers and notes, nothing else of
 * the director. 404 for a link that shares nothing: unknown, revoked, or its program deleted.
 */
export async function readSharedProgram(token: string): Promise<SharedProgram> {
  const share = await getShare(token);
  if (!share) throw gone();
  const owner: Caller = { sub: share.sub };
  const record = await getProgramItem(owner.sub, share.program_id);
  if (!record?.share || !sameToken(record.share.token, token)) throw gone();
  const program = await programView(owner, record);
  const listing = programListing(program);
  return {
    title: program.title,
    performance_date: program.performance_date,
    performance_time: program.performance_time,
    venue: program.venue,
    sets: listing.groups.map((group) => ({
      heading: group.heading,
      pieces: group.pieces.map(({ title, composer, arranger, notes }) => ({ title, composer, arranger, notes })),
    })),
    intermission_after: listing.intermissionAfter ?? null,
  };
}
