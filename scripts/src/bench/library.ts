/**
 * Library figures of `npm run bench`, on the stack and dynalite
 * of the run:
 * - CSV import of a generated 10,000-row file, from upload to `completed`, in rows/s, beside the
 *   floor: BatchWriteItem of the same 10,000 items, 25 per call, one call after the other (what
 *   the worker's writes cost with nothing else around them). Both are measured warm, as in a container
 *   that has served before: an unmeasured 1,000-row import (another director's) and BatchWriteItem run
 *   go first, so neither side pays for loading and compiling its code.
 * - GET /library/entries with a search and a grade filter over that 10,000-entry library, 20
 *   concurrent clients, beside a bare GetItem (of the library's version item) at the same
 *   concurrency.
 * - POST /chat/message (the embedded assistant) over that library and the catalogue: 200
 *   requests one after another, p50/p95.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { BatchWriteCommand, GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LibraryEntryInput, UploadTask } from '@app/shared/contracts/library';
import { libraryToCsv } from '@app/functions/library/csv/write-library-csv';
import { runHttpPhase, runPhase, type PhaseResult } from './load';

export const LIBRARY_TARGETS = {
  import_rows_per_second_min_ratio_to_floor: 0.5,
  search_p95_max_ms: 100,
  assistant_message_p95_max_ms: 300,
};

/** Requests a director might type, cycled by the assistant phase (target: under 300 ms p95 over 10,000 entries). */
export const ASSISTANT_MESSAGES = [
  'a grade 2 march, about 3 minutes',
  'fill a 40-minute spring concert',
  'something lyrical under 5 minutes, no Bench Composer Zoë',
  'three overtures at grades 3-4',
  'we need an opener and a closer',
  'pieces like Bench Cascade Overture No. 1',
  'only from my library: a chorale',
  'easy fanfares between 2 and 4 minutes',
];
const ASSISTANT_WARMUP = 8;
const ASSISTANT_REQUESTS = 200;

/** POST /chat/message one after another (a director waits for each answer), over the 10,000-entry library. */
async function benchAssistant({ appUrl, authorization }: Api) {
  const headers = { authorization, 'content-type': 'application/json' };
  const ensemble = (await (
    await fetch(`${appUrl}/api/ensembles`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Bench Band', type: 'concert_band', level: 3, size: 50 }),
    })
  ).json()) as { id: number };
  const times: number[] = [];
  let recommendations = 0;
  for (let i = 0; i < ASSISTANT_WARMUP + ASSISTANT_REQUESTS; i++) {
    const message = ASSISTANT_MESSAGES[i % ASSISTANT_MESSAGES.length]!;
    const t0 = performance.now();
    const answer = await fetch(`${appUrl}/api/chat/message`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ message, ensemble_id: ensemble.id, use_library_only: false }),
    });
    const body = (await answer.json()) as { recommendations?: unknown[] };
    const ms = performance.now() - t0;
    if (answer.status !== 200) throw new Error(`chat answered ${answer.status}: ${JSON.stringify(body)}`);
    if (i >= ASSISTANT_WARMUP) {
      times.push(ms);
      recommendations += body.recommendations?.length ?? 0;
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  return {
    requests: times.length,
    p50_ms: at(0.5),
    p95_ms: at(0.95),
    max_ms: at(1),
    recommendations_per_answer: Math.round((recommendations / times.length) * 10) / 10,
  };
}

const ROWS = 10_000;
/** What the search phases type, each with each filter. */
export const LIBRARY_SEARCHES = [
  'cascade',
  'overture',
  'dvorak',
  'espana',
  'no. 12',
  'march',
  'summit chorale',
  'drawer',
];
export const LIBRARY_FILTERS = ['difficulty=2-3', 'composer=nunez', 'difficulty=4', 'arranger=bench'];
const SEARCH_CLIENTS = 20;

const WORDS = [
  'Overture',
  'Suite',
  'March',
  'Chorale',
  'Fanfare',
  'Rhapsody',
  'Nocturne',
  'Serenade',
  'Dance',
  'Variations',
  'Prelude',
  'Ballad',
];
const PLACES = [
  'Cascade',
  'Prairie',
  'Harbor',
  'Summit',
  'Canyon',
  'Meadow',
  'Glacier',
  'Lantern',
  'Aurora',
  'Cedar',
  'Juniper',
  'Riverside',
];
// plainly synthetic names (with accents, so the search folds them): bench data, never repertoire
const COMPOSERS = [
  'Bench Composer Dvořák',
  'Bench Composer Núñez',
  'Bench Composer Øster',
  'Bench Composer España',
  'Bench Composer Zoë',
];

/** A generated library row for load (not a real work: every title says "Bench"). */
export function benchEntry(i: number): LibraryEntryInput {
  return {
    title: `Bench ${PLACES[i % PLACES.length]} ${WORDS[Math.floor(i / PLACES.length) % WORDS.length]} No. ${i + 1}`,
    composer: COMPOSERS[i % COMPOSERS.length]!,
    arranger: i % 3 === 0 ? 'Bench Arranger' : null,
    publisher: 'Bench Music',
    difficulty: 1 + (i % 9) * 0.5,
    difficulty_text: null,
    duration: 120 + (i % 400),
    ensemble_type: 'concert_band',
    genre: WORDS[i % WORDS.length]!,
    tags: i % 5 === 0 ? ['march', 'festival'] : ['concert'],
    key: null,
    meter: null,
    year: 1950 + (i % 70),
    program_notes: null,
    catalog_number: `B-${i + 1}`,
    location: `Drawer ${1 + (i % 40)}`,
    notes: null,
  };
}

export interface Api {
  appUrl: string;
  authorization: string;
}

export async function importCsv({ appUrl, authorization }: Api, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench-library.csv');
  const t0 = Date.now();
  const answer = await fetch(`${appUrl}/api/library/upload/csv`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  const { id } = (await answer.json()) as { id: number };
  if (answer.status !== 202) throw new Error(`upload answered ${answer.status}`);
  for (;;) {
    const task = (await (
      await fetch(`${appUrl}/api/library/upload/status/${id}`, { headers: { authorization } })
    ).json()) as UploadTask;
    if (task.status === 'failed') throw new Error(`import failed: ${task.error}`);
    // timed to the worker's own finish (same machine clock): the status polls, few and slow, take
    // next to no CPU from the import they measure
    if (task.status === 'completed') return { ms: Date.parse(task.finished_at!) - t0, task };
    await sleep(250);
  }
}

/** The 10,000-entry bench library, imported as a CSV through the API. */
export async function importBenchLibrary(api: Api, log: (m: string) => void) {
  const entries = Array.from({ length: ROWS }, (_, i) => benchEntry(i));
  const csv = libraryToCsv(entries);
  log(`library: CSV import of ${ROWS} rows (${Math.round(csv.length / 1024)} kB)`);
  const imported = await importCsv(api, csv);
  if (imported.task.created !== ROWS)
    throw new Error(`the import created ${imported.task.created} entries, not ${ROWS}`);
  return { entries, csv, imported };
}

/** Rows of the unmeasured import and BatchWriteItem run before the measured ones. */
const WARMUP_ROWS = 1_000;

/** BatchWriteItem of the items, 25 per call, one call after the other: the floor an import is held to. */
async function batchWriteAll(db: DynamoDBDocumentClient, tableName: string, items: readonly Record<string, unknown>[]) {
  for (let start = 0; start < items.length; start += 25) {
    let requests = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length) {
      const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }
}

const floorItems = (pk: string, entries: readonly LibraryEntryInput[]) =>
  entries.map((entry, i) => ({ PK: pk, SK: `LIBRARY#${i + 1}`, entity: 'LibraryEntry', id: i + 1, ...entry }));

export async function benchLibrary(options: {
  api: Api;
  /** Another director's API access, for the unmeasured import that warms the import's code up. */
  warmupApi: Api;
  db: DynamoDBDocumentClient;
  tableName: string;
  sub: string;
  seconds: number;
  warmupSeconds: number;
  log: (m: string) => void;
}) {
  const { api, warmupApi, db, tableName, sub, log } = options;
  // both sides warm, as in a container that has served a request before: an unmeasured run of each first
  log(`library: warm-up, an import and a BatchWriteItem run of ${WARMUP_ROWS} rows (not measured)`);
  const warmupEntries = Array.from({ length: WARMUP_ROWS }, (_, i) => benchEntry(ROWS + i));
  await importCsv(warmupApi, libraryToCsv(warmupEntries));
  await batchWriteAll(db, tableName, floorItems(`USER#bench-floor-warmup-${Date.now()}`, warmupEntries));

  const { entries, csv, imported } = await importBenchLibrary(api, log);

  log('library: floor, BatchWriteItem of the same items');
  const items = floorItems(`USER#bench-floor-${Date.now()}`, entries);
  const f0 = performance.now();
  await batchWriteAll(db, tableName, items);
  const floorMs = performance.now() - f0;

  log(`library: GET /library/entries with a search and a filter, ${SEARCH_CLIENTS} clients`);
  // 20 clients, each cycling through every search with every filter, in a worker thread
  const requests = Array.from({ length: SEARCH_CLIENTS }, (_, client) =>
    LIBRARY_SEARCHES.flatMap((_, i) =>
      LIBRARY_FILTERS.map((filter) => ({
        url: `${api.appUrl}/api/library/entries?search=${encodeURIComponent(LIBRARY_SEARCHES[(client + i) % LIBRARY_SEARCHES.length]!)}&${filter}`,
        headers: { authorization: api.authorization },
      })),
    ),
  );
  const search: PhaseResult = await runHttpPhase(
    SEARCH_CLIENTS,
    options.seconds * 1000,
    requests,
    options.warmupSeconds * 1000,
  );
  log(`library: bare GetItem, ${SEARCH_CLIENTS} clients`);
  const getItem: PhaseResult = await runPhase(
    SEARCH_CLIENTS,
    options.seconds * 1000,
    async () => {
      await db.send(
        new GetCommand({
          TableName: tableName,
          Key: { PK: `USER#${sub}`, SK: 'LIBRARY_VERSION' },
          ConsistentRead: true,
        }),
      );
      return { outcome: 'ok', ok: true };
    },
    options.warmupSeconds * 1000,
  );

  log(
    `library: POST /chat/message over the ${ROWS}-entry library and the catalogue, ${ASSISTANT_REQUESTS} requests one after another`,
  );
  const assistant = await benchAssistant(api);

  const importRowsPerSecond = Math.round((ROWS / imported.ms) * 1000);
  const floorRowsPerSecond = Math.round((ROWS / floorMs) * 1000);
  return {
    import: {
      rows: ROWS,
      csv_kb: Math.round(csv.length / 1024),
      upload_to_completed_ms: Math.round(imported.ms),
      rows_per_second: importRowsPerSecond,
    },
    import_floor_batch_write: { rows: ROWS, ms: Math.round(floorMs), rows_per_second: floorRowsPerSecond },
    search_10k_entries: search,
    search_floor_get_item: getItem,
    assistant_message_10k_entries: assistant,
    targets: LIBRARY_TARGETS,
    met: {
      import_ratio_to_floor: Math.round((importRowsPerSecond / floorRowsPerSecond) * 100) / 100,
      import_at_least_half_the_floor:
        importRowsPerSecond >= LIBRARY_TARGETS.import_rows_per_second_min_ratio_to_floor * floorRowsPerSecond,
      search_p95_ms: search.p95_ms,
      search_p95_under_100_ms: search.p95_ms < LIBRARY_TARGETS.search_p95_max_ms,
      assistant_p95_ms: assistant.p95_ms,
      assistant_p95_under_300_ms: assistant.p95_ms < LIBRARY_TARGETS.assistant_message_p95_max_ms,
    },
  };
}
