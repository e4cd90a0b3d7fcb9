import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Program, ProgramPiece } from '@app/shared/contracts/programs';
import { db, deleteExisting, queryAll, tableName, unlessConditionFails, userItemsQuery } from '../lib/db';
import { insertWithNewId } from '../lib/insert-with-new-id';
import { userItemKey, type ItemKey } from '../lib/keys';

const SK_PREFIX = 'PROGRAM#';

/** A program item's key: `PK=USER#<sub> SK=PROGRAM#<id>`. */
export const programKey = (sub: string, id: number) => userItemKey(sub, `${SK_PREFIX}${id}`);

/** The fields a piece from the library takes from its entry while its program is in progress. */
export type FollowedField = 'title' | 'composer' | 'arranger' | 'duration';

/**
 * A piece as stored inside its program item; its `order` is derived when the program is read.
 * `own_fields`: fields the director gave the piece itself, which its library entry does not change.
 */
export type StoredPiece = Omit<ProgramPiece, 'order'> & { own_fields?: FollowedField[] };

/**
 * A program item. It embeds its pieces (in display order) and its ensemble order, so every change
 * is one conditional write on `version`; ensemble names and durations are joined when it is read.
 */
export type ProgramRecord = ItemKey &
  Pick<
    Program,
    | 'id'
    | 'title'
    | 'status'
    | 'performance_date'
    | 'performance_time'
    | 'venue'
    | 'is_half_concert'
    | 'target_duration'
    | 'notes'
    | 'created_at'
    | 'updated_at'
  > & {
    entity: 'Program';
    ensemble_ids: number[];
    pieces: StoredPiece[];
    version: number;
  };

/** What a new program is made of: everything but its key and id. */
export type NewProgram = Omit<ProgramRecord, keyof ItemKey | 'entity' | 'id'>;

export async function getProgramItem(sub: string, id: number): Promise<ProgramRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: programKey(sub, id), ConsistentRead: true }),
  );
  return Item as ProgramRecord | undefined;
}

/** The query of every program of a user. */
export const programItemsQuery = (sub: string) => userItemsQuery(sub, SK_PREFIX);

export const listProgramItems = (sub: string) => queryAll<ProgramRecord>(programItemsQuery(sub));

/** The programs of a user that list the ensemble (reads only their id, title and ensemble list). */
export async function programsUsingEnsemble(sub: string, ensembleId: number): Promise<{ id: number; title: string }[]> {
  const programs = await queryAll<Pick<ProgramRecord, 'id' | 'title'> & { ensemble_ids?: number[] }>({
    ...userItemsQuery(sub, SK_PREFIX),
    ProjectionExpression: 'id, title, ensemble_ids',
  });
  return programs.filter((p) => p.ensemble_ids?.includes(ensembleId)).map((p) => ({ id: p.id, title: p.title }));
}

/** Writes a new program under a new id. */
export const insertProgram = (sub: string, program: NewProgram): Promise<ProgramRecord> =>
  insertWithNewId((id): ProgramRecord => ({ ...program, ...programKey(sub, id), entity: 'Program', id }));

/**
 * Writes a changed program in one put conditioned on its version still being `expectedVersion`.
 * False when it is not (changed or deleted meanwhile).
 */
export async function replaceProgramItem(record: ProgramRecord, expectedVersion: number): Promise<boolean> {
  const written = await unlessConditionFails(
    db.send(
      new PutCommand({
        TableName: tableName,
        Item: record,
        ConditionExpression: '#version = :expected',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':expected': expectedVersion },
      }),
    ),
  );
  return written !== undefined;
}

export async function deleteProgramItem(sub: string, id: number): Promise<boolean> {
  return deleteExisting(programKey(sub, id));
}
