import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { REPO_ROOT } from '@app/scripts/local/stack';
import { handlerPath } from '@app/shared/layout';
import { domains, routeKey, routes, type RouteDefinition } from '@app/shared/routes';
import { snapshotUser, subOfToken } from '../support/partition';
import { startedLocalStack, type ApiAnswer } from '../support/local-stack';

/**
 * Bad input for every route, generated from the zod schemas each route really validates with
 * (`routeSchemas` of every domain's handler), so a new route or field is swept the day it lands.
 * Every case must be answered 4xx with `{ error: { code, message } }`, and nothing of the
 * director's (every item and stored object) may change while a route's cases run.
 */

// started before the tests are collected: one test per route that has input, from the handlers' schemas
const local = await startedLocalStack();

/** Routes that take a body no JSON schema checks: swept by hand below or in their own suites. */
const BODY_WITHOUT_SCHEMA: Record<string, string> = {
  'POST /api/users/me/profile-picture': 'multipart upload, swept by hand below',
  'POST /api/library/upload/csv': 'multipart upload, swept by hand below',
  'POST /api/library/upload/csv/preview': 'multipart upload, swept by hand below',
  'POST /api/billing/webhook': "Stripe's signed raw body, in billing-stripe.test.ts",
  'POST /api/billing/portal': 'takes no input',
  'POST /api/library/check-library-status': 'takes no input',
  'POST /api/programs/{id}/share': 'takes no input: the program is in the path',
  'POST /api/programs/{id}/duplicate': 'takes its input in the query',
};

const MB_STRING = 'x'.repeat(1 << 20);
const DEPTH = 10_000;
const BATCH = 6;

interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
}

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

interface Case {
  name: string;
  /** Replaces the route's path parameters. */
  params?: Record<string, string>;
  /** Query pairs, sent in order (a name may repeat). */
  query?: [string, string][];
  /** Raw body: text or bytes, sent as is. */
  body?: string | Buffer;
  contentType?: string;
}

interface Ids {
  ensemble: number;
  program: number;
  pieces: number[];
  entry: number;
  session: number;
}

const jsonSchemaOf = (schema: $ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The non-null alternatives of a schema (zod writes `.nullable()` as `anyOf: [x, null]`). */
const variantsOf = (s: JsonSchema): JsonSchema[] =>
  (s.anyOf ?? s.oneOf) ? (s.anyOf ?? s.oneOf)!.flatMap(variantsOf).filter((v) => v.type !== 'null') : [s];

function typesOf(s: JsonSchema): Set<JsonType> | 'any' {
  if (s.anyOf ?? s.oneOf) {
    const all = new Set<JsonType>();
    for (const v of (s.anyOf ?? s.oneOf)!) {
      const t = typesOf(v);
      if (t === 'any') return 'any';
      t.forEach((x) => all.add(x));
    }
    return all;
  }
  if (s.type) return new Set((Array.isArray(s.type) ? s.type : [s.type]) as JsonType[]);
  const values = s.enum ?? ('const' in s ? [s.const] : undefined);
  if (values) return new Set(values.map((v) => (v === null ? 'null' : (typeof v as JsonType))));
  return 'any';
}

const allows = (s: JsonSchema, type: JsonType) => {
  const types = typesOf(s);
  return types === 'any' || types.has(type) || (type === 'number' && types.has('integer'));
};

/** Ids of the director's own items, by field name: bodies built from them would really work. */
function idFor(field: string, ids: Ids): number | number[] | undefined {
  const byName: Record<string, number | number[]> = {
    ensemble_id: ids.ensemble,
    ensemble_ids: [ids.ensemble],
    piece_ids: [ids.pieces[0]!],
    library_entry_id: ids.entry,
    session_id: ids.session,
    program_id: ids.program,
    piece_id: ids.pieces[0]!,
  };
  return byName[field];
}

/** A value the schema accepts (types, ranges and formats), with real ids for id fields. */
function sample(s: JsonSchema, field: string, ids: Ids): unknown {
  const id = idFor(field, ids);
  if (id !== undefined) return id;
  const v = variantsOf(s)[0] ?? s;
  if (v.enum) return v.enum[0];
  if ('const' in v) return v.const;
  const type = (Array.isArray(v.type) ? v.type[0] : v.type) as JsonType | undefined;
  switch (type) {
    case 'string':
      return v.format === 'date' ? '2027-05-13' : 'Sweep';
    case 'integer':
    case 'number':
      return v.minimum ?? (v.exclusiveMinimum !== undefined ? Math.floor(v.exclusiveMinimum) + 1 : 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: v.minItems ?? 0 }, () => sample(v.items ?? {}, field, ids));
    case 'object':
      return baseOf(v, ids);
    default:
      return 'Sweep';
  }
}

/** The required fields only, each with an accepted value: every case changes one thing of it. */
const baseOf = (s: JsonSchema, ids: Ids): Record<string, unknown> =>
  Object.fromEntries((s.required ?? []).map((field) => [field, sample(s.properties?.[field] ?? {}, field, ids)]));

const json = (value: unknown) => JSON.stringify(value);
/** `base` with extra raw JSON members in front (text JSON.stringify cannot write: __proto__, 1e999, …). */
const withRaw = (members: string, base: Record<string, unknown>) => {
  const rest = json(base).slice(1);
  return `{${members}${rest === '}' ? '' : ','}${rest}`;
};
const without = (base: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(base).filter(([k]) => k !== field));

const WRONG_TYPE_VALUES: [JsonType, unknown][] = [
  ['string', 'sweep'],
  ['number', 12345.5],
  ['boolean', true],
  ['object', { sweep: true }],
  ['array', ['sweep']],
  ['null', null],
];
const NUMERIC_STRINGS = ['NaN', 'Infinity', '-Infinity', '1e999', '0x10', '12abc', '99999999999999999999'];

/** What is wrong with one field: each value must be refused with everything else of the body right. */
function fieldValues(s: JsonSchema): [string, unknown][] {
  const found: [string, unknown][] = [];
  for (const [type, value] of WRONG_TYPE_VALUES) {
    if (!allows(s, type) && typesOf(s) !== 'any') found.push([`a ${type} instead`, value]);
  }
  for (const v of variantsOf(s)) {
    const type = Array.isArray(v.type) ? v.type[0] : v.type;
    if (type === 'string') {
      found.push(['a 1 MB string', MB_STRING]);
      if (v.enum) found.push(['a value not in the list', 'sweep-not-a-choice']);
      if ((v.format || v.pattern) && !(v.pattern && new RegExp(v.pattern).test('sweep-not-valid')))
        found.push(['an invalid format', 'sweep-not-valid']);
    }
    if (type === 'integer' || type === 'number') {
      if (v.minimum !== undefined) found.push([`below the minimum ${v.minimum}`, v.minimum - 1]);
      if (v.exclusiveMinimum !== undefined)
        found.push([`at the exclusive minimum ${v.exclusiveMinimum}`, v.exclusiveMinimum]);
      if (v.maximum !== undefined) found.push([`above the maximum ${v.maximum}`, v.maximum + 1]);
      if (v.exclusiveMaximum !== undefined)
        found.push([`at the exclusive maximum ${v.exclusiveMaximum}`, v.exclusiveMaximum]);
      found.push(['1e308', 1e308], ['-1e308', -1e308]);
      if (type === 'integer') found.push(['-0.5', -0.5], ['1.5', 1.5], ['2^53', 2 ** 53]);
      for (const text of NUMERIC_STRINGS) found.push([`the string ${json(text)}`, text]);
    }
    if (type === 'array') {
      if (v.maxItems !== undefined)
        found.push([
          `${v.maxItems + 1} items`,
          Array.from({ length: v.maxItems + 1 }, (_, i) => (allows(v.items ?? {}, 'string') ? `sweep ${i}` : i + 1)),
        ]);
      if (v.minItems) found.push(['no items', []]);
      for (const [what, value] of fieldValues(v.items ?? {})) found.push([`an item: ${what}`, [value]]);
    }
  }
  return found;
}

function bodyCases(schema: JsonSchema, ids: Ids): Case[] {
  const base = baseOf(schema, ids);
  const cases: Case[] = [];
  const add = (name: string, body: string | Buffer, contentType = 'application/json') =>
    cases.push({ name, body, contentType });
  const fields = Object.entries(schema.properties ?? {});

  for (const [field, s] of fields) {
    for (const [what, value] of fieldValues(s)) add(`${field}: ${what}`, json({ ...base, [field]: value }));
    if (allows(s, 'number') && !allows(s, 'string') && typesOf(s) !== 'any') {
      add(`${field}: the literal 1e999 (Infinity once parsed)`, withRaw(`${json(field)}:1e999`, without(base, field)));
    }
    add(
      `${field}: arrays ${DEPTH} deep`,
      withRaw(`${json(field)}:${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`, without(base, field)),
    );
  }
  for (const field of schema.required ?? []) add(`${field} missing`, json(without(base, field)));
  add('an unknown field', json({ ...base, sweep_unknown_field: 'x' }));

  add(`arrays ${DEPTH} deep`, `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`);
  add(`objects ${DEPTH} deep`, `${'{"a":'.repeat(DEPTH)}null${'}'.repeat(DEPTH)}`);

  const textField = fields.find(([, s]) => allows(s, 'string') && typesOf(s) !== 'any')?.[0] ?? 'sweep_text';
  const invalidUtf8 = (bytes: number[]) => {
    const [head, tail] = withRaw(`${json(textField)}:"Sweep @@"`, without(base, textField)).split('@@') as [
      string,
      string,
    ];
    return Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]);
  };
  add('invalid UTF-8 (C3 28) in a string', invalidUtf8([0xc3, 0x28]));
  add('invalid UTF-8 (FF) in a string', invalidUtf8([0xff]));

  add('a __proto__ key', withRaw('"__proto__":{"admin":true}', base));
  add('a constructor key', withRaw('"constructor":{"prototype":{"admin":true}}', base));
  add('a prototype key', withRaw('"prototype":{"admin":true}', base));

  for (const [name, text] of [
    ['an array', json([base])],
    ['an empty array', '[]'],
    ['a number', '12345'],
    ['null', 'null'],
    ['a string', '"sweep"'],
    ['true', 'true'],
  ]) {
    add(`a body that is ${name}`, text!);
  }
  add('malformed JSON', json(base).slice(0, -1) + ',');
  cases.push({ name: 'an empty body', contentType: 'application/json' });
  cases.push({ name: 'no body and no content type' });
  add('a text/plain body', json(base), 'text/plain');
  add(
    'a form body',
    new URLSearchParams(Object.entries(base).map(([k, v]): [string, string] => [k, String(v)])).toString(),
    'application/x-www-form-urlencoded',
  );
  add(
    'a multipart body',
    `--sweep\r\ncontent-disposition: form-data; name="title"\r\n\r\nSweep\r\n--sweep--\r\n`,
    'multipart/form-data; boundary=sweep',
  );
  return cases;
}

/** The query as the adapter hands it on (a repeated name joined with commas, like API Gateway). */
const queryObject = (pairs: [string, string][]) => {
  const map = new Map<string, string>();
  for (const [k, v] of pairs) map.set(k, map.has(k) ? `${map.get(k)},${v}` : v);
  return Object.fromEntries(map);
};

/**
 * Query cases: a query is all strings, so the JSON schema cannot tell a number from a word;
 * each candidate is kept when the route's own schema refuses it (an accepted one is no bad input).
 */
function queryCases(schema: $ZodType): Case[] {
  const described = jsonSchemaOf(schema);
  const candidates: Case[] = [];
  for (const [field, s] of Object.entries(described.properties ?? {})) {
    const v = variantsOf(s)[0] ?? s;
    const values: [string, string][] = [
      ['a value not in any list', 'sweep-not-a-choice'],
      ['empty', ''],
      ['a NUL character', '\u0000'],
      ['invalid UTF-8 (%FF)', '\uFFFD'],
      ...['-1', '-0.5', '0', '1.5', '1e21', '1e308', ...NUMERIC_STRINGS].map((n): [string, string] => [json(n), n]),
    ];
    if (v.maxLength !== undefined) values.push([`${v.maxLength + 1} characters`, 'x'.repeat(v.maxLength + 1)]);
    for (const [what, value] of values) candidates.push({ name: `${field}: ${what}`, query: [[field, value]] });
    candidates.push({
      name: `${field} twice`,
      query: [
        [field, 'a'],
        [field, 'b'],
      ],
    });
  }
  candidates.push({ name: 'an unknown parameter', query: [['sweep_unknown', '1']] });
  candidates.push({ name: 'a __proto__ parameter', query: [['__proto__', 'x']] });
  candidates.push({ name: 'a constructor parameter', query: [['constructor', 'x']] });
  const refused = candidates.filter((c) => !safeParse(schema, queryObject(c.query!)).success);
  // past the longest URL the edge accepts: refused before any schema runs
  const long = Object.keys(described.properties ?? {}).map(
    (field): Case => ({ name: `${field}: a 1 MB string`, query: [[field, MB_STRING]] }),
  );
  return [...refused, ...long];
}

const BAD_IDS: [string, string][] = [
  ['negative', '-1'],
  ['zero', '0'],
  ['not a number', 'abc'],
  ['1e21', '1e21'],
  ['1.5', '1.5'],
  ['%00', '%00'],
  ['beyond 2^53', '9007199254740993'],
  ['very long', '9'.repeat(4000)],
  ['an encoded slash', '1%2F2'],
  ['a lone percent sign', '%'],
];

const paramsOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** The director's real id for each path parameter, so only the parameter under test is wrong. */
function realParam(route: RouteDefinition, name: string, ids: Ids): number {
  if (name === 'pieceId')
    return route.path.startsWith('/api/programs/') && route.method !== 'POST' ? ids.pieces[0]! : ids.entry;
  if (name === 'ensembleId') return ids.ensemble;
  if (name === 'sessionId') return ids.session;
  const byPrefix: [string, number][] = [
    ['/api/ensembles/', ids.ensemble],
    ['/api/library/entries/', ids.entry],
    ['/api/programs/', ids.program],
    ['/api/document/programs/', ids.program],
    ['/api/chat/history/', ids.session],
  ];
  return byPrefix.find(([prefix]) => route.path.startsWith(prefix))?.[1] ?? 1;
}

function pathCases(route: RouteDefinition, base: Record<string, unknown> | undefined): Case[] {
  return paramsOf(route.path).flatMap((param) =>
    BAD_IDS.map(
      ([what, value]): Case => ({
        name: `{${param}} ${what}`,
        params: { [param]: value },
        // with a body the schema accepts, so the id is what is judged
        ...(base ? { body: json(base), contentType: 'application/json' } : {}),
      }),
    ),
  );
}

function pathOf(route: RouteDefinition, ids: Ids, params: Record<string, string> = {}) {
  return route.path
    .replace(/^\/api/, '')
    .replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? String(realParam(route, name, ids)));
}

/** Why an answer is not a proper refusal, or undefined when it is. */
function wrongAnswer(answer: ApiAnswer): string | undefined {
  const shown = answer.raw.toString('utf8').slice(0, 160);
  if (answer.status < 400 || answer.status >= 500) return `answered ${answer.status}: ${shown}`;
  const error = (answer.body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  if (typeof error?.code !== 'string' || !error.code || typeof error.message !== 'string' || !error.message.trim()) {
    return `answered ${answer.status} without { error: { code, message } }: ${shown}`;
  }
  return undefined;
}

async function send(token: string, route: RouteDefinition, ids: Ids, c: Case): Promise<ApiAnswer> {
  const query = c.query
    ? `?${c.query.map(([k, v]) => `${encodeURIComponent(k)}=${v === '\uFFFD' ? '%FF' : encodeURIComponent(v)}`).join('&')}`
    : '';
  return local.api(`${pathOf(route, ids, c.params)}${query}`, {
    token,
    method: route.method,
    body: c.body,
    headers: c.contentType ? { 'content-type': c.contentType } : {},
  });
}

async function inBatches<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += BATCH)
    results.push(...(await Promise.all(items.slice(i, i + BATCH).map(run))));
  return results;
}

type RouteSchemas = ReadonlyMap<string, { body?: $ZodType; query?: $ZodType }>;
const schemasByRoute = new Map<string, { body?: $ZodType; query?: $ZodType }>();
const handlerModules = new Set<string>();
// after the stack has started: the handlers read their configuration when they load
for (const domain of domains) {
  const file = join(REPO_ROOT, handlerPath(domain));
  if (!existsSync(file)) continue;
  const { handler } = (await import(pathToFileURL(file).href)) as { handler: { routeSchemas?: RouteSchemas } };
  handlerModules.add(domain);
  for (const [key, schemas] of handler.routeSchemas ?? []) schemasByRoute.set(key, schemas);
}

/** Routes with something to get wrong: a body or query schema, or an id in the path. */
const routesWithInput = routes.filter((route) => {
  const schemas = schemasByRoute.get(routeKey(route));
  return Boolean(schemas?.body || schemas?.query || route.path.includes('{'));
});

let ids: Ids;
let token: string;

beforeAll(async () => {
  token = await local.token('sweep@example.com');
  const made = async <T>(path: string, body: unknown): Promise<T> => {
    const answer = await local.api<T>(path, { token, method: 'POST', body });
    if (answer.status !== 201)
      throw new Error(`POST ${path} answered ${answer.status}: ${answer.raw.toString('utf8')}`);
    return answer.body;
  };
  const ensemble = await made<{ id: number }>('/ensembles', {
    name: 'Sweep Winds',
    type: 'concert_band',
    level: 3,
    size: 40,
  });
  const entry = await made<{ id: number }>('/library/entries', {
    title: 'Sweep Suite',
    composer: 'A. Composer',
    duration: 300,
  });
  const program = await made<{ id: number; pieces: { id: number }[] }>('/programs', {
    title: 'Sweep Concert',
    ensemble_ids: [ensemble.id],
    pieces: [
      { title: 'First', ensemble_id: ensemble.id, duration: 120 },
      { title: 'Second', duration: 60 },
      { library_entry_id: entry.id },
    ],
  });
  const session = await made<{ session_id: number }>('/chat/session', { ensemble_id: ensemble.id });
  ids = {
    ensemble: ensemble.id,
    program: program.id,
    pieces: program.pieces.map((p) => p.id),
    entry: entry.id,
    session: session.session_id,
  };
});

describe('the routes swept', () => {
  it('loads every domain handler and knows each route that takes a body without a schema', () => {
    expect([...handlerModules].sort()).toEqual([...domains].sort());
    const unknown = routes
      .map(routeKey)
      .filter(
        (key) => /^(POST|PUT|PATCH) /.test(key) && !schemasByRoute.get(key)?.body && !(key in BODY_WITHOUT_SCHEMA),
      );
    expect(
      unknown,
      'routes taking a body that no schema checks: add a schema, or name them here with the suite that covers them',
    ).toEqual([]);
    const stale = Object.keys(BODY_WITHOUT_SCHEMA).filter(
      (key) => !routes.some((r) => routeKey(r) === key) || schemasByRoute.get(key)?.body,
    );
    expect(stale, 'named exceptions that are gone or have a body schema now').toEqual([]);
  });
});

describe('bad input on every route', () => {
  it.for(routesWithInput.map((r) => [routeKey(r), r] as const))('%s', async ([key, route]) => {
    const schemas = schemasByRoute.get(key) ?? {};
    // a body that is a choice of shapes (POST /chat/draft-notes): its first shape, each field wrong in turn
    const bodySchema = schemas.body ? variantsOf(jsonSchemaOf(schemas.body))[0] : undefined;
    const base = bodySchema ? baseOf(bodySchema, ids) : undefined;
    if (schemas.body) {
      const parsed = safeParse(schemas.body, base);
      expect(
        parsed.success,
        `the generated base body ${json(base)} must be accepted: ${json(parsed.error?.issues)}`,
      ).toBe(true);
    }
    const cases = [
      ...(bodySchema ? bodyCases(bodySchema, ids) : []),
      ...(schemas.query ? queryCases(schemas.query) : []),
      ...pathCases(route, base),
    ];
    expect(cases.length, `${key} has input but no case was generated for it`).toBeGreaterThan(0);

    const sub = subOfToken(token);
    const before = await snapshotUser(local.stack, sub);
    const answers = await inBatches(cases, async (c) => ({ c, answer: await send(token, route, ids, c) }));
    const failures = answers.flatMap(({ c, answer }) => {
      const wrong = wrongAnswer(answer);
      return wrong ? [`${c.name}: ${wrong}`] : [];
    });
    expect(failures, `${failures.length} of ${cases.length} cases`).toEqual([]);
    expect(await snapshotUser(local.stack, sub), `the director's data changed during the cases of ${key}`).toEqual(
      before,
    );
  });
});

describe('routes without a JSON schema, by hand', () => {
  const multipart = (parts: { name: string; filename?: string; type?: string; data: string | Buffer }[]) => {
    const chunks = parts.flatMap((part) => [
      Buffer.from(
        `--sweep\r\ncontent-disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n` +
          `${part.type ? `content-type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    ]);
    return Buffer.concat([...chunks, Buffer.from('--sweep--\r\n')]);
  };
  const MULTIPART = 'multipart/form-data; boundary=sweep';

  it.each([
    ['/users/me/profile-picture', 'picture.png', 'image/png'],
    ['/library/upload/csv', 'library.csv', 'text/csv'],
    ['/library/upload/csv/preview', 'library.csv', 'text/csv'],
  ])(
    'POST %s refuses a 0-byte file, a missing part, a wrong content type and a broken body',
    async (path, filename, type) => {
      const cases: [string, Buffer | string, string | undefined][] = [
        ['a 0-byte file', multipart([{ name: 'file', filename, type, data: '' }]), MULTIPART],
        ['no file part, only a field', multipart([{ name: 'note', data: 'hello' }]), MULTIPART],
        ['no parts at all', '--sweep--\r\n', MULTIPART],
        ['a JSON body', json({ file: 'x' }), 'application/json'],
        ['no content type', 'title\nSweep\n', undefined],
        [
          'multipart without a boundary',
          multipart([{ name: 'file', filename, type, data: 'title\nSweep\n' }]),
          'multipart/form-data',
        ],
        [
          'a body cut short',
          multipart([{ name: 'file', filename, type, data: 'title\nSweep\n' }]).subarray(0, 80),
          MULTIPART,
        ],
        [
          'two files',
          multipart([
            { name: 'file', filename, type, data: 'title\nA\n' },
            { name: 'file', filename, type, data: 'title\nB\n' },
          ]),
          MULTIPART,
        ],
      ];
      const sub = subOfToken(token);
      const before = await snapshotUser(local.stack, sub);
      const failures: string[] = [];
      for (const [name, body, contentType] of cases) {
        const answer = await local.api(path, {
          token,
          method: 'POST',
          body,
          headers: contentType ? { 'content-type': contentType } : {},
        });
        const wrong = wrongAnswer(answer);
        if (wrong) failures.push(`${name}: ${wrong}`);
      }
      expect(failures).toEqual([]);
      expect(await snapshotUser(local.stack, sub)).toEqual(before);
    },
  );

  it('answers a JSON body over 10 MB with 413 in the error shape and stores nothing', async () => {
    const sub = subOfToken(token);
    const before = await snapshotUser(local.stack, sub);
    const huge = json({ title: 'Sweep', ensemble_ids: [ids.ensemble], notes: 'x'.repeat(10 * 1024 * 1024) });
    const answer = await local.api('/programs', {
      token,
      method: 'POST',
      body: huge,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(413);
    expect(wrongAnswer(answer)).toBeUndefined();
    expect(await snapshotUser(local.stack, sub)).toEqual(before);
  });
});
