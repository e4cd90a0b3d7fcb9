import { basename } from 'node:path';
import {
  CSV_MAX_BYTES,
  csvColumnMappingSchema,
  type CsvColumnMapping,
  type CsvPreview,
  type CsvStagedFile,
  type CsvUploadTarget,
  type CsvUploadTargetInput,
} from '@app/shared/contracts/library';
import { BIDI_CONTROLS } from '@app/shared/contracts/text';
import { formatIssues, humanErrorMap } from '@app/shared/validation';
import type { Caller } from '../lib/caller';
import { config } from '../lib/config';
import { PayloadTooLargeError, ServiceUnavailableError, ValidationError } from '../lib/errors';
import { newId } from '../lib/ids';
import { parseSingleFile, type UploadedFile } from '../lib/multipart';
import { logger } from '../lib/observability';
import type { ApiEvent } from '../lib/responses';
import {
  deleteObject,
  getObject,
  getObjectStart,
  presignedPost,
  putObject,
  S3NotFoundError,
  S3UnavailableError,
} from '../lib/s3';
import { sendToCsvQueue } from '../lib/sqs';
import {
  EMPTY_MESSAGE,
  inspectCsvStream,
  inspectCsvUpload,
  previewCsvUpload,
  type CsvInspection,
  type CsvPreviewResult,
} from './csv/parse-library-csv';
import { deleteQueuedTask, insertUploadTask } from './upload-task-repository';
import { userFolder } from '../lib/object-keys';

/** What the CSV queue carries: which task of whom (the file is named by the task). */
export interface CsvImportMessage {
  sub: string;
  task_id: number;
  /** The director's choice of a field per column, from the import dialog; absent: read by the header's words. */
  mapping?: CsvColumnMapping;
}

const TOO_LARGE = 'The file is larger than 10 MB. Split it into smaller files and import each one.';

/** Control characters and the bidi controls of the text rules: dropped from a file name shown. */
const UNSHOWABLE = new RegExp(`[\\u0000-\\u001f\\u007f${BIDI_CONTROLS}]`, 'g');

/** A file name fit to show: no folders, no control or bidi characters, at most 200 characters. */
const displayName = (filename: string) =>
  [...basename(filename.replace(/\\/g, '/')).replace(UNSHOWABLE, '')].slice(0, 200).join('').trim() || 'library.csv';

/** What a director reads when S3 or SQS is down: nothing was kept, so the upload is simply repeated. */
const NOT_STARTED =
  'The import could not be started just now, and nothing was imported. Please upload the file again in a few minutes.';

const notStarted = (cause: unknown) => new ServiceUnavailableError('IMPORT_UNAVAILABLE', NOT_STARTED, { cause });

/** The multipart field `mapping` (JSON), checked; undefined when the form has none. */
function chosenMapping(file: UploadedFile): CsvColumnMapping | undefined {
  const text = file.fields.mapping?.trim();
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ValidationError('The column mapping could not be read (it is not JSON).', { code: 'bad_mapping' });
  }
  const mapping = csvColumnMappingSchema.safeParse(json, { error: humanErrorMap });
  if (!mapping.success) throw new ValidationError(formatIssues(mapping.error.issues), { code: 'bad_mapping' });
  return mapping.data;
}

/**
 * What an empty cell in an imported column does, as the import writes it: the row's value of
 * every field its file fills replaces the stored one, an empty cell included; the catalogue may
 * then fill an empty grade or duration; a column not imported leaves its field alone.
 */
export const EMPTY_CELL_NOTE =
  'An empty cell leaves that field empty: for a piece already in your library it clears the value stored (an empty grade or duration may be filled from the catalogue). Ignored columns change nothing.';

/** The longest header or example a preview sends back (the dialog shows a few words of each). */
const PREVIEW_TEXT_CHARS = 120;

/**
 * POST /library/upload/csv/preview: the file's columns, the field each will fill (the header's
 * words, or `mapping` when the form sends one) and its first rows as the import would store them.
 * The same checks and limits as the upload, except that a header without a title column is shown
 * for the director to choose one. Nothing is kept.
 */
export async function previewImport(event: ApiEvent): Promise<CsvPreview> {
  const file = await parseSingleFile(event, CSV_MAX_BYTES, TOO_LARGE);
  return previewAnswer(await previewCsvUpload(file.data, chosenMapping(file)));
}

function previewAnswer(preview: CsvPreviewResult): CsvPreview {
  if (!preview.ok) throw new ValidationError(preview.reason, { code: preview.code });
  const { layout, rows } = preview;
  const fieldAt = new Map(layout.columns.map((c) => [c.index, c.field]));
  return {
    header_row: layout.headerRow,
    // at most CSV_MAX_COLUMNS columns, each header and example cut to what the dialog shows: the
    // answer stays small whatever the file holds
    columns: layout.header.map((header, index) => ({
      index,
      header: header.slice(0, PREVIEW_TEXT_CHARS),
      field: fieldAt.get(index) ?? null,
      examples: rows
        .map((r) => r.cells?.[index]?.trim().slice(0, PREVIEW_TEXT_CHARS) ?? '')
        .filter(Boolean)
        .slice(0, 3),
    })),
    rows: rows.map(({ row, entry, problems }) => ({ row, entry: entry ?? null, problems })),
    empty_cell_note: EMPTY_CELL_NOTE,
  };
}

/**
 * POST /library/upload/csv: checks the file (400 with the reason and no task when it cannot be
 * imported), reads it by the director's `mapping` when the form sends one (see
 * `csvColumnMappingSchema`, carried to the worker in the queue message), keeps it in the uploads bucket, records a queued task and queues it for the worker.
 * If S3 or SQS is down: 503, and neither the file nor the task is left behind.
 */
export async function startImport(caller: Caller, event: ApiEvent): Promise<{ id: number; status: 'queued' }> {
  const file = await parseSingleFile(event, CSV_MAX_BYTES, TOO_LARGE);
  const mapping = chosenMapping(file);
  const inspection = await inspectCsvUpload(file.data, mapping);
  if (!inspection.ok) throw new ValidationError(inspection.reason, { code: inspection.code });

  // the file is kept before its task is written (no task names a missing file), under an id of its own
  const objectKey = `imports/${userFolder(caller.sub)}/${newId()}.csv`;
  try {
    await putObject(config.UPLOADS_BUCKET, objectKey, file.data, { contentType: 'text/csv' });
  } catch (error) {
    // an object stored whose answer was lost expires with the bucket's lifecycle rule
    if (error instanceof S3UnavailableError) throw notStarted(error);
    throw error;
  }
  return queueImport(caller, { filename: file.filename, rows: inspection.rows, objectKey, mapping });
}

/** Records a queued task for a file kept at `objectKey` and queues it; on failure neither is left behind. */
async function queueImport(
  caller: Caller,
  {
    filename,
    rows,
    objectKey,
    mapping,
  }: { filename: string; rows: number; objectKey: string; mapping?: CsvColumnMapping | undefined },
): Promise<{ id: number; status: 'queued' }> {
  const { id } = await insertUploadTask(caller.sub, {
    filename: displayName(filename),
    rows_total: rows,
    object_key: objectKey,
  }).catch(async (error: unknown) => {
    await dropFile(objectKey);
    throw error;
  });
  try {
    await sendToCsvQueue(
      { sub: caller.sub, task_id: id, ...(mapping && { mapping }) } satisfies CsvImportMessage,
      userFolder(caller.sub),
      String(id),
    );
  } catch (error) {
    // a message whose answer was lost may still have arrived: if the worker has taken the task, it runs
    if (!(await deleteQueuedTask(caller.sub, id))) {
      logger.warn('CSV import queued although SendMessage failed', { task_id: id, error: error as Error });
      return { id, status: 'queued' };
    }
    logger.error('CSV import not queued; task and file removed', { task_id: id, error: error as Error });
    await dropFile(objectKey);
    throw notStarted(error);
  }
  return { id, status: 'queued' };
}

/** Removes an uploaded file no task will read; if S3 is down too, the bucket's lifecycle rule expires it. */
const dropFile = (objectKey: string) =>
  deleteObject(config.UPLOADS_BUCKET, objectKey).catch((error: unknown) =>
    logger.warn('uploaded CSV left to expire', { object_key: objectKey, error: error as Error }),
  );

/** How long a browser may take to store a file through its target. */
const TARGET_SECONDS = 15 * 60;
/** Bytes of a stored file the preview reads: its header and first rows. */
const PREVIEW_BYTES = 64 * 1024;
/** A director's folder of files stored through a target (the bucket's lifecycle rule expires them). */
const stagedFolder = (sub: string) => `staged/${userFolder(sub)}/`;

const GONE = 'The file you chose is no longer stored (uploads are kept for a while only). Choose the file again.';

/**
 * POST /library/upload/csv/target: a presigned POST for one file of at most CSV_MAX_BYTES, under
 * a new key in the director's own folder. Nothing is written; the size said is checked here so a
 * file too large is refused before a byte is sent (S3 checks it again against the policy).
 */
export function uploadTarget(caller: Caller, input: CsvUploadTargetInput): CsvUploadTarget {
  if (input.size === 0) throw new ValidationError(EMPTY_MESSAGE, { code: 'empty' });
  if (input.size > CSV_MAX_BYTES) throw new PayloadTooLargeError(TOO_LARGE);
  const key = `${stagedFolder(caller.sub)}${newId()}.csv`;
  const post = presignedPost(config.UPLOADS_BUCKET, key, { maxBytes: CSV_MAX_BYTES, expiresInSeconds: TARGET_SECONDS });
  return { key, ...post, expires_in: TARGET_SECONDS };
}

/** The key, when it names a file of the director's own folder (any other is refused as not found). */
function ownStagedKey(caller: Caller, key: string): string {
  const folder = stagedFolder(caller.sub);
  if (!key.startsWith(folder) || !/^\d{1,20}\.csv$/.test(key.slice(folder.length)))
    throw new ValidationError(GONE, { code: 'gone' });
  return key;
}

/** Whether a stored file is over the size any upload may have (s3rver does not check the POST policy; S3 does). */
const tooLarge = (size: number) => size > CSV_MAX_BYTES;

/**
 * POST /library/upload/csv/staged/preview: the preview of a stored file, from its first 64 KB only
 * (a ranged read): the same answer as the multipart preview, whatever the file's size.
 */
export async function previewStagedImport(caller: Caller, input: CsvStagedFile): Promise<CsvPreview> {
  const key = ownStagedKey(caller, input.key);
  const head = await readStart(key);
  if (!head) throw new ValidationError(GONE, { code: 'gone' });
  if (tooLarge(head.size)) throw new PayloadTooLargeError(TOO_LARGE);
  return previewAnswer(await previewCsvUpload(wholeLines(head.start, head.size), input.mapping));
}

async function readStart(key: string) {
  try {
    return await getObjectStart(config.UPLOADS_BUCKET, key, PREVIEW_BYTES);
  } catch (error) {
    if (error instanceof S3UnavailableError) throw notStarted(error);
    throw error;
  }
}

/**
 * The first bytes of a file cut after their last line break, unless they are the whole file: a
 * row cut short would be previewed as a row. UTF-16 little-endian keeps the zero byte of its "\n".
 */
function wholeLines(start: Uint8Array, size: number): Uint8Array {
  if (start.length >= size) return start;
  const lastBreak = Math.max(start.lastIndexOf(0x0a), start.lastIndexOf(0x0d));
  if (lastBreak < 0) return start;
  const utf16le = start[0] === 0xff && start[1] === 0xfe;
  return start.subarray(0, lastBreak + (utf16le ? 2 : 1));
}

/**
 * POST /library/upload/csv/staged: the import of a stored file, started by its key: read once as a
 * stream to check it (400 with the reason, and the file removed, when it cannot be imported), then
 * a queued task for the worker, as for a file sent through the API.
 */
export async function startStagedImport(
  caller: Caller,
  input: CsvStagedFile,
): Promise<{ id: number; status: 'queued' }> {
  const key = ownStagedKey(caller, input.key);
  const head = await readStart(key);
  if (!head) throw new ValidationError(GONE, { code: 'gone' });
  if (tooLarge(head.size)) {
    await dropFile(key);
    throw new PayloadTooLargeError(TOO_LARGE);
  }
  let inspection: CsvInspection;
  try {
    inspection = await inspectCsvStream(await getObject(config.UPLOADS_BUCKET, key), input.mapping);
  } catch (error) {
    if (error instanceof S3UnavailableError) throw notStarted(error);
    if (error instanceof S3NotFoundError) throw new ValidationError(GONE, { code: 'gone' });
    throw error;
  }
  if (!inspection.ok) {
    await dropFile(key);
    throw new ValidationError(inspection.reason, { code: inspection.code });
  }
  return queueImport(caller, {
    filename: input.file_name || 'library.csv',
    rows: inspection.rows,
    objectKey: key,
    mapping: input.mapping,
  });
}
