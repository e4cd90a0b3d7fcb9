import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, type RouteDefinition } from '@app/shared/routes';
import { useLocalStack, type ApiAnswer } from '../support/local-stack';
import { snapshotUser, subOfToken } from '../support/partition';
import {
  createOwnedItems,
  describeAnswer,
  hasPathIds,
  parameterItems,
  pathFor,
  signedInRoutes,
  validBodyFor,
  type OwnedItems,
} from '../support/route-requests';

/**
 * One director (A) cannot reach another's (B's) items through any route of the table: B calls
 * every route with an id in its path with A's ids (alone, and mixed with B's own where a route
 * takes two) and bodies that would be valid writes, and gets 404 without any of A's data; ids of
 * A's items in B's bodies are refused with a 4xx. A's partition is byte for byte the same after.
 */

const local = useLocalStack();

const OWNER_EMAIL = 'owner@example.com';
let ownerToken: string;
let intruderToken: string;
let owner: OwnedItems;
let intruder: OwnedItems;
let ownerBefore: Awaited<ReturnType<typeof snapshotUser>>;
/** What must never appear in an answer to B: A's titles and names, email and subject. */
let ownerMarks: string[];

beforeAll(async () => {
  ownerToken = await local.token(OWNER_EMAIL);
  intruderToken = await local.token('intruder@example.com');
  owner = await createOwnedItems(local, ownerToken, 'Zanzibar');
  intruder = await createOwnedItems(local, intruderToken, 'Quillfeather');
  ownerMarks = [...owner.names, OWNER_EMAIL, subOfToken(ownerToken)];
  ownerBefore = await snapshotUser(local.stack, subOfToken(ownerToken));
}, 120_000);

/** The marks of A that an answer shows (case-insensitive). */
const leaked = (answer: ApiAnswer) => {
  const text = answer.raw.toString('utf8').toLowerCase();
  return ownerMarks.filter((mark) => text.includes(mark.toLowerCase()));
};

/** Runs calls a few at a time (the machine is shared). */
async function inBatches<T, R>(list: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < list.length; i += size) results.push(...(await Promise.all(list.slice(i, i + size).map(run))));
  return results;
}

/**
 * The ways to fill a route's path parameters with at least one of A's ids: all of A's, and for
 * routes with several parameters each mix with B's own ids.
 */
function foreignFillings(
  route: RouteDefinition,
): { label: string; overrides: Record<string, number>; bodyItems: OwnedItems }[] {
  const params = parameterItems(route);
  const fillings = [];
  for (let mask = 1; mask < 1 << params.length; mask += 1) {
    const overrides: Record<string, number> = {};
    const label = params.map(({ param, kind }, i) => {
      const fromOwner = Boolean(mask & (1 << i));
      overrides[param] = (fromOwner ? owner : intruder)[kind];
      return `${param}=${fromOwner ? "A's" : "B's"} ${kind}`;
    });
    // all of A's ids: A's body too (valid for A); otherwise B's body, so only the path is foreign
    const bodyItems = mask === (1 << params.length) - 1 ? owner : intruder;
    fillings.push({ label: label.join(', '), overrides, bodyItems });
  }
  return fillings;
}

const idRoutes = signedInRoutes.filter(hasPathIds);

describe("B calls every route with an id in its path with A's ids", () => {
  it('knows which item every path parameter of the table names', () => {
    for (const route of idRoutes) expect(() => parameterItems(route), routeKey(route)).not.toThrow();
    expect(idRoutes.length).toBeGreaterThan(20);
  });

  it.each(idRoutes.map((route) => [routeKey(route), route] as const))(
    '%s → 404 without A data',
    async (_key, route) => {
      const wrong = await inBatches(foreignFillings(route), 4, async ({ label, overrides, bodyItems }) => {
        const answer = await local.api(pathFor(route, intruder, overrides), {
          token: intruderToken,
          method: route.method,
          body: validBodyFor(route, bodyItems),
        });
        const shows = leaked(answer);
        // the route's own 404 for the item, not the adapter's for an unknown path
        const ok =
          answer.status === 404 &&
          answer.body?.error?.code === 'NOT_FOUND' &&
          answer.body.error.message !== 'No such API route.' &&
          shows.length === 0;
        return ok
          ? undefined
          : `${label} → ${describeAnswer(answer)}${shows.length ? ` (shows ${shows.join(', ')})` : ''}`;
      });
      expect(wrong.filter(Boolean), routeKey(route)).toEqual([]);
    },
  );
});

describe("B's requests naming A's items in the body", () => {
  type Case = [description: string, method: string, path: () => string, body: () => unknown];
  const cases: Case[] = [
    [
      "create a program with A's ensemble",
      'POST',
      () => '/programs',
      () => ({ title: 'Mine', ensemble_ids: [owner.ensemble] }),
    ],
    [
      "create a program with A's and B's ensembles",
      'POST',
      () => '/programs',
      () => ({ title: 'Mine', ensemble_ids: [intruder.ensemble, owner.ensemble] }),
    ],
    [
      "create a program with a piece from A's library",
      'POST',
      () => '/programs',
      () => ({ title: 'Mine', ensemble_ids: [intruder.ensemble], pieces: [{ library_entry_id: owner.libraryEntry }] }),
    ],
    [
      "create a program with a piece for A's ensemble",
      'POST',
      () => '/programs',
      () => ({
        title: 'Mine',
        ensemble_ids: [intruder.ensemble],
        pieces: [{ title: 'Mine', ensemble_id: owner.ensemble }],
      }),
    ],
    [
      "set A's ensemble on B's program (PATCH program)",
      'PATCH',
      () => `/programs/${intruder.program}`,
      () => ({ ensemble_ids: [owner.ensemble] }),
    ],
    [
      "set A's ensemble on B's program (PATCH ensembles)",
      'PATCH',
      () => `/programs/${intruder.program}/ensembles`,
      () => ({ ensemble_ids: [intruder.ensemble, owner.ensemble] }),
    ],
    [
      "reorder B's program's ensembles with A's",
      'PUT',
      () => `/programs/${intruder.program}/ensembles/reorder`,
      () => ({ ensemble_ids: [owner.ensemble] }),
    ],
    [
      "reorder B's program's pieces with A's piece",
      'PUT',
      () => `/programs/${intruder.program}/pieces/reorder`,
      () => ({ piece_ids: [owner.piece] }),
    ],
    [
      "add A's library entry to B's program by body",
      'POST',
      () => `/programs/${intruder.program}/pieces/0`,
      () => ({ library_entry_id: owner.libraryEntry }),
    ],
    [
      "add a piece for A's ensemble to B's program",
      'POST',
      () => `/programs/${intruder.program}/pieces/0`,
      () => ({ title: 'Mine', ensemble_id: owner.ensemble }),
    ],
    [
      "move B's piece to A's ensemble",
      'PATCH',
      () => `/programs/${intruder.program}/pieces/${intruder.piece}`,
      () => ({ ensemble_id: owner.ensemble }),
    ],
    ["start a chat for A's ensemble", 'POST', () => '/chat/session', () => ({ ensemble_id: owner.ensemble })],
    ...(['message', 'followup', 'vector'] as const).flatMap((kind): Case[] => [
      [
        `chat ${kind} for A's ensemble`,
        'POST',
        () => `/chat/${kind}`,
        () => ({ message: 'Something lyrical', ensemble_id: owner.ensemble }),
      ],
      [
        `chat ${kind} into A's session`,
        'POST',
        () => `/chat/${kind}`,
        () => ({ message: 'Something lyrical', ensemble_id: intruder.ensemble, session_id: owner.chatSession }),
      ],
      [
        `chat ${kind} about A's program`,
        'POST',
        () => `/chat/${kind}`,
        () => ({ message: 'Something lyrical', ensemble_id: intruder.ensemble, program_id: owner.program }),
      ],
    ]),
    [
      "disambiguate for A's ensemble",
      'POST',
      () => '/chat/disambiguate',
      () => ({ message: 'Something for the band', ensemble_id: owner.ensemble }),
    ],
    [
      "analyse a catalogue work for A's ensemble",
      'GET',
      () => `/library/pieces/0/analyze/${owner.ensemble}?catalog_id=anything`,
      () => undefined,
    ],
  ];

  it.each(cases)('%s → 4xx without A data', async (_description, method, path, body) => {
    const intruderBefore = await snapshotUser(local.stack, subOfToken(intruderToken));
    const answer = await local.api(path(), { token: intruderToken, method, body: body() });
    expect(answer.status, describeAnswer(answer)).toBeGreaterThanOrEqual(400);
    expect(answer.status, describeAnswer(answer)).toBeLessThan(500);
    expect(answer.status, describeAnswer(answer)).not.toBe(403);
    expect(answer.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    expect(leaked(answer)).toEqual([]);
    // refused without a half-written record on B's side either
    expect(await snapshotUser(local.stack, subOfToken(intruderToken))).toEqual(intruderBefore);
  });

  it("check-library-status reports B's own library, whatever ids the body names", async () => {
    const own = await local.api('/library/check-library-status', { token: intruderToken, method: 'POST' });
    const named = await local.api('/library/check-library-status', {
      token: intruderToken,
      method: 'POST',
      body: { user_id: subOfToken(ownerToken), sub: subOfToken(ownerToken), library_entry_id: owner.libraryEntry },
    });
    expect(own.status, describeAnswer(own)).toBe(200);
    expect(named.status === 200 ? named.body : named.status).toEqual(own.body);
    expect(leaked(named)).toEqual([]);
  });
});

describe("A's data", () => {
  it('is byte for byte what it was before B tried', async () => {
    expect(await snapshotUser(local.stack, subOfToken(ownerToken))).toEqual(ownerBefore);
  });

  it('is still all there for A', async () => {
    for (const path of [
      `/ensembles/${owner.ensemble}`,
      `/programs/${owner.program}`,
      `/library/entries/${owner.libraryEntry}`,
      `/chat/history/${owner.chatSession}`,
      `/library/upload/status/${owner.uploadTask}`,
    ]) {
      expect((await local.api(path, { token: ownerToken })).status, path).toBe(200);
    }
  });
});
