import { setTimeout as sleep } from 'node:timers/promises';
import { routeKey, routes, type Domain, type RouteDefinition, type RouteKeyOf } from '@app/shared/routes';
import type { TestStack } from './local-stack';

/**
 * Requests for every route of the shared table, for suites that call all of them (authorization
 * matrix, cross-user isolation): the `{param}` segments filled with ids of one director's items
 * and a body that would be a valid write for that director. A route added to the table without a
 * rule here fails those suites loudly (and its missing body is a type error).
 */

export const signedInRoutes: RouteDefinition[] = routes.filter((r: RouteDefinition) => r.auth);
export const publicRoutes: RouteDefinition[] = routes.filter((r: RouteDefinition) => !r.auth);

/** One director's items, made through the API by `createOwnedItems`. */
export interface OwnedItems {
  ensemble: number;
  program: number;
  /** A piece of `program`. */
  piece: number;
  libraryEntry: number;
  uploadTask: number;
  chatSession: number;
  /** Titles and names of the items above, to look for in answers that must not show them. */
  names: string[];
}

type ItemKind = Exclude<keyof OwnedItems, 'names'>;

/**
 * Which item a path parameter names, by the path up to and including the parameter (and the
 * method where the same segment names different items).
 */
const PARAMETER_ITEMS: Record<string, ItemKind | ((method: string) => ItemKind)> = {
  '/api/ensembles/{id}': 'ensemble',
  '/api/library/entries/{id}': 'libraryEntry',
  '/api/library/upload/status/{id}': 'uploadTask',
  '/api/library/pieces/{pieceId}': 'libraryEntry',
  '/api/library/pieces/{pieceId}/analyze/{ensembleId}': 'ensemble',
  '/api/programs/{id}': 'program',
  // POST adds a library entry to the program; PATCH and DELETE name a piece of the program
  '/api/programs/{id}/pieces/{pieceId}': (method) => (method === 'POST' ? 'libraryEntry' : 'piece'),
  '/api/document/programs/{id}': 'program',
  '/api/chat/history/{id}': 'chatSession',
  '/api/chat/recommendations/{sessionId}': 'chatSession',
  '/api/chat/ensemble-recommendations/{ensembleId}': 'ensemble',
};

/** The kind of item each `{param}` of a route names, in path order; throws for a parameter without a rule. */
export function parameterItems(route: RouteDefinition): { param: string; kind: ItemKind }[] {
  const segments = route.path.split('/');
  return segments.flatMap((segment, i) => {
    if (!segment.startsWith('{')) return [];
    const prefix = segments.slice(0, i + 1).join('/');
    const rule = PARAMETER_ITEMS[prefix];
    if (!rule)
      throw new Error(
        `${routeKey(route)}: no rule says which item ${segment} names (add one to PARAMETER_ITEMS in test/support/route-requests.ts)`,
      );
    return [{ param: segment.slice(1, -1), kind: typeof rule === 'function' ? rule(route.method) : rule }];
  });
}

export const hasPathIds = (route: RouteDefinition) => route.path.includes('{');

/** The path after `/api` (what `local.api` takes), without parameters. */
export const apiPath = (route: RouteDefinition): string => route.path.slice('/api'.length);

/** `apiPath` with each parameter filled from `items` (`overrides` by parameter name first). */
export function pathFor(route: RouteDefinition, items: OwnedItems, overrides: Record<string, number> = {}): string {
  let path = apiPath(route);
  for (const { param, kind } of parameterItems(route))
    path = path.replace(`{${param}}`, String(overrides[param] ?? items[kind]));
  return path;
}

// a real 1×1 PNG
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201e5270ee20000000049454e44ae426082',
  'hex',
);

export const fileForm = (data: Uint8Array | string, filename: string, type: string) => {
  const form = new FormData();
  form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), filename);
  return form;
};

type Body = Record<string, unknown> | FormData | undefined;
type SignedInRouteKey = RouteKeyOf<Domain>;

/** A body each signed-in route would accept from the owner of `items` (undefined: the route takes none). */
const VALID_BODIES: Record<SignedInRouteKey, (items: OwnedItems) => Body> = {
  'GET /api/users/me': () => undefined,
  'PATCH /api/users/me': () => ({ name: 'Written By Someone Else', school_name: 'Elsewhere High' }),
  'POST /api/users/me/profile-picture': () => fileForm(PNG, 'face.png', 'image/png'),
  'DELETE /api/users/me/profile-picture': () => undefined,
  'GET /api/users/me/terms-status': () => undefined,
  'POST /api/users/me/accept-terms': () => ({ terms_accepted: true, privacy_policy_accepted: true }),
  'GET /api/users/me/signup-preferences': () => undefined,
  'PATCH /api/users/me/signup-preferences': () => ({ teaching_level: 'college', newsletter_opt_in: true }),
  'GET /api/billing/subscription': () => undefined,
  'POST /api/billing/checkout': () => ({ plan: 'monthly' }),
  'POST /api/billing/portal': () => undefined,
  'GET /api/ensembles': () => undefined,
  'POST /api/ensembles': () => ({ name: 'Written Ensemble', type: 'jazz_band' }),
  'GET /api/ensembles/{id}': () => undefined,
  'PATCH /api/ensembles/{id}': () => ({ name: 'Renamed Ensemble', level: 5 }),
  'DELETE /api/ensembles/{id}': () => undefined,
  'GET /api/library/pieces/{pieceId}/analyze/{ensembleId}': () => undefined,
  'GET /api/library/entries': () => undefined,
  'POST /api/library/entries': () => ({ title: 'Written Entry', composer: 'Someone Else' }),
  'GET /api/library/entries/{id}': () => undefined,
  'PUT /api/library/entries/{id}': () => ({ title: 'Replaced Entry' }),
  'DELETE /api/library/entries/{id}': () => undefined,
  'POST /api/library/upload/csv': () =>
    fileForm('Title,Composer\nWritten Import,Someone Else\n', 'written.csv', 'text/csv'),
  'POST /api/library/upload/csv/preview': () =>
    fileForm('Title,Composer\nWritten Import,Someone Else\n', 'written.csv', 'text/csv'),
  'POST /api/library/upload/csv/target': () => ({ file_name: 'written.csv', size: 44 }),
  // a key of no stored file: the answer says it is gone, for its owner and anyone else alike
  'POST /api/library/upload/csv/staged/preview': () => ({ key: 'staged/none/1.csv' }),
  'POST /api/library/upload/csv/staged': () => ({ key: 'staged/none/1.csv', file_name: 'written.csv' }),
  'GET /api/library/upload/status/{id}': () => undefined,
  'GET /api/library/upload/tasks': () => undefined,
  'POST /api/library/check-library-status': () => undefined,
  'GET /api/library/export.csv': () => undefined,
  'POST /api/chat/draft-notes': (items) => ({ library_entry_id: items.libraryEntry }),
  'POST /api/programs/{id}/share': () => undefined,
  'DELETE /api/programs/{id}/share': () => undefined,
  'GET /api/programs': () => undefined,
  'GET /api/repertoire-history': () => undefined,
  'GET /api/programs/{id}/uil-check': () => undefined,
  'POST /api/programs': (items) => ({
    title: 'Written Program',
    ensemble_ids: [items.ensemble],
    pieces: [{ library_entry_id: items.libraryEntry }],
  }),
  'GET /api/programs/{id}': () => undefined,
  'PATCH /api/programs/{id}': () => ({ title: 'Renamed Program', venue: 'Elsewhere Hall' }),
  'DELETE /api/programs/{id}': () => undefined,
  'POST /api/programs/{id}/duplicate': () => undefined,
  'PUT /api/programs/{id}/pieces/reorder': (items) => ({ piece_ids: [items.piece] }),
  'POST /api/programs/{id}/pieces/{pieceId}': (items) => ({ ensemble_id: items.ensemble, notes: 'written' }),
  'PATCH /api/programs/{id}/pieces/{pieceId}': () => ({ title: 'Renamed Piece', duration: 61 }),
  'DELETE /api/programs/{id}/pieces/{pieceId}': () => undefined,
  'PUT /api/programs/{id}/ensembles/reorder': (items) => ({ ensemble_ids: [items.ensemble] }),
  'PATCH /api/programs/{id}/ensembles': (items) => ({ ensemble_ids: [items.ensemble] }),
  'GET /api/document/programs/{id}': () => undefined,
  'POST /api/chat/session': (items) => ({ ensemble_id: items.ensemble }),
  'POST /api/chat/message': (items) => ({
    message: 'Something lyrical',
    ensemble_id: items.ensemble,
    session_id: items.chatSession,
  }),
  'GET /api/chat/history/{id}': () => undefined,
  'GET /api/chat/recommendations/{sessionId}': () => undefined,
  'GET /api/chat/ensemble-recommendations/{ensembleId}': () => undefined,
  'POST /api/chat/followup': (items) => ({
    message: 'Something shorter',
    ensemble_id: items.ensemble,
    session_id: items.chatSession,
  }),
  'POST /api/chat/vector': (items) => ({
    message: 'Like Shenandoah',
    ensemble_id: items.ensemble,
    session_id: items.chatSession,
  }),
  'POST /api/chat/disambiguate': (items) => ({ message: 'Something for the band', ensemble_id: items.ensemble }),
  'GET /api/chat/user-sessions': () => undefined,
  'GET /api/catalog/works': () => undefined,
};

/** A fresh body each call (a FormData is not reused between requests). */
export function validBodyFor(route: RouteDefinition, items: OwnedItems): Body {
  const key = routeKey(route) as SignedInRouteKey;
  if (!(key in VALID_BODIES))
    throw new Error(`${key}: no valid body in VALID_BODIES of test/support/route-requests.ts`);
  return VALID_BODIES[key](items);
}

/** What the answer of a call shows, for failure messages. */
export const describeAnswer = (answer: { status: number; raw: Buffer }) =>
  `${answer.status} ${answer.raw.toString('utf8').slice(0, 300)}`;

/**
 * Makes one of each item through the API for the director of `token`: an ensemble, a library
 * entry, a program with pieces (one from the entry), a finished CSV import and a chat session
 * with a message. `label` goes into every title and name, so answers can be searched for them.
 */
export async function createOwnedItems(local: TestStack, token: string, label: string): Promise<OwnedItems> {
  const made = async (path: string, body: unknown, status = 201) => {
    const answer = await local.api(path, { token, method: 'POST', body });
    if (answer.status !== status) throw new Error(`setup POST ${path}: ${describeAnswer(answer)}`);
    return answer.body;
  };
  const names = [
    `${label} Winds`,
    `${label} Nocturne`,
    `${label} Gala`,
    `${label} Hymn`,
    `${label} Imported March`,
    `${label} Composer`,
  ];
  const ensemble = (await made('/ensembles', { name: names[0], type: 'concert_band', level: 3 })).id as number;
  const libraryEntry = (
    await made('/library/entries', { title: names[1], composer: names[5], difficulty: 3, duration: 240 })
  ).id as number;
  const program = await made('/programs', {
    title: names[2],
    ensemble_ids: [ensemble],
    pieces: [
      { title: names[3], composer: names[5], duration: 300, ensemble_id: ensemble },
      { library_entry_id: libraryEntry },
    ],
  });
  const csv = fileForm(`Title,Composer\n${names[4]},${names[5]}\n`, `${label.toLowerCase()}.csv`, 'text/csv');
  const uploadTask = (await made('/library/upload/csv', csv, 202)).id as number;
  for (let i = 0; ; i += 1) {
    const task = (await local.api(`/library/upload/status/${uploadTask}`, { token })).body as { status: string };
    if (task.status === 'completed' || task.status === 'failed') break;
    if (i > 300) throw new Error(`setup: import ${uploadTask} did not finish`);
    await sleep(100);
  }
  const chatSession = (await made('/chat/session', { ensemble_id: ensemble })).session_id as number;
  await made(
    '/chat/message',
    { message: `Pieces like ${names[3]}`, ensemble_id: ensemble, session_id: chatSession },
    200,
  );
  return { ensemble, program: program.id, piece: program.pieces[0].id, libraryEntry, uploadTask, chatSession, names };
}
