import type { Ensemble } from '@app/shared/contracts/ensembles';
import { ensembleItem } from '../ensembles/service';
import type { Caller } from '../lib/caller';
import { batchGetConsistent } from '../lib/db';
import type { ItemKey } from '../lib/keys';
import { libraryVersionItem } from '../library/service';
import { programPiecesItem, type ProgramPieces } from '../programs/service';
import { chatSessionKey, type ChatSessionRecord } from './session-repository';

/** Tries of a batch read whose keys DynamoDB left unprocessed (it throttled them) before giving up. */
const MAX_TRIES = 5;

/**
 * What a turn of the conversation names, read in one BatchGetItem instead of a GetItem each: the
 * chosen ensemble, the session (when the turn names one) and the current program (when it names
 * one), each undefined when it does not exist, and the library's version (0 before any write), so
 * the container's candidates are checked without a read of their own. The reads are strongly
 * consistent, as a program's and the version's are on their own. Each item keeps its own
 * repository's key and record type: the other domains' services hand over their items as reads.
 */
export async function turnItems(
  caller: Caller,
  ids: { ensembleId: number; sessionId?: number; programId?: number },
): Promise<{ ensemble?: Ensemble; session?: ChatSessionRecord; program?: ProgramPieces; libraryVersion: number }> {
  const ensembleRead = ensembleItem(caller, ids.ensembleId);
  const versionRead = libraryVersionItem(caller);
  const keys: ItemKey[] = [ensembleRead.key, versionRead.key];
  const sessionKey = ids.sessionId != null ? chatSessionKey(caller.sub, ids.sessionId) : undefined;
  const programRead = ids.programId != null ? programPiecesItem(caller, ids.programId) : undefined;
  if (sessionKey) keys.push(sessionKey);
  if (programRead) keys.push(programRead.key);

  const found = new Map((await batchGetConsistent(keys, MAX_TRIES)).map((item) => [item.SK as string, item]));

  const ensemble = ensembleRead.read(found.get(ensembleRead.key.SK));
  const session = sessionKey && (found.get(sessionKey.SK) as ChatSessionRecord | undefined);
  const program = programRead?.read(found.get(programRead.key.SK));
  return {
    libraryVersion: versionRead.read(found.get(versionRead.key.SK)),
    ...(ensemble ? { ensemble } : {}),
    ...(session ? { session } : {}),
    ...(program ? { program } : {}),
  };
}
