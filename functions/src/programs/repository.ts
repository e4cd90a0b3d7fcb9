import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Program, ProgramShare, ProgramStatus } from '@app/shared/contracts/programs';
import { db, deleteExisting, queryAll, tableName, unlessConditionFails, userItemsQuery } from '../lib/db';
import { insertWithNewId } from '../lib/insert-with-new-id';
import { userItemKey, type ItemKey, type ItemRead } from '../lib/keys';
import type { StoredPiece } from './stored-piece';
import { storedSummary, type StoredSummary } from './summary';

const SK_PREFIX = 'PROGRAM#';

/** A program item's key: `PK=USER#<sub> SK=PROGRAM#<id>`. */
export const programKey = (sub: string, id: number) => userItemKey(sub, `${SK_PREFIX}${id}`);

/**
 * A program item. It embeds its pieces (in display order) and its ensemble order, so every change
 * is one conditional write on `version`; ensemble names and durations are joined when it is read.
 * `summary` is what the programs list reads instead of the pieces: every write here rewrites it
 * (items written before it existed have none).
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
    /** Absent on programs stored before it existed (false). */
    uil_contest?: boolean;
    /** When it was last finalized (absent on programs finalized before it was kept). */
    finalized_at?: string;
    /** Its public page while shared (share-repository.ts holds the item its link finds). */
    share?: ProgramShare;
    ensemble_ids: number[];
    pieces: StoredPiece[];
    version: number;
    summary?: StoredSummary;
  };

/** What a new program is made of: everything but its key, id and summary. */
export type NewProgram = Omit<ProgramRecord, keyof ItemKey | 'entity' | 'id' | 'summary'>;

/** The record with the summary of its pieces as they are written. */
const withSummary = <T extends ProgramRecord>(record: T): T => ({ ...record, summary: storedSummary(record) });

/** The program item as one item of a batch read: undefined when it does not exist. */
export const programRead = (sub: string, id: number): ItemRead<ProgramRecord | undefined> => ({
  key: programKey(sub, id),
  read: (item) => item as ProgramRecord | undefined,
});

export async function getProgramItem(sub: string, id: number): Promise<ProgramRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: programKey(sub, id), ConsistentRead: true }),
  );
  return Item as ProgramRecord | undefined;
}

/** The query of every program of a user. */
export const programItemsQuery = (sub: string) => userItemsQuery(sub, SK_PREFIX);

export const listProgramItems = (sub: string) => queryAll<ProgramRecord>(programItemsQuery(sub));

/** The fields the programs list reads: its summary instead of its pieces, and no notes. */
const LISTED_FIELDS = [
  'id',
  'title',
  'status',
  'performance_date',
  'performance_time',
  'venue',
  'is_half_concert',
  'uil_contest',
  'target_duration',
  'created_at',
  'updated_at',
  'ensemble_ids',
  'summary',
  'share',
] as const satisfies (keyof ProgramRecord)[];

/** A program item as the list reads it (LISTED_FIELDS), its summary always there. */
export type ListedProgramRecord = Pick<ProgramRecord, (typeof LISTED_FIELDS)[number]> & { summary: StoredSummary };

/** The query of every program of a user as the list reads them: their summaries, not their pieces. */
export const programSummariesQuery = (sub: string) => ({
  ...programItemsQuery(sub),
  ProjectionExpression: LISTED_FIELDS.map((_, i) => `#f${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(LISTED_FIELDS.map((field, i) => [`#f${i}`, field])),
});

/**
 * The programs of a user (those with `status`, or all) as the list reads them: not their pieces.
 * An item written before programs kept a summary is read whole and summarized here.
 */
export async function listProgramSummaries(sub: string, status?: ProgramStatus): Promise<ListedProgramRecord[]> {
  const items = await queryAll<Pick<ProgramRecord, (typeof LISTED_FIELDS)[number]>>(programSummariesQuery(sub));
  const listed = await Promise.all(
    items
      .filter((item) => !status || item.status === status)
      .map(async ({ summary, ...item }) => {
        if (summary) return { ...item, summary };
        const whole = await getProgramItem(sub, item.id);
        return whole && { ...item, summary: storedSummary(whole) }; // undefined: deleted meanwhile
      }),
  );
  return listed.filter((item) => item !== undefined);
}

/** The finalized programs of a user with what their history needs: date, title and pieces. */
export function listFinalizedProgramItems(sub: string) {
  const query = programItemsQuery(sub);
  return queryAll<Pick<ProgramRecord, 'id' | 'title' | 'performance_date' | 'finalized_at' | 'updated_at' | 'pieces'>>({
    ...query,
    ProjectionExpression: 'id, title, performance_date, finalized_at, updated_at, pieces',
    FilterExpression: '#status = :finalized',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':finalized': 'finalized' },
  });
}

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
  insertWithNewId((id): ProgramRecord => withSummary({ ...program, ...programKey(sub, id), entity: 'Program', id }));

/**
 * Writes a changed program in one put conditioned on its version still being `expectedVersion`.
 * False when it is not (changed or deleted meanwhile).
 */
export async function replaceProgramItem(record: ProgramRecord, expectedVersion: number): Promise<boolean> {
  const written = await unlessConditionFails(
    db.send(
      new PutCommand({
        TableName: tableName,
        Item: withSummary(record),
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
