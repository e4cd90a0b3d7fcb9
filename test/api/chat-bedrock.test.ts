import { execFile } from 'node:child_process';
import { createServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatAnswer, ChatHistory, ChatSessionSummary } from '@app/shared/contracts/chat';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import type { LibraryEntry } from '@app/shared/contracts/library';
import { useLocalStack } from '../support/local-stack';

/**
 * The assistant on Bedrock, through the real SDK and the whole stack: a stand-in for the Bedrock
 * runtime endpoint plays a model (Converse answers of the recorded shape: a search, then the answer
 * through the submit tool) or fails (throttling, garbage, silence), and the quick recommender then
 * answers instead, saying so: the director never meets a dead end, and the conversation goes on.
 *
 * The stand-in speaks cleartext HTTP/2: `@aws-sdk/client-bedrock-runtime` sends every call through
 * `NodeHttp2Handler`, and an HTTP/1.1 server only gives it a "Protocol error" (ERR_HTTP2_ERROR).
 */

type Failure = 'throttle' | 'garbage' | 'silent' | 'model';
let failure: Failure = 'throttle';

interface ConverseBody {
  messages: { role: string; content: { text?: string; toolResult?: { content: { text: string }[] } }[] }[];
}
const usage = { inputTokens: 1500, outputTokens: 60, totalTokens: 1560 };
/**
 * A model's turn, of the shape Bedrock's Converse API returns: first a search (with a preamble), then,
 * once the search's result came back, the answer through the submit tool: the first two pieces found,
 * and a reply with one true sentence and one about a piece that does not exist.
 */
function modelTurn(body: ConverseBody) {
  const result = body.messages.at(-1)!.content.find((block) => block.toolResult)?.toolResult;
  if (!result)
    return {
      output: {
        message: {
          role: 'assistant',
          content: [
            { text: 'I will search for lyrical pieces first.' },
            { toolUse: { toolUseId: 'search-1', name: 'search_repertoire', input: { tags: ['lyrical'], limit: 5 } } },
          ],
        },
      },
      stopReason: 'tool_use',
      usage,
      metrics: { latencyMs: 900 },
    };
  const { pieces } = JSON.parse(result.content[0]!.text) as { pieces: { key: string; title: string }[] };
  const picks = pieces.slice(0, 2);
  return {
    output: {
      message: {
        role: 'assistant',
        content: [
          {
            toolUse: {
              toolUseId: 'submit-1',
              name: 'submit_recommendations',
              input: {
                reply: `${picks[0]!.title} would suit your band well. I also suggest "Moonlight Over Lake Kazoo" by Ima Invention, grade 2 and 9 minutes long.`,
                picks: picks.map((p) => ({ key: p.key, reason: 'Lyrical, at your level.' })),
              },
            },
          },
        ],
      },
    },
    stopReason: 'tool_use',
    usage,
    metrics: { latencyMs: 1200 },
  };
}
const received: { method: string; url: string }[] = [];
/** Calls the silent stand-in never answered (ended after each test). */
const unanswered: Http2ServerResponse[] = [];

const standIn = createServer((req: Http2ServerRequest, res: Http2ServerResponse) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({ method: req.method ?? '', url: req.url ?? '' });
    if (failure === 'model') {
      const turn = modelTurn(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ConverseBody);
      res.writeHead(200, { 'content-type': 'application/json', 'x-amzn-requestid': 'stand-in' });
      res.end(JSON.stringify(turn));
    } else if (failure === 'silent') {
      unanswered.push(res);
    } else if (failure === 'throttle') {
      // what Bedrock answers when the account's quota is used up (Converse, REST-JSON protocol)
      res.writeHead(429, {
        'content-type': 'application/json',
        'x-amzn-errortype': 'ThrottlingException',
        'x-amzn-requestid': 'stand-in',
      });
      res.end(JSON.stringify({ message: 'Too many requests' }));
    } else {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<html><body>upstream fell over \u0000\u0001 {not json</body></html>');
    }
  });
});

// the endpoint is known only once the stand-in listens, before the stack (and its config) starts
// the assistant's time limit shortened from 25 s, so the silent stand-in's case is quick
const ASSISTANT_TIMEOUT_MS = 1500;
const functionEnv: Record<string, string> = {
  ASSISTANT_PROVIDER: 'bedrock',
  BEDROCK_MODEL_ID: 'test-model',
  ASSISTANT_TIMEOUT_MS: String(ASSISTANT_TIMEOUT_MS),
};
beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  functionEnv.BEDROCK_ENDPOINT = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
});

const local = useLocalStack({ functionEnv });

beforeEach(() => {
  failure = 'throttle';
  received.length = 0;
  for (const res of unanswered.splice(0)) if (!res.stream.destroyed) res.stream.close();
});

async function bandOf(email: string) {
  const token = await local.token(email);
  const created = await local.api<Ensemble>('/ensembles', {
    token,
    method: 'POST',
    body: { name: 'Wind Symphony', type: 'concert_band', level: 3 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { token, band: created.body };
}

const history = (token: string, sessionId: number) => local.api<ChatHistory>(`/chat/history/${sessionId}`, { token });

const FALLBACK = /^The assistant is busy just now, so these picks are from the quick recommender\. /;

describe('chat when the Bedrock assistant fails', () => {
  it('answers with the quick recommender on throttling, says so, and keeps the conversation', async () => {
    const { token, band } = await bandOf('throttled@example.com');
    const first = await local.api<ChatAnswer>('/chat/message', {
      token,
      method: 'POST',
      body: { message: 'a lyrical grade 3 piece', ensemble_id: band.id },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.reply).toMatch(FALLBACK);
    expect(first.body.recommendations.length).toBeGreaterThan(0);
    for (const r of first.body.recommendations) expect(r.grade).toBe(3);
    // the SDK called the stand-in's Converse route once (no silent retries within the request)
    expect(received).toEqual([{ method: 'POST', url: '/model/test-model/converse' }]);

    const sessions = (await local.api<ChatSessionSummary[]>('/chat/user-sessions', { token })).body;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ ensemble_id: band.id, title: 'a lyrical grade 3 piece' });
    const sessionId = first.body.session_id;
    expect(sessions[0]!.session_id).toBe(sessionId);

    // a follow-up refines the quick recommender's answer the same way
    const second = await local.api<ChatAnswer>('/chat/followup', {
      token,
      method: 'POST',
      body: { message: 'something shorter then', ensemble_id: band.id, session_id: sessionId },
    });
    expect(second.status).toBe(200);
    expect(second.body.reply).toMatch(FALLBACK);
    expect(second.body.session_id).toBe(sessionId);
    const after = await history(token, sessionId);
    expect(after.body.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });

  it('falls back on similarity searches too', async () => {
    const { token, band } = await bandOf('throttled-followup@example.com');
    const answer = await local.api<ChatAnswer>('/chat/vector', {
      token,
      method: 'POST',
      body: { message: 'pieces like Shenandoah', ensemble_id: band.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.reply).toMatch(FALLBACK);
  });

  it('falls back when the provider answers garbage', async () => {
    failure = 'garbage';
    const { token, band } = await bandOf('garbage@example.com');
    const answer = await local.api<ChatAnswer>('/chat/message', {
      token,
      method: 'POST',
      body: { message: 'a march for the spring concert', ensemble_id: band.id },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.reply).toMatch(FALLBACK);
    expect(answer.body.recommendations.length).toBeGreaterThan(0);
    expect(received.length).toBeGreaterThan(0);
  });

  it('falls back for the balanced set of an ensemble, however the provider fails', async () => {
    const { token, band } = await bandOf('balanced-failure@example.com');
    for (const mode of ['throttle', 'garbage'] as const) {
      failure = mode;
      const answer = await local.api<ChatAnswer>(`/chat/ensemble-recommendations/${band.id}`, { token });
      expect(answer.status, `${mode}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.body.reply, mode).toMatch(FALLBACK);
      expect(answer.body.recommendations.length, mode).toBeGreaterThan(0);
    }
  });

  it('still analyses a piece from its facts when the provider fails', async () => {
    const { token, band } = await bandOf('insights-failure@example.com');
    const entry = await local.api<LibraryEntry>('/library/entries', {
      token,
      method: 'POST',
      body: {
        title: 'Air for Band',
        composer: 'Frank Erickson',
        difficulty: 2,
        duration: 200,
        ensemble_type: 'concert_band',
      },
    });
    expect(entry.status).toBe(201);
    for (const mode of ['throttle', 'garbage'] as const) {
      failure = mode;
      const answer = await local.api(`/library/pieces/${entry.body.id}/analyze/${band.id}`, { token });
      expect(answer.status, `${mode}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.body).toMatchObject({
        fit: 'comfortable',
        placement: expect.any(String),
        summary: expect.stringContaining('Air for Band'),
      });
    }
  });

  it('falls back before the gateway gives up when the provider never answers', async () => {
    failure = 'silent';
    const { token, band } = await bandOf('silent@example.com');
    const answer = await local.api<ChatAnswer>('/chat/message', {
      token,
      method: 'POST',
      body: { message: 'a chorale for the winter concert', ensemble_id: band.id },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.reply).toMatch(FALLBACK);
    expect(received).toEqual([{ method: 'POST', url: '/model/test-model/converse' }]);
    const stored = await history(token, answer.body.session_id);
    expect(stored.body.messages.map((m) => [m.role, m.content.slice(0, 24)])).toEqual([
      ['user', 'a chorale for the winter'],
      ['assistant', 'The assistant is busy ju'],
    ]);
  });
});

describe('chat with the Bedrock assistant answering', () => {
  it('answers through a search and the submit tool: real pieces with their own facts, invented prose cut', async () => {
    failure = 'model';
    const { token, band } = await bandOf('model-answers@example.com');
    const answer = await local.api<ChatAnswer>('/chat/message', {
      token,
      method: 'POST',
      body: { message: 'something lyrical for the spring concert', ensemble_id: band.id },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // two model calls: the search, then the answer
    expect(received).toHaveLength(2);
    const [first, second] = answer.body.recommendations;
    expect(second).toBeDefined();
    expect(answer.body.reply).toBe(`${first!.title} would suit your band well.`);
    expect(answer.body.reply).not.toMatch(/Kazoo|quick recommender/);
    for (const r of answer.body.recommendations) {
      expect(r.source).toBe('catalog');
      expect(r.reason).toBe('Lyrical, at your level.');
    }
  });

  it('keeps the suggestions of an ensemble until its library changes (a dashboard visit does not ask again)', async () => {
    failure = 'model';
    const { token, band } = await bandOf('model-suggestions@example.com');
    const suggestions = () => local.api<ChatAnswer>(`/chat/ensemble-recommendations/${band.id}`, { token });
    const first = await suggestions();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(received).toHaveLength(2);
    const again = await suggestions();
    expect(again.body).toEqual(first.body);
    expect(received).toHaveLength(2);

    const added = await local.api<LibraryEntry>('/library/entries', {
      token,
      method: 'POST',
      body: {
        title: 'Air for Band',
        composer: 'Frank Erickson',
        difficulty: 2,
        duration: 200,
        ensemble_type: 'concert_band',
      },
    });
    expect(added.status).toBe(201);
    expect((await suggestions()).status).toBe(200);
    expect(received).toHaveLength(4);
  });

  it('runs the smoke script a district runs once (npm run bedrock:smoke), here against the stand-in', async () => {
    failure = 'model';
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/src/bedrock-smoke.ts'], {
      env: {
        ...process.env,
        AWS_REGION: 'us-east-1',
        BEDROCK_MODEL_ID: 'test-model',
        BEDROCK_ENDPOINT: functionEnv.BEDROCK_ENDPOINT,
      },
    });
    expect(stdout).toMatch(
      /^1\. Smoke Test Concert Band: ".+"\n {3}\d+ ms, 2 model calls, 3000 input \+ 120 output tokens; 2 picks grounded, 0 dropped/m,
    );
    expect(stdout).toContain('10 requests, 0 failed or with ungrounded picks');
  });
});
