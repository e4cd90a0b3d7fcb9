import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { ensembleKey, toEnsemble, type EnsembleRecord } from '../ensembles/repository';
import { db, tableName } from '../lib/db';
import type { ItemKey } from '../lib/keys';
import { libraryVersionKey } from '../library/library-version-repository';
import { programKey, type ProgramRecord } from '../programs/repository';
import type { ProgramPieces } from '../programs/service';
import { chatSessionKey, type ChatSessionRecord } from './session-repository';

/** Tries of a batch read whose keys DynamoDB left unprocessed (it throttled them) before giving up. */
const MAX_TRIES = 5;

/**
 * What a turn of the conversation names, read in one BatchGetItem instead of a GetItem each: the
 * chosen ensemble, the session (when the turn names one) and the current program (when it names
 * one), each undefined when it does not exist, and the library's version (0 before any write), so
 * the container's candidates are checked without a read of their own. The reads are strongly
 * consistent, as a program's and the version's are on their own. Each item keeps its own
 * repository's key and record type.
 */
export async function turnItems(
  sub: string,
  ids: { ensembleId: number; sessionId?: number; programId?: number },
): Promise<{ ensemble?: Ensemble; session?: ChatSessionRecord; program?: ProgramPieces; libraryVersion: number }> {
  const versionKey = libraryVersionKey(sub);
  const keys: ItemKey[] = [ensembleKey(sub, ids.ensembleId), versionKey];
  const sessionKey = ids.sessionId != null ? chatSessionKey(sub, ids.sessionId) : undefined;
  const currentProgramKey = ids.programId != null ? programKey(sub, ids.programId) : undefined;
  if (sessionKey) keys.push(sessionKey);
  if (currentProgramKey) keys.push(currentProgramKey);

  const found = new Map<string, Record<string, unknown>>();
  let pending: Record<string, unknown>[] = keys.map((key) => ({ ...key }));
  for (let tries = 0; pending.length; tries += 1) {
    if (tries === MAX_TRIES) throw new Error(`BatchGetItem left ${pending.length} keys unprocessed`);
    // keys left unprocessed were throttled: back off before asking for them again
    if (tries) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** tries));
    const { Responses, UnprocessedKeys } = await db.send(
      new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending, ConsistentRead: true } } }),
    );
    for (const item of Responses?.[tableName] ?? []) found.set(item.SK as string, item);
    pending = UnprocessedKeys?.[tableName]?.Keys ?? [];
  }

  const ensemble = found.get(keys[0]!.SK) as EnsembleRecord | undefined;
  const session = sessionKey && (found.get(sessionKey.SK) as ChatSessionRecord | undefined);
  const program = currentProgramKey && (found.get(currentProgramKey.SK) as ProgramRecord | undefined);
  return {
    libraryVersion: Number(found.get(versionKey.SK)?.version ?? 0),
    ...(ensemble ? { ensemble: toEnsemble(ensemble) } : {}),
    ...(session ? { session } : {}),
    ...(program ? { program: { id: program.id, title: program.title, pieces: program.pieces } } : {}),
  };
}
