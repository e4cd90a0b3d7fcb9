import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack, type ApiAnswer } from '../support/local-stack';

/**
 * Per-user limits of the expensive routes (the assistant, piece analyses, CSV imports, program
 * documents): past a director's limit the route answers 429 TOO_MANY_REQUESTS in the error shape,
 * with Retry-After and a sentence a director understands, and does nothing; other directors and
 * the cheap routes are not affected. The limits are small here and refill once an hour, so nothing
 * in the suite depends on time passing; that the limit resets is shown with the limiter itself on
 * the stack's table and a clock the test moves.
 */
const local = useLocalStack({
  functionEnv: {
    RATE_LIMIT_CHAT: '4/1h', // a session and three messages
    RATE_LIMIT_ANALYSIS: '2/1h',
    RATE_LIMIT_IMPORT: '2/1h',
    RATE_LIMIT_EXPORT: '2/1h',
    RATE_LIMIT_SHARED: '3/1h', // per client address: every request of this suite comes from 127.0.0.1
  },
});

interface Director {
  token: string;
  ensemble: number;
}

async function director(email: string): Promise<Director> {
  const token = await local.token(email);
  const band = await local.api<{ id: number }>('/ensembles', {
    token,
    method: 'POST',
    body: { name: 'Limit Winds', type: 'concert_band' },
  });
  expect(band.status).toBe(201);
  return { token, ensemble: band.body.id };
}

const post = (who: Director, path: string, body: unknown) =>
  local.api(path, { token: who.token, method: 'POST', body });

const csvForm = () => {
  const form = new FormData();
  form.append('file', new Blob(['Title,Composer\nChester,William Billings\n'], { type: 'text/csv' }), 'own.csv');
  return form;
};

/** A 429 of the per-user limit: error shape, Retry-After (about an hour here) and the director's sentence. */
function expectLimited(answer: ApiAnswer, sentence: RegExp) {
  expect(answer.status, answer.raw.toString('utf8')).toBe(429);
  const seconds = Number(answer.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(3000);
  expect(seconds).toBeLessThanOrEqual(3600);
  expect(answer.body).toEqual({
    error: {
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(sentence),
      details: { retry_after_seconds: seconds },
    },
  });
  expect((answer.body as { error: { message: string } }).error.message).toMatch(/Please wait \d+ minutes/);
}

let first: Director;
let second: Director;

beforeAll(async () => {
  first = await director('limits-first@example.com');
  second = await director('limits-second@example.com');
}, 60_000);

describe('the assistant', () => {
  it('answers 429 past the limit, stores nothing of the refused message, and leaves other directors alone', async () => {
    const session = await local.api<{ session_id: number }>('/chat/session', {
      token: first.token,
      method: 'POST',
      body: { ensemble_id: first.ensemble },
    });
    const ask = (message: string) =>
      post(first, '/chat/message', { message, ensemble_id: first.ensemble, session_id: session.body.session_id });

    // a question refused as bad input counts nothing
    expect((await post(first, '/chat/message', { message: '', ensemble_id: first.ensemble })).status).toBe(400);
    expect((await ask('a march')).status).toBe(200);
    expect(
      (
        await post(first, '/chat/followup', {
          message: 'easier',
          ensemble_id: first.ensemble,
          session_id: session.body.session_id,
        })
      ).status,
    ).toBe(200);
    expect((await ask('a hymn')).status).toBe(200);
    const history = (await local.api(`/chat/history/${session.body.session_id}`, { token: first.token })).body;

    expectLimited(await ask('a waltz'), /^You are sending messages faster than the assistant can answer\./);
    expectLimited(
      await local.api(`/chat/ensemble-recommendations/${first.ensemble}`, { token: first.token }),
      /assistant/,
    );
    expect((await local.api(`/chat/history/${session.body.session_id}`, { token: first.token })).body).toEqual(history);

    // the cheap routes are not limited
    expect((await local.api('/chat/user-sessions', { token: first.token })).status).toBe(200);
    // a new session counts like a message
    expectLimited(await post(first, '/chat/session', { ensemble_id: first.ensemble }), /assistant/);
    expect((await post(first, '/chat/disambiguate', { message: 'Chester' })).status).toBe(200);
    // another director is not
    expect((await post(second, '/chat/message', { message: 'a march', ensemble_id: second.ensemble })).status).toBe(
      200,
    );
  });
});

describe('analyses, imports and documents', () => {
  it('each have their own limit', async () => {
    const entry = await local.api<{ id: number }>('/library/entries', {
      token: first.token,
      method: 'POST',
      body: { title: 'Limit Chorale', composer: 'Limit Composer', difficulty: 3, duration: 240 },
    });
    const analyse = () =>
      local.api(`/library/pieces/${entry.body.id}/analyze/${first.ensemble}`, { token: first.token });
    expect((await analyse()).status).toBe(200);
    expect((await analyse()).status).toBe(200);
    expectLimited(await analyse(), /^That is a lot of piece analyses in a short time\./);

    // the column preview and the upload count against one limit
    expect((await post(first, '/library/upload/csv/preview', csvForm())).status).toBe(200);
    expect((await post(first, '/library/upload/csv/preview', csvForm())).status).toBe(200);
    expectLimited(await post(first, '/library/upload/csv', csvForm()), /^That is a lot of imports in a short time\./);
    const tasks = await local.api<{ total: number }>('/library/upload/tasks', { token: first.token });
    expect(tasks.body.total).toBe(0);

    const program = await local.api<{ id: number }>('/programs', {
      token: first.token,
      method: 'POST',
      body: { title: 'Limit Gala', ensemble_ids: [first.ensemble], pieces: [{ library_entry_id: entry.body.id }] },
    });
    expect(program.status).toBe(201);
    const print = () => local.api(`/document/programs/${program.body.id}`, { token: first.token });
    expect((await print()).status).toBe(200);
    expect((await print()).status).toBe(200);
    expectLimited(await print(), /^That is a lot of documents in a short time\./);

    // the other groups' limits did not move the assistant's of the second director
    const again = await post(second, '/chat/message', { message: 'a hymn', ensemble_id: second.ensemble });
    expect(again.status).toBe(200);
  });
});

describe("a shared program's public page", () => {
  it('counts requests per client address, signed out, unknown links included', async () => {
    const owner = await director('limits-share@example.com');
    const program = await post(owner, '/programs', { title: 'Limit Concert', ensemble_ids: [owner.ensemble] });
    const id = (program.body as { id: number }).id;
    const link = ((await post(owner, `/programs/${id}/share`, undefined)).body as { share: { token: string } }).share
      .token;
    const page = (token: string) => local.api(`/shared/programs/${token}`, { token: null });
    expect((await page(link)).status).toBe(200);
    // guessing links spends the same limit
    expect((await page('A'.repeat(24))).status).toBe(404);
    expect((await page(link)).status).toBe(200);
    expectLimited(await page(link), /Too many requests from this network just now/);
    // the director's own routes are not the page's
    expect((await local.api(`/programs/${id}`, { token: owner.token })).status).toBe(200);
  });
});

describe('refusals', () => {
  it('an upload refused for what it sent does not spend the import limit; an accepted one does', async () => {
    const director3 = await director('limits-refused@example.com');
    // a picture sent as the library: not text, refused at once
    const notText = () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2])]), 'library.csv');
      return form;
    };
    for (let i = 0; i < 5; i++) {
      expect((await post(director3, '/library/upload/csv', notText())).status).toBe(400);
      expect((await post(director3, '/library/upload/csv/preview', notText())).status).toBe(400);
    }
    expect((await post(director3, '/library/upload/csv', csvForm())).status).toBe(202);
    expect((await post(director3, '/library/upload/csv/preview', csvForm())).status).toBe(200);
    expectLimited(await post(director3, '/library/upload/csv', csvForm()), /^That is a lot of imports/);
  });
});

describe('the limit resets', () => {
  it('one request back per interval, the whole burst after burst × interval, the same for every container', async () => {
    // the limiter on the stack's table (the functions' configuration is the stack's), with a clock the test moves
    const { createRequestLimiter } = await import('@app/functions/lib/rate-limit');
    const { TooManyRequestsError } = await import('@app/functions/lib/errors');
    let now = Date.UTC(2026, 0, 5, 9, 0, 0);
    const minute = { burst: 2, intervalMs: 60_000 };
    const rates = { chat: minute, analysis: minute, import: minute, export: minute, shared: minute };
    const container = createRequestLimiter(rates, () => now);
    const otherContainer = createRequestLimiter(rates, () => now);
    const sub = 'limits-reset-director';
    const refusal = async (take: Promise<void>) => {
      try {
        await take;
        return 'taken';
      } catch (error) {
        expect(error).toBeInstanceOf(TooManyRequestsError);
        return `429 after ${(error as InstanceType<typeof TooManyRequestsError>).retryAfterSeconds} s`;
      }
    };

    expect(await refusal(container.take(sub, 'chat'))).toBe('taken');
    expect(await refusal(otherContainer.take(sub, 'chat'))).toBe('taken');
    expect(await refusal(container.take(sub, 'chat'))).toBe('429 after 60 s');
    expect(await refusal(otherContainer.take(sub, 'chat'))).toBe('429 after 60 s');
    // another group and another director have their own
    expect(await refusal(container.take(sub, 'export'))).toBe('taken');
    expect(await refusal(container.take('limits-reset-other', 'chat'))).toBe('taken');

    now += 45_000;
    expect(await refusal(container.take(sub, 'chat'))).toBe('429 after 15 s');
    now += 15_000;
    expect(await refusal(otherContainer.take(sub, 'chat'))).toBe('taken');
    expect(await refusal(container.take(sub, 'chat'))).toBe('429 after 60 s');

    now += 120_000;
    expect(await refusal(container.take(sub, 'chat'))).toBe('taken');
    expect(await refusal(otherContainer.take(sub, 'chat'))).toBe('taken');
    expect(await refusal(container.take(sub, 'chat'))).toBe('429 after 60 s');

    // a request given back (refused as bad input) is one more the director may make now
    await container.giveBack(sub, 'chat');
    expect(await refusal(otherContainer.take(sub, 'chat'))).toBe('taken');
    expect(await refusal(container.take(sub, 'chat'))).toBe('429 after 60 s');
    // a full bucket gets nothing back
    await container.giveBack('limits-reset-idle', 'import');
    expect(await refusal(container.take('limits-reset-idle', 'import'))).toBe('taken');
    expect(await refusal(container.take('limits-reset-idle', 'import'))).toBe('taken');
    expect(await refusal(container.take('limits-reset-idle', 'import'))).toBe('429 after 60 s');
  });
});
