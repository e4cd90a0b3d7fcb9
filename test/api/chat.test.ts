import { describe, expect, it } from 'vitest';
import { catalogWorks } from '@app/functions/catalog/load-catalog';
const catalog = catalogWorks();
import type {
  ChatAnswer,
  ChatHistory,
  ChatSessionSummary,
  Disambiguation,
  PieceInsights,
  Recommendation,
} from '@app/shared/contracts/chat';
import { resourceOf } from '@app/shared/api/errors';
import { CHAT_MESSAGE_MAX } from '@app/shared/domain/chat-limits';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import type { LibraryEntry } from '@app/shared/contracts/library';
import { foldForSearch } from '@app/shared/domain/search-text';
import { useLocalStack, type ApiAnswer } from '../support/local-stack';

/**
 * The repertoire assistant's API against the real local stack and the embedded
 * recommender: sessions, messages, follow-ups, likeness, balanced sets, questions back and the
 * analysis of a piece. Recommendation content is checked by its properties (grades, lengths,
 * sources, characters), never by titles the ranking happens to put first.
 */

const local = useLocalStack();

type AskPath = 'message' | 'followup' | 'vector';
type Body = Record<string, unknown>;

const BAND_TYPES = ['concert_band', 'wind_ensemble', 'symphonic_band'];
const FITS = ['comfortable', 'stretch', 'too_hard', 'too_easy'];
const PLACEMENTS = ['opener', 'middle', 'closer'];

const ask = (token: string, path: AskPath, body: Body) =>
  local.api<ChatAnswer>(`/chat/${path}`, { token, method: 'POST', body });

/** Asks and insists on a 200 (the answer's own failure message otherwise). */
async function answered(token: string, path: AskPath, body: Body): Promise<ChatAnswer> {
  const answer = await ask(token, path, body);
  expect(
    answer.status,
    `${path} ${JSON.stringify(body).slice(0, 120)}: ${JSON.stringify(answer.body).slice(0, 300)}`,
  ).toBe(200);
  return answer.body;
}

async function ensembleOf(token: string, body: Body): Promise<Ensemble> {
  const answer = await local.api<Ensemble>('/ensembles', { token, method: 'POST', body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function entryOf(token: string, body: Body): Promise<LibraryEntry> {
  const answer = await local.api<LibraryEntry>('/library/entries', { token, method: 'POST', body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const sessionsOf = async (token: string) => {
  const answer = await local.api<ChatSessionSummary[]>('/chat/user-sessions', { token });
  expect(answer.status).toBe(200);
  return answer.body;
};

const historyOf = async (token: string, sessionId: number) => {
  const answer = await local.api<ChatHistory>(`/chat/history/${sessionId}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

/** The demo account: three ensembles, a ~90-piece library and programs. */
async function demo() {
  const token = await local.token('demo@example.com');
  const ensembles = (await local.api<Ensemble[]>('/ensembles', { token })).body;
  const byType = (type: string) => {
    const found = ensembles.find((e) => e.type === type);
    if (!found) throw new Error(`the demo account has no ${type}`);
    return found;
  };
  return {
    token,
    ensembles,
    band: byType('concert_band'),
    jazz: byType('jazz_band'),
    strings: byType('string_orchestra'),
  };
}

/** A fresh account with one concert band (level 3) and an empty library. */
async function freshBand(email: string, level = 3) {
  const token = await local.token(email);
  const band = await ensembleOf(token, { name: 'Westside Winds', type: 'concert_band', level });
  return { token, band };
}

function expectError(answer: ApiAnswer<unknown>, status: number, message?: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  if (message !== undefined) expect((answer.body as { error: { message: string } }).error.message).toMatch(message);
}

function expectRecommendation(r: Recommendation) {
  expect(typeof r.title === 'string' && r.title.length > 0).toBe(true);
  for (const field of ['composer', 'arranger', 'grade', 'duration'] as const) expect(r, field).toHaveProperty(field);
  expect(r.grade === null || (typeof r.grade === 'number' && r.grade >= 0.5 && r.grade <= 6)).toBe(true);
  expect(r.duration === null || (typeof r.duration === 'number' && r.duration > 0)).toBe(true);
  expect(Array.isArray(r.ensemble_types)).toBe(true);
  expect(['library', 'catalog']).toContain(r.source);
  if (r.source === 'library') {
    expect(Number.isSafeInteger(r.library_entry_id) && r.library_entry_id! > 0).toBe(true);
    expect(r).not.toHaveProperty('catalog_id');
  } else {
    expect(typeof r.catalog_id === 'string' && r.catalog_id.length > 0).toBe(true);
    expect(r).not.toHaveProperty('library_entry_id');
  }
  expect(r.reason.trim().length).toBeGreaterThan(0);
}

/** Every library recommendation states the entry's own facts; every catalogue one the catalogue's. */
async function expectGrounded(token: string, recommendations: readonly Recommendation[]) {
  for (const r of recommendations) {
    expectRecommendation(r);
    if (r.source === 'library') {
      const entry = await local.api<LibraryEntry>(`/library/entries/${r.library_entry_id}`, { token });
      expect(entry.status).toBe(200);
      const e = entry.body;
      expect({
        title: r.title,
        composer: r.composer,
        arranger: r.arranger,
        grade: r.grade,
        duration: r.duration,
        ensemble_types: r.ensemble_types,
      }).toEqual({
        title: e.title,
        composer: e.composer,
        arranger: e.arranger,
        grade: e.difficulty,
        duration: e.duration,
        ensemble_types: e.ensemble_type ? [e.ensemble_type] : [],
      });
    } else {
      const work = catalog.find((w) => w.id === r.catalog_id);
      expect(work, r.catalog_id).toBeDefined();
      expect({
        title: r.title,
        composer: r.composer,
        arranger: r.arranger,
        grade: r.grade,
        duration: r.duration,
      }).toEqual({
        title: work!.title,
        composer: work!.composer,
        arranger: work!.arranger,
        grade: work!.grade,
        duration: work!.duration,
      });
    }
  }
}

const keyOf = (r: Recommendation) =>
  r.source === 'library' ? `library:${r.library_entry_id}` : `catalog:${r.catalog_id}`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const durationsOf = (recommendations: readonly Recommendation[]) =>
  recommendations.map((r) => r.duration).filter((d): d is number => d != null);
const gradesOf = (recommendations: readonly Recommendation[]) =>
  recommendations.map((r) => r.grade).filter((g): g is number => g != null);

/** Whether a recommended piece is a march, by its source's own genre, tags and title. */
async function isMarch(token: string, r: Recommendation): Promise<boolean> {
  const words = (text: string | null | undefined) => ` ${foldForSearch(text)} `;
  const marchy = (text: string) => / (march|marches|marching|quickstep) /.test(text);
  if (marchy(words(r.title))) return true;
  if (r.source === 'library') {
    const entry = (await local.api<LibraryEntry>(`/library/entries/${r.library_entry_id}`, { token })).body;
    return marchy(words([entry.genre, ...entry.tags].join(' ')));
  }
  return catalog.find((w) => w.id === r.catalog_id)!.tags.includes('march');
}

describe('chat sessions', () => {
  it("starts a session for one of the caller's ensembles", async () => {
    const { token, band } = await freshBand('chat-session@example.com');
    const started = await local.api('/chat/session', { token, method: 'POST', body: { ensemble_id: band.id } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(Object.keys(started.body)).toEqual(['session_id']);
    expect(Number.isSafeInteger(started.body.session_id) && started.body.session_id > 0).toBe(true);

    const sessions = await sessionsOf(token);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      session_id: started.body.session_id,
      ensemble_id: band.id,
      ensemble_name: 'Westside Winds',
      message_count: 0,
    });
    expect(await historyOf(token, started.body.session_id)).toMatchObject({
      session_id: started.body.session_id,
      ensemble_id: band.id,
      messages: [],
    });

    // a numeric string is an id too (form posts)
    const fromForm = await local.api('/chat/session', {
      token,
      method: 'POST',
      body: { ensemble_id: String(band.id) },
    });
    expect(fromForm.status).toBe(201);
    expect(fromForm.body.session_id).not.toBe(started.body.session_id);
  });

  it('a session started empty takes its title from its first message', async () => {
    const { token, band } = await freshBand('chat-session-title@example.com');
    const started = await local.api('/chat/session', { token, method: 'POST', body: { ensemble_id: band.id } });
    expect(started.status).toBe(201);
    const answer = await answered(token, 'message', {
      message: 'A lyrical piece for the spring concert',
      ensemble_id: band.id,
      session_id: started.body.session_id,
    });
    expect(answer.session_id).toBe(started.body.session_id);
    const [session] = await sessionsOf(token);
    expect(session).toMatchObject({ session_id: started.body.session_id, message_count: 2 });
    expect(session!.title).toBe('A lyrical piece for the spring concert');
    expect((await historyOf(token, started.body.session_id)).title).toBe('A lyrical piece for the spring concert');
  });

  it("refuses unknown, other users' and invalid ensemble ids, and stores no session", async () => {
    const { token, band } = await freshBand('chat-session-refusals@example.com');
    await answered(token, 'message', { message: 'a fanfare', ensemble_id: band.id });
    const before = await sessionsOf(token);
    const others = await demo();
    const cases: [Body, number, (string | RegExp)?][] = [
      [{ ensemble_id: 987654321 }, 404, 'Ensemble not found.'],
      [{ ensemble_id: others.band.id }, 404, 'Ensemble not found.'],
      [{}, 400, 'ensemble_id is required'],
      [{ ensemble_id: null }, 400, 'ensemble_id is required'],
      [{ ensemble_id: -4 }, 400, 'ensemble_id must be a positive whole number'],
      [{ ensemble_id: 0 }, 400, 'ensemble_id must be a positive whole number'],
      [{ ensemble_id: 2.5 }, 400, 'ensemble_id must be a positive whole number'],
      [{ ensemble_id: 'band' }, 400, 'ensemble_id must be a positive whole number'],
      [{ ensemble_id: band.id, title: 'x' }, 400, 'Unknown field: title'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await local.api('/chat/session', { token, method: 'POST', body });
      expectError(answer, status, message);
    }
    const malformed = await local.api('/chat/session', {
      token,
      method: 'POST',
      body: '{"ensemble_id":',
      headers: { 'content-type': 'application/json' },
    });
    expectError(malformed, 400);
    expect(await sessionsOf(token)).toEqual(before);
    // the other user's sessions are untouched as well
    expect((await sessionsOf(others.token)).some((s) => before.some((b) => b.session_id === s.session_id))).toBe(false);
  });
});

describe('chat messages', () => {
  it('answers with grounded recommendations, continues the session and keeps its history', async () => {
    const { token, band } = await demo();
    const first = await answered(token, 'message', {
      message: 'something lyrical',
      ensemble_id: band.id,
      use_library_only: false,
    });
    expect(Object.keys(first).sort()).toEqual(['recommendations', 'reply', 'session_id']);
    expect(first.reply.trim().length).toBeGreaterThan(0);
    expect(first.recommendations.length).toBeGreaterThan(0);
    await expectGrounded(token, first.recommendations);
    expect(first.recommendations.some((r) => r.source === 'library')).toBe(true);

    const second = await answered(token, 'message', {
      message: 'now a march',
      ensemble_id: band.id,
      session_id: first.session_id,
    });
    expect(second.session_id).toBe(first.session_id);
    expect(second.recommendations.length).toBeGreaterThan(0);
    await expectGrounded(token, second.recommendations);

    const history = await historyOf(token, first.session_id);
    expect(history).toMatchObject({ session_id: first.session_id, ensemble_id: band.id, title: 'something lyrical' });
    expect(history.messages.map((m) => [m.role, m.kind, m.content])).toEqual([
      ['user', 'message', 'something lyrical'],
      ['assistant', 'message', first.reply],
      ['user', 'message', 'now a march'],
      ['assistant', 'message', second.reply],
    ]);
    expect(history.messages.map((m) => m.recommendations)).toEqual([
      [],
      first.recommendations,
      [],
      second.recommendations,
    ]);
    const times = history.messages.map((m) => Date.parse(m.created_at));
    expect(times.every((t, i) => !Number.isNaN(t) && (i === 0 || t >= times[i - 1]!))).toBe(true);
    expect(new Set(history.messages.map((m) => m.id)).size).toBe(4);

    // a new conversation lists first; each with its title, ensemble and count
    const third = await answered(token, 'message', { message: 'an exciting opener', ensemble_id: band.id });
    expect(third.session_id).not.toBe(first.session_id);
    const sessions = await sessionsOf(token);
    const mine = sessions.filter((s) => [first.session_id, third.session_id].includes(s.session_id));
    expect(mine.map((s) => [s.session_id, s.title, s.ensemble_id, s.ensemble_name, s.message_count])).toEqual([
      [third.session_id, 'an exciting opener', band.id, band.name, 2],
      [first.session_id, 'something lyrical', band.id, band.name, 4],
    ]);
    const updated = sessions.map((s) => s.updated_at);
    expect(updated).toEqual([...updated].sort().reverse());

    // every recommendation of the session, once, in the order given
    const all = await local.api<{ session_id: number; recommendations: Recommendation[] }>(
      `/chat/recommendations/${first.session_id}`,
      { token },
    );
    expect(all.status).toBe(200);
    const expected = new Map<string, Recommendation>();
    for (const r of [...first.recommendations, ...second.recommendations])
      if (!expected.has(keyOf(r))) expected.set(keyOf(r), r);
    expect(all.body).toEqual({ session_id: first.session_id, recommendations: [...expected.values()] });
  });

  it('stores a message sent again after the assistant failed once: the saved one is answered', async () => {
    const { token, band } = await freshBand('chat-retry@example.com');
    const sub = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    const session = (
      await local.api<{ session_id: number }>('/chat/session', {
        token,
        method: 'POST',
        body: { ensemble_id: band.id },
      })
    ).body.session_id;
    // what a failed turn leaves: the director's message saved and counted, no answer
    const { insertMessage } = await import('@app/functions/chat/message-repository');
    const { touchSession } = await import('@app/functions/chat/session-repository');
    await insertMessage(sub, session, {
      role: 'user',
      kind: 'message',
      content: 'a march for the spring concert',
      ensemble_id: band.id,
      recommendations: [],
      picks: [],
      use_library_only: false,
    });
    await touchSession(sub, session, { ensembleId: band.id, now: new Date().toISOString(), messages: 1 });

    await answered(token, 'message', {
      message: 'a march for the spring concert',
      ensemble_id: band.id,
      session_id: session,
    });
    const history = await historyOf(token, session);
    expect(history.messages.map((m) => [m.role, m.content.slice(0, 30)])).toEqual([
      ['user', 'a march for the spring concert'],
      ['assistant', expect.any(String)],
    ]);
    const listed = (await local.api<{ session_id: number; message_count: number }[]>('/chat/user-sessions', { token }))
      .body;
    expect(listed.find((s) => s.session_id === session)?.message_count).toBe(2);
  });

  it('pages a long history from the newest messages back, each page oldest first', async () => {
    const { token, band } = await freshBand('chat-history-pages@example.com');
    const first = await answered(token, 'message', { message: 'a march', ensemble_id: band.id });
    for (const message of ['shorter', 'easier'])
      await answered(token, 'followup', { message, ensemble_id: band.id, session_id: first.session_id });
    const whole = await historyOf(token, first.session_id);
    expect(whole.messages.map((m) => m.content).filter((_, i) => i % 2 === 0)).toEqual([
      'a march',
      'shorter',
      'easier',
    ]);
    expect(whole.next_cursor).toBeNull();

    const page = async (query: string) => {
      const answer = await local.api<ChatHistory>(`/chat/history/${first.session_id}?${query}`, { token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    };
    const newest = await page('limit=4');
    expect(newest).toMatchObject({ session_id: first.session_id, ensemble_id: band.id, title: 'a march' });
    expect(newest.messages).toEqual(whole.messages.slice(2));
    expect(newest.next_cursor).toEqual(expect.any(String));
    const earlier = await page(`limit=4&before=${encodeURIComponent(newest.next_cursor!)}`);
    expect(earlier.messages).toEqual(whole.messages.slice(0, 2));
    expect(earlier.next_cursor).toBeNull();
    // pages of one: every message once, newest first
    const ids: number[] = [];
    let before: string | null = null;
    do {
      const one = await page(`limit=1${before ? `&before=${encodeURIComponent(before)}` : ''}`);
      ids.push(...one.messages.map((m) => m.id));
      before = one.next_cursor;
    } while (before);
    expect(ids).toEqual(whole.messages.map((m) => m.id).reverse());

    for (const query of ['limit=0', 'limit=-1', 'limit=two', 'before=yesterday', 'before=', 'page=2']) {
      const answer = await local.api(`/chat/history/${first.session_id}?${query}`, { token });
      expectError(answer, 400);
    }
    // a cursor of this session does not open another director's
    const other = await local.token('chat-history-pages-other@example.com');
    const theirs = await local.api(
      `/chat/history/${first.session_id}?before=${encodeURIComponent(newest.next_cursor!)}`,
      { token: other },
    );
    expectError(theirs, 404);
  });

  it('files the picks under the ensemble the message named when it is not the one chosen', async () => {
    const { token, band, jazz } = await demo();
    const answer = await answered(token, 'message', {
      message: 'two pieces for my concert band, grade 3',
      ensemble_id: jazz.id,
    });
    expect(answer.reply).toContain(`so I answered for ${band.name}`);
    expect(answer.recommendations.length).toBeGreaterThan(0);
    for (const r of answer.recommendations) expect(r.ensemble_id).toBe(band.id);
    // the stored answer says so too (the conversation reopens with them)
    const stored = (await historyOf(token, answer.session_id)).messages.findLast((m) => m.role === 'assistant');
    expect(stored?.recommendations.map((r) => r.ensemble_id)).toEqual(answer.recommendations.map(() => band.id));
    // asked for the chosen ensemble, the picks name none (the page files them under the chosen one)
    const plain = await answered(token, 'message', { message: 'two pieces for my jazz band', ensemble_id: jazz.id });
    for (const r of plain.recommendations) expect(r).not.toHaveProperty('ensemble_id');
  });

  it('answers a follow-up that names two ensembles for each of them, not for the one the conversation began with', async () => {
    const { token, band, jazz, strings } = await demo();
    const first = await answered(token, 'message', { message: 'a grade 3 march', ensemble_id: band.id });
    const next = await answered(token, 'followup', {
      message: 'ok now about 10 minutes for the jazz band and 10 for the string orchestra',
      ensemble_id: band.id,
      session_id: first.session_id,
    });
    expect(next.session_id).toBe(first.session_id);
    const ids = new Set(next.recommendations.map((r) => r.ensemble_id));
    expect(ids).toEqual(new Set([jazz.id, strings.id]));
    for (const id of ids) {
      const own = next.recommendations.filter((r) => r.ensemble_id === id);
      const total = own.reduce((sum, r) => sum + (r.duration ?? 0), 0);
      expect(total).toBeGreaterThanOrEqual(570);
      expect(total).toBeLessThanOrEqual(630);
    }
    // the march asked of the band is not carried into the new plan
    expect(next.reply).not.toMatch(/march/i);
  });

  it('tells two ensembles of one kind apart by the words the message uses for one of them', async () => {
    const token = await local.token('chat-two-jazz-bands@example.com');
    const choir = await ensembleOf(token, { name: 'Central HS Concert Choir', type: 'mixed_choir', level: 3 });
    const first = await ensembleOf(token, { name: 'Central Jazz Ensemble I', type: 'jazz_band', level: 4 });
    await ensembleOf(token, { name: 'Central Jazz Ensemble II', type: 'jazz_band', level: 2 });
    const answer = await answered(token, 'message', {
      message: 'need 2 swing charts for jazz 1, nothing too long',
      ensemble_id: choir.id,
    });
    expect(answer.reply).toContain(`so I answered for ${first.name}`);
    expect(answer.recommendations.length).toBeGreaterThan(0);
    for (const r of answer.recommendations) {
      expect(r.ensemble_id).toBe(first.id);
      expect(r.ensemble_types).toContain('jazz_band');
    }
  });

  it('refuses bad input with a readable error and stores nothing', async () => {
    const { token, band } = await freshBand('chat-refusals@example.com');
    const session = await answered(token, 'message', { message: 'a grade 3 overture', ensemble_id: band.id });
    const other = await freshBand('chat-refusals-other@example.com');
    const otherSession = await answered(other.token, 'message', { message: 'a chorale', ensemble_id: other.band.id });
    const sessionsBefore = await sessionsOf(token);
    const historyBefore = await historyOf(token, session.session_id);
    const otherSessionsBefore = await sessionsOf(other.token);
    const otherHistoryBefore = await historyOf(other.token, otherSession.session_id);

    const valid = { message: 'a march', ensemble_id: band.id, session_id: session.session_id };
    const cases: [string, Body, number, string | RegExp][] = [
      ['empty message', { ...valid, message: '' }, 400, 'Type a message for the assistant.'],
      ['blank message', { ...valid, message: '   \n\t ' }, 400, 'Type a message for the assistant.'],
      [
        'no message',
        { ensemble_id: band.id, session_id: session.session_id },
        400,
        'Type a message for the assistant.',
      ],
      [
        'over-long message',
        { ...valid, message: 'x'.repeat(CHAT_MESSAGE_MAX + 1) },
        400,
        new RegExp(`\\b${CHAT_MESSAGE_MAX}\\b`),
      ],
      ['unknown field', { ...valid, mood: 'sunny' }, 400, 'Unknown field: mood'],
      ['switch not a boolean', { ...valid, use_library_only: 'yes' }, 400, 'use_library_only must be true or false'],
      ['no ensemble', { message: 'a march', session_id: session.session_id }, 400, 'ensemble_id is required'],
      ['bad session id', { ...valid, session_id: 'first' }, 400, 'session_id must be a positive whole number'],
      ['unknown ensemble', { ...valid, ensemble_id: 987654321 }, 404, 'Ensemble not found.'],
      ["another user's ensemble", { ...valid, ensemble_id: other.band.id }, 404, 'Ensemble not found.'],
      ['unknown session', { ...valid, session_id: 987654321 }, 404, 'Chat session not found.'],
      ["another user's session", { ...valid, session_id: otherSession.session_id }, 404, 'Chat session not found.'],
      ['unknown program', { ...valid, program_id: 987654321 }, 404, 'Program not found.'],
    ];
    for (const path of ['message', 'followup', 'vector'] as const) {
      for (const [label, body, status, message] of cases) {
        const answer = await ask(token, path, body);
        expect(answer.status, `${path}: ${label}`).toBe(status);
        expectError(answer, status, message);
        // a 404 names the missing item, which the browser reads instead of the message
        if (status === 404 && typeof message === 'string')
          expect((answer.body as unknown as { error: { details?: unknown } }).error.details, label).toEqual({
            resource: resourceOf(message.replace(/ not found\.$/, '')),
          });
        expect(await sessionsOf(token), `${path}: ${label}`).toEqual(sessionsBefore);
        expect(await historyOf(token, session.session_id), `${path}: ${label}`).toEqual(historyBefore);
      }
    }
    expect(await sessionsOf(other.token)).toEqual(otherSessionsBefore);
    expect(await historyOf(other.token, otherSession.session_id)).toEqual(otherHistoryBefore);

    // a message exactly as long as allowed is read
    const longest = await answered(token, 'message', { message: 'y'.repeat(CHAT_MESSAGE_MAX), ensemble_id: band.id });
    expect((await historyOf(token, longest.session_id)).messages[0]!.content).toHaveLength(CHAT_MESSAGE_MAX);
    // another user's session is not readable either
    for (const path of [
      `/chat/history/${otherSession.session_id}`,
      `/chat/recommendations/${otherSession.session_id}`,
    ]) {
      expectError(await local.api(path, { token }), 404, 'Chat session not found.');
    }
  });

  it('recommends only library pieces when "use my library only" is on', async () => {
    const { token, band } = await demo();
    const answer = await answered(token, 'message', {
      message: 'something lyrical',
      ensemble_id: band.id,
      use_library_only: true,
    });
    expect(answer.recommendations.length).toBeGreaterThan(0);
    expect(answer.recommendations.map((r) => r.source)).toEqual(answer.recommendations.map(() => 'library'));
    await expectGrounded(token, answer.recommendations);
    const like = await answered(token, 'vector', {
      message: 'pieces like Lux Aurumque',
      ensemble_id: band.id,
      use_library_only: true,
    });
    expect(like.recommendations.every((r) => r.source === 'library')).toBe(true);
  });

  it('says so, and suggests the catalogue, when the library is empty and "library only" is on', async () => {
    const { token, band } = await freshBand('chat-empty-library@example.com');
    const answer = await ask(token, 'message', {
      message: 'a march for the spring concert',
      ensemble_id: band.id,
      use_library_only: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.recommendations).toEqual([]);
    expect(answer.body.reply).toMatch(/library/i);
    expect(answer.body.reply).toMatch(/turn off/i);
    // the catalogue still answers when the switch is off
    const open = await answered(token, 'message', {
      message: 'a march for the spring concert',
      ensemble_id: band.id,
      use_library_only: false,
    });
    expect(open.recommendations.length).toBeGreaterThan(0);
    expect(open.recommendations.every((r) => r.source === 'catalog')).toBe(true);
  });
});

describe('pieces already in a program', () => {
  it('are not recommended again when the message names the program or sends it as program_id', async () => {
    const { token, band } = await demo();
    const programs = (await local.api<{ id: number; title: string }[]>('/programs', { token })).body;
    const { id } = programs.find((p) => p.title === 'Spring Concert 2027')!;
    const spring = (await local.api<{ id: number; pieces: { title: string }[] }>(`/programs/${id}`, { token })).body;
    const inSpring = new Set(spring.pieces.map((p) => p.title));
    const titles = (a: ChatAnswer) => a.recommendations.map((r) => r.title);

    const open = await answered(token, 'message', {
      message: 'pieces by Holst or Sousa',
      ensemble_id: band.id,
      use_library_only: true,
    });
    expect(titles(open).filter((t) => inSpring.has(t)).length, titles(open).join(', ')).toBeGreaterThan(0);

    const named = await answered(token, 'message', {
      message: 'pieces by Holst or Sousa for the Spring Concert 2027',
      ensemble_id: band.id,
      use_library_only: true,
    });
    expect(titles(named).filter((t) => inSpring.has(t))).toEqual([]);
    const current = await answered(token, 'message', {
      message: 'pieces by Holst or Sousa',
      ensemble_id: band.id,
      use_library_only: true,
      program_id: spring.id,
    });
    expect(titles(current).filter((t) => inSpring.has(t))).toEqual([]);
  });
});

describe('an opener and a closer', () => {
  it('names each piece by its place, middle pieces "in between"', async () => {
    const { token, band } = await demo();
    const answer = await answered(token, 'message', {
      message: 'four pieces: we need an opener and a closer',
      ensemble_id: band.id,
    });
    expect(answer.recommendations).toHaveLength(4);
    const [first, second, third, last] = answer.recommendations.map((r) => r.title);
    expect(answer.reply).toContain(
      `to open: ${first}; in between: ${second}; in between: ${third}; to close: ${last}.`,
    );
  });
});

describe('chat follow-ups', () => {
  it('"shorter" after "a grade 3 march": no new pick is longer than the median of the last ones', async () => {
    const { token, band } = await demo();
    const first = await answered(token, 'message', { message: 'a grade 3 march', ensemble_id: band.id });
    const previous = durationsOf(first.recommendations);
    expect(previous.length).toBeGreaterThan(0);
    const shorter = await answered(token, 'followup', {
      message: 'shorter',
      ensemble_id: band.id,
      session_id: first.session_id,
    });
    expect(shorter.session_id).toBe(first.session_id);
    expect(shorter.recommendations.length).toBeGreaterThan(0);
    await expectGrounded(token, shorter.recommendations);
    for (const r of shorter.recommendations) expect(r.duration, r.title).not.toBeNull();
    for (const r of shorter.recommendations) expect(r.duration!, r.title).toBeLessThanOrEqual(median(previous));
    expect((await historyOf(token, first.session_id)).messages.map((m) => [m.role, m.kind])).toEqual([
      ['user', 'message'],
      ['assistant', 'message'],
      ['user', 'followup'],
      ['assistant', 'followup'],
    ]);
  });

  it.each(['shorter', 'too long'])(
    '"%s" after short marches still gives shorter pieces than those',
    async (followup) => {
      const { token, band } = await demo();
      const first = await answered(token, 'message', { message: 'a march under 3 minutes', ensemble_id: band.id });
      const previous = durationsOf(first.recommendations);
      expect(previous.length).toBeGreaterThan(0);
      expect(Math.max(...previous)).toBeLessThanOrEqual(180);
      const next = await answered(token, 'followup', {
        message: followup,
        ensemble_id: band.id,
        session_id: first.session_id,
      });
      expect(next.recommendations.length, next.reply).toBeGreaterThan(0);
      for (const r of next.recommendations) expect(r.duration, r.title).not.toBeNull();
      expect(
        next.recommendations.map((r) => [r.title, r.duration]).filter(([, d]) => (d as number) > median(previous)),
      ).toEqual([]);
    },
  );

  it('"shorter" is read as a length, not as the composer Wayne Shorter', async () => {
    const { token, jazz } = await demo();
    const first = await answered(token, 'message', { message: 'swing charts', ensemble_id: jazz.id });
    const shorter = await answered(token, 'followup', {
      message: 'shorter',
      ensemble_id: jazz.id,
      session_id: first.session_id,
    });
    expect(shorter.recommendations.length, shorter.reply).toBeGreaterThan(0);
    expect(shorter.reply).not.toMatch(/\bby Shorter\b/);
    // shorter than the median of the swing charts before, and none by Wayne Shorter
    const previous = durationsOf(first.recommendations);
    for (const r of shorter.recommendations) {
      expect(r.duration!, r.title).toBeLessThanOrEqual(median(previous));
      expect(r.composer ?? '', r.title).not.toMatch(/Shorter/);
    }
  });

  it('"easier" gives only grades below the easiest of the last picks', async () => {
    const { token, band } = await demo();
    const first = await answered(token, 'message', { message: 'a grade 3 march', ensemble_id: band.id });
    const previous = gradesOf(first.recommendations);
    expect(previous.length).toBeGreaterThan(0);
    const easier = await answered(token, 'followup', {
      message: 'easier',
      ensemble_id: band.id,
      session_id: first.session_id,
    });
    expect(easier.recommendations.length).toBeGreaterThan(0);
    await expectGrounded(token, easier.recommendations);
    for (const r of easier.recommendations) expect(r.grade, r.title).not.toBeNull();
    for (const r of easier.recommendations) expect(r.grade!, r.title).toBeLessThan(Math.min(...previous));
  });

  it('"no marches" after marches recommends no march', async () => {
    const { token, band } = await demo();
    const first = await answered(token, 'message', { message: 'some marches', ensemble_id: band.id });
    const marches = await Promise.all(first.recommendations.map((r) => isMarch(token, r)));
    expect(marches.filter(Boolean).length).toBeGreaterThan(0);
    const none = await answered(token, 'followup', {
      message: 'no marches',
      ensemble_id: band.id,
      session_id: first.session_id,
    });
    expect(none.recommendations.length).toBeGreaterThan(0);
    await expectGrounded(token, none.recommendations);
    for (const r of none.recommendations) expect(await isMarch(token, r), r.title).toBe(false);
  });

  it('without a session id, refines the latest conversation about that ensemble', async () => {
    const { token, band, jazz } = await demo();
    const bandTalk = await answered(token, 'message', { message: 'a lyrical piece', ensemble_id: band.id });
    // a newer conversation about another ensemble does not count
    const jazzTalk = await answered(token, 'message', { message: 'a ballad', ensemble_id: jazz.id });
    expect(jazzTalk.session_id).not.toBe(bandTalk.session_id);
    const followup = await answered(token, 'followup', { message: 'easier', ensemble_id: band.id });
    expect(followup.session_id).toBe(bandTalk.session_id);
    const history = await historyOf(token, bandTalk.session_id);
    expect(history.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'a lyrical piece'],
      ['assistant', bandTalk.reply],
      ['user', 'easier'],
      ['assistant', followup.reply],
    ]);
    expect((await historyOf(token, jazzTalk.session_id)).messages).toHaveLength(2);
  });
});

describe('chat likeness', () => {
  it('"pieces like Shenandoah" never answers Shenandoah itself, and says why each is alike', async () => {
    const { token, band } = await demo();
    const like = await answered(token, 'vector', {
      message: 'pieces like Shenandoah',
      ensemble_id: band.id,
      use_library_only: false,
    });
    expect(like.recommendations.length).toBeGreaterThan(0);
    await expectGrounded(token, like.recommendations);
    for (const r of like.recommendations) {
      expect(foldForSearch(r.title)).not.toContain('shenandoah');
      expect(r.reason).toMatch(/Shenandoah/);
    }
    expect((await historyOf(token, like.session_id)).messages.map((m) => [m.role, m.kind])).toEqual([
      ['user', 'vector'],
      ['assistant', 'vector'],
    ]);
  });
});

describe('ensemble recommendations', () => {
  it('gives a balanced, varied set that suits the ensemble, and stores nothing', async () => {
    const { token, band } = await demo();
    const before = await sessionsOf(token);
    const answer = await local.api<{ ensemble_id: number; reply: string; recommendations: Recommendation[] }>(
      `/chat/ensemble-recommendations/${band.id}`,
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.ensemble_id).toBe(band.id);
    expect(answer.body.reply.trim().length).toBeGreaterThan(0);
    const recommendations = answer.body.recommendations;
    expect(recommendations.length).toBeGreaterThanOrEqual(3);
    await expectGrounded(token, recommendations);
    for (const r of recommendations) {
      if (r.source === 'catalog') expect(r.ensemble_types, r.title).toContain('concert_band');
      else
        expect(r.ensemble_types.length === 0 || r.ensemble_types.some((t) => BAND_TYPES.includes(t)), r.title).toBe(
          true,
        );
    }
    const composers = recommendations
      .map((r) => r.composer)
      .filter((c): c is string => c != null && !/^(traditional|anonymous)/i.test(c));
    expect(new Set(composers).size, composers.join(', ')).toBe(composers.length);
    expect(new Set(recommendations.map(keyOf)).size).toBe(recommendations.length);
    expect(await sessionsOf(token)).toEqual(before);
  });

  it("answers 404 for an unknown ensemble or another user's", async () => {
    const { token } = await freshBand('chat-ensemble-recommendations@example.com');
    const others = await demo();
    expectError(await local.api('/chat/ensemble-recommendations/987654321', { token }), 404, 'Ensemble not found.');
    expectError(
      await local.api(`/chat/ensemble-recommendations/${others.band.id}`, { token }),
      404,
      'Ensemble not found.',
    );
  });
});

describe('chat questions back (disambiguate)', () => {
  const disambiguate = (token: string, body: Body) =>
    local.api<Disambiguation>('/chat/disambiguate', { token, method: 'POST', body });

  it('asks which ensemble when none is chosen, unless the message names one kind', async () => {
    const { token, ensembles, strings } = await demo();
    const open = await disambiguate(token, { message: 'something for the spring concert' });
    expect(open.status).toBe(200);
    expect(open.body.question).toEqual(expect.any(String));
    expect(open.body.choices.map((c) => ('ensemble_id' in c ? c.ensemble_id : null)).sort()).toEqual(
      ensembles.map((e) => e.id).sort(),
    );
    for (const choice of open.body.choices) expect(choice.label.length).toBeGreaterThan(0);

    const named = await disambiguate(token, { message: 'something lyrical for my strings' });
    expect(named.status).toBe(200);
    expect(named.body.choices).toEqual([{ label: expect.stringContaining(strings.name), ensemble_id: strings.id }]);
    expect(named.body.question).toBeNull();
  });

  it('tells a director without ensembles to add one', async () => {
    const token = await local.token('chat-no-ensembles@example.com');
    const answer = await disambiguate(token, { message: 'a march' });
    expect(answer.status).toBe(200);
    expect(answer.body.question).toMatch(/add an ensemble/i);
    expect(answer.body.choices).toEqual([]);
  });

  it('asks which arrangement when a title matches several, in the library and the catalogue', async () => {
    const { token, band } = await demo();
    const folk = await disambiguate(token, { message: 'Folk Dances', ensemble_id: band.id });
    expect(folk.status).toBe(200);
    expect(folk.body.question).toMatch(/Folk Dances/);
    expect(folk.body.choices.length).toBeGreaterThanOrEqual(2);
    for (const choice of folk.body.choices)
      expect(choice).toMatchObject({
        label: expect.any(String),
        title: 'Folk Dances',
        composer: 'Dmitri Shostakovich',
        source: expect.stringMatching(/^(library|catalog)$/),
      });
    expect(folk.body.choices.map((c) => ('arranger' in c ? c.arranger : undefined)).sort()).toEqual([
      'H. Robert Reynolds',
      'James Curnow',
    ]);

    const chester = await disambiguate(token, { message: 'pieces like Chester', ensemble_id: band.id });
    expect(chester.status).toBe(200);
    expect(chester.body.question).toEqual(expect.any(String));
    expect(chester.body.choices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Chester', composer: 'William Schuman', arranger: null, source: 'library' }),
        expect.objectContaining({
          title: 'Chester',
          composer: 'William Billings',
          arranger: 'Gerald Tolmage',
          source: 'catalog',
        }),
      ]),
    );

    // one work in both sources is not ambiguous
    expect((await disambiguate(token, { message: 'Lux Aurumque', ensemble_id: band.id })).body).toEqual({
      question: null,
      choices: [],
    });
  });

  it("lists a director's own arrangements of one title", async () => {
    const { token, band } = await freshBand('chat-arrangements@example.com');
    await entryOf(token, {
      title: 'Tuxedo Serenade',
      composer: 'Ada Lowell',
      arranger: 'Ben Marsh',
      difficulty: 3,
      ensemble_type: 'concert_band',
    });
    await entryOf(token, {
      title: 'Tuxedo Serenade',
      composer: 'Ada Lowell',
      arranger: 'Cleo Park',
      difficulty: 2,
      ensemble_type: 'concert_band',
    });
    const answer = await disambiguate(token, { message: 'Tuxedo Serenade', ensemble_id: band.id });
    expect(answer.status).toBe(200);
    expect(answer.body.question).toMatch(/Tuxedo Serenade/);
    expect(
      answer.body.choices.map((c) => ('title' in c ? [c.title, c.composer, c.arranger, c.source] : c)).sort(),
    ).toEqual([
      ['Tuxedo Serenade', 'Ada Lowell', 'Ben Marsh', 'library'],
      ['Tuxedo Serenade', 'Ada Lowell', 'Cleo Park', 'library'],
    ]);
  });

  it("answers 404 for an unknown ensemble or another user's, and 400 for bad input", async () => {
    const { token } = await freshBand('chat-disambiguate-refusals@example.com');
    const others = await demo();
    expectError(await disambiguate(token, { message: 'Chester', ensemble_id: 987654321 }), 404, 'Ensemble not found.');
    expectError(
      await disambiguate(token, { message: 'Chester', ensemble_id: others.band.id }),
      404,
      'Ensemble not found.',
    );
    expectError(await disambiguate(token, { message: ' ' }), 400, 'Type a message for the assistant.');
    expectError(
      await disambiguate(token, { message: 'Chester', use_library_only: true }),
      400,
      'Unknown field: use_library_only',
    );
  });
});

describe('piece analysis', () => {
  const analyse = (token: string, entryId: number | string, ensembleId: number | string) =>
    local.api<PieceInsights>(`/library/pieces/${entryId}/analyze/${ensembleId}`, { token });

  function expectInsights(insights: PieceInsights) {
    expect(FITS).toContain(insights.fit);
    expect(insights.fit_reason.trim().length).toBeGreaterThan(0);
    expect(Number.isFinite(insights.rehearsal_estimate_minutes) && insights.rehearsal_estimate_minutes > 0).toBe(true);
    expect(insights.teaching_points.length).toBeGreaterThan(0);
    for (const point of insights.teaching_points) expect(point.trim().length).toBeGreaterThan(0);
    expect(Array.isArray(insights.instrumentation_notes)).toBe(true);
    expect(PLACEMENTS).toContain(insights.placement);
    expect(insights.placement_reason.trim().length).toBeGreaterThan(0);
    expect(insights.summary.trim().length).toBeGreaterThan(0);
  }

  it('judges the fit from the grade against the level, and plans more rehearsal for a harder, longer piece', async () => {
    const token = await local.token('chat-analysis@example.com');
    const young = await ensembleOf(token, { name: 'Cadet Band', type: 'concert_band', level: 2 });
    const senior = await ensembleOf(token, { name: 'Senior Winds', type: 'concert_band', level: 4 });
    const hard = await entryOf(token, {
      title: 'Ceremonial Toccata',
      composer: 'Ida Strand',
      difficulty: 6,
      duration: 600,
      ensemble_type: 'concert_band',
      genre: 'Overture',
    });
    const stretch = await entryOf(token, {
      title: 'Harbour Lights',
      composer: 'Ian Cole',
      difficulty: 3,
      duration: 300,
      ensemble_type: 'concert_band',
      tags: ['lyrical'],
    });
    const level = await entryOf(token, {
      title: 'Meadow Song',
      composer: 'Ruth Dale',
      difficulty: 2,
      duration: 180,
      ensemble_type: 'concert_band',
      genre: 'Ballad',
    });
    const easy = await entryOf(token, {
      title: 'First Steps March',
      composer: 'Tom Reed',
      difficulty: 1,
      duration: 120,
      ensemble_type: 'concert_band',
      genre: 'March',
    });

    const cases: [LibraryEntry, Ensemble, string][] = [
      [hard, young, 'too_hard'],
      [stretch, young, 'stretch'],
      [level, young, 'comfortable'],
      [easy, senior, 'too_easy'],
      [level, senior, 'too_easy'],
      [stretch, senior, 'comfortable'],
    ];
    const found = new Map<string, PieceInsights>();
    for (const [entry, ensemble, fit] of cases) {
      const answer = await analyse(token, entry.id, ensemble.id);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expectInsights(answer.body);
      expect(answer.body.fit, `${entry.title} for ${ensemble.name}`).toBe(fit);
      expect(answer.body.summary).toContain(entry.title);
      found.set(`${entry.id}:${ensemble.id}`, answer.body);
    }
    const minutes = (entry: LibraryEntry, ensemble: Ensemble) =>
      found.get(`${entry.id}:${ensemble.id}`)!.rehearsal_estimate_minutes;
    expect(minutes(hard, young)).toBeGreaterThan(minutes(stretch, young));
    expect(minutes(stretch, young)).toBeGreaterThan(minutes(level, young));
    // the same piece takes a weaker ensemble longer
    expect(minutes(stretch, young)).toBeGreaterThan(minutes(stretch, senior));
  });

  it('analyses a catalogue work the assistant recommended (piece 0 with its catalog_id)', async () => {
    const token = await local.token('chat-analysis-catalogue@example.com');
    const band = await ensembleOf(token, { name: 'Cadet Band', type: 'concert_band', level: 2 });
    const answer = await local.api<PieceInsights>(
      `/library/pieces/0/analyze/${band.id}?catalog_id=air-for-band-erickson`,
      { token },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expectInsights(answer.body);
    expect(answer.body.summary).toContain('Air for Band');
    expectError(
      await local.api(`/library/pieces/0/analyze/${band.id}?catalog_id=no-such-work`, { token }),
      404,
      'Catalogue work not found.',
    );
    expectError(await local.api(`/library/pieces/0/analyze/${band.id}`, { token }), 404, 'Library entry not found.');
    expectError(await local.api(`/library/pieces/0/analyze/${band.id}?colour=red`, { token }), 400);
  });

  it("answers 404 for unknown or other users' entries and ensembles, and never 500 for odd ids", async () => {
    const token = await local.token('chat-analysis-refusals@example.com');
    const band = await ensembleOf(token, { name: 'Band', type: 'concert_band', level: 3 });
    const entry = await entryOf(token, { title: 'Own Piece', composer: 'Me', difficulty: 3, duration: 200 });
    const others = await demo();
    const otherEntry = (await local.api<{ data: LibraryEntry[] }>('/library/entries?limit=1', { token: others.token }))
      .body.data[0]!;
    expect((await analyse(token, entry.id, band.id)).status).toBe(200);
    expectError(await analyse(token, 987654321, band.id), 404, 'Library entry not found.');
    expectError(await analyse(token, entry.id, 987654321), 404, 'Ensemble not found.');
    expectError(await analyse(token, otherEntry.id, band.id), 404, 'Library entry not found.');
    expectError(await analyse(token, entry.id, others.band.id), 404, 'Ensemble not found.');
    // the owner still reads theirs
    expect((await analyse(others.token, otherEntry.id, others.band.id)).status).toBe(200);
    for (const [pieceId, ensembleId] of [
      ['abc', band.id],
      [entry.id, 'abc'],
      ['-1', band.id],
      [entry.id, '1.5'],
      ['99999999999999999999', band.id],
    ] as const) {
      const answer = await analyse(token, pieceId, ensembleId);
      // path ids that are not ids answer as "not found" across the API (parseId), like /ensembles/abc
      expect([400, 404], `${pieceId}/${ensembleId}`).toContain(answer.status);
      expectError(answer, answer.status);
    }
  });
});

describe('signed out', () => {
  it('answers 401 on every chat route', async () => {
    const { token, band } = await freshBand('chat-signed-out@example.com');
    const session = await answered(token, 'message', { message: 'a chorale', ensemble_id: band.id });
    const entry = await entryOf(token, { title: 'Any Piece', difficulty: 2 });
    const calls: [string, string, Body?][] = [
      ['POST', '/chat/session', { ensemble_id: band.id }],
      ['POST', '/chat/message', { message: 'a march', ensemble_id: band.id }],
      ['POST', '/chat/followup', { message: 'easier', ensemble_id: band.id }],
      ['POST', '/chat/vector', { message: 'pieces like Shenandoah', ensemble_id: band.id }],
      ['POST', '/chat/disambiguate', { message: 'Chester' }],
      ['GET', `/chat/history/${session.session_id}`],
      ['GET', `/chat/recommendations/${session.session_id}`],
      ['GET', `/chat/ensemble-recommendations/${band.id}`],
      ['GET', '/chat/user-sessions'],
      ['GET', `/library/pieces/${entry.id}/analyze/${band.id}`],
    ];
    for (const [method, path, body] of calls) {
      for (const auth of [{ token: null }, { token: null, headers: { authorization: 'Bearer not-a-token' } }]) {
        const answer = await local.api(path, { method, body, ...auth });
        expect(answer.status, `${method} ${path}`).toBe(401);
        expectError(answer, 401);
      }
    }
    expect((await sessionsOf(token)).map((s) => [s.session_id, s.message_count])).toEqual([[session.session_id, 2]]);
  });
});
