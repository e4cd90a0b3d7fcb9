import {
  AccessDeniedException,
  BedrockRuntimeClient,
  ConverseCommand,
  ModelNotReadyException,
  ThrottlingException,
  type ContentBlock,
  type ConverseCommandInput,
  type ConverseCommandOutput,
  type ToolUseBlock,
} from '@aws-sdk/client-bedrock-runtime';
import type { PieceInsights } from '@app/shared/contracts/chat';
import type { LibraryEntry } from '@app/shared/contracts/library';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError, TimeoutError } from '../../lib/errors';
import { logger } from '../../lib/observability';
import type { CatalogWork } from '../../catalog/catalog-schema';
import { BUSY_MESSAGE, MalformedAnswerError, UNAVAILABLE_MESSAGE, createBedrockProvider, extractJson } from './bedrock';
import { buildPool, fromCatalog, fromLibrary } from './candidates';
import { groundPicks } from './grounding';
import { draftFromFacts } from './note-facts';
import type { AssistantContext, AssistantQuestion, PreviousTurn } from './provider';
import { assistantContext, catalogWork, holstNoteFacts, libraryEntry, testBand } from './test-fixtures';

const MODEL_ID = 'anthropic.claude-test-v1:0';

// The provider sends these facts to the model, so the works carry a publisher, a year and a scoring.
const work = (over: Partial<CatalogWork> & Pick<CatalogWork, 'id' | 'title' | 'composer'>) =>
  catalogWork(over.id, {
    publisher: 'Test Music',
    duration: 300,
    year: 2000,
    scoring: 'concert band',
    ...over,
  });
const entry = (over: Partial<LibraryEntry> & Pick<LibraryEntry, 'id' | 'title'>) =>
  libraryEntry(over.id, { difficulty: 3, duration: 240, ensemble_type: 'concert_band', ...over });

const shenandoah = fromCatalog(
  work({
    id: 'shenandoah-ticheli',
    title: 'Shenandoah',
    composer: 'Frank Ticheli',
    grade: 3,
    duration: 330,
    tags: ['lyrical', 'folk', 'american'],
    notes: 'A setting of the American folk song.',
  }),
);
const firstSuite = fromCatalog(
  work({
    id: 'first-suite-holst',
    title: 'First Suite in E-flat',
    composer: 'Gustav Holst',
    grade: 4,
    duration: 660,
    tags: ['suite', 'march'],
  }),
);
const inTheMood = fromCatalog(
  work({
    id: 'in-the-mood-garland',
    title: 'In the Mood',
    composer: 'Joe Garland',
    grade: 3,
    duration: 210,
    ensemble_types: ['jazz_band'],
    tags: ['swing'],
  }),
);
const fairest = fromLibrary(
  entry({
    id: 7,
    title: 'The Fairest of the Fair',
    composer: 'John Philip Sousa',
    difficulty: 4,
    duration: 250,
    genre: 'March',
  }),
);
const inProgram = fromLibrary(
  entry({
    id: 8,
    title: 'Amazing Grace',
    composer: 'Traditional',
    arranger: 'Frank Ticheli',
    difficulty: 3,
    duration: 280,
    tags: ['lyrical'],
  }),
);
const pool = buildPool([fairest, inProgram], [shenandoah, firstSuite, inTheMood]);

const ensemble = testBand({ name: 'Lincoln High Concert Band' });

const contextWith = (over: Partial<AssistantContext> = {}): AssistantContext =>
  assistantContext({
    ensemble,
    pool,
    excludedKeys: new Set([inProgram.key]),
    programs: [{ id: 3, title: 'Spring Concert', pieceKeys: [inProgram.key] }],
    today: new Date('2025-03-01T12:00:00.000Z'),
    ...over,
  });

const question: AssistantQuestion = { kind: 'message', message: 'A lyrical piece around grade 3, please.' };

const bedrock = mockClient(BedrockRuntimeClient);
const client = new BedrockRuntimeClient({ region: 'us-east-1' });
const provider = (maxToolRounds?: number) => createBedrockProvider({ modelId: MODEL_ID, client, maxToolRounds });
const signal = () => new AbortController().signal;

const modelSays = (text: string): ConverseCommandOutput => ({
  output: { message: { role: 'assistant', content: [{ text }] } },
  stopReason: 'end_turn',
  usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
  metrics: { latencyMs: 1 },
  $metadata: {},
});

const modelSearches = (input: NonNullable<ToolUseBlock['input']>, toolUseId = 'tool-1'): ConverseCommandOutput => ({
  output: {
    message: {
      role: 'assistant',
      content: [{ text: 'Let me search.' }, { toolUse: { toolUseId, name: 'search_repertoire', input } }],
    },
  },
  stopReason: 'tool_use',
  usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
  metrics: { latencyMs: 1 },
  $metadata: {},
});

/** The model's answer as Bedrock returns it: an optional preamble, then the submit tool's call. */
const modelSubmits = (
  input: Record<string, unknown>,
  preamble?: string,
  toolUseId = 'submit-9',
): ConverseCommandOutput => ({
  output: {
    message: {
      role: 'assistant',
      content: [
        ...(preamble ? [{ text: preamble }] : []),
        { toolUse: { toolUseId, name: 'submit_recommendations', input: input as ToolUseBlock['input'] } },
      ],
    },
  },
  stopReason: 'tool_use',
  usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
  metrics: { latencyMs: 1 },
  $metadata: {},
});

const sentInputs = (): ConverseCommandInput[] =>
  bedrock.commandCalls(ConverseCommand).map((call) => call.args[0].input);

/** The search result the provider sent back in a request's last (user) message. */
const toolResultIn = (input: ConverseCommandInput) => {
  const block = input.messages!.at(-1)!.content!.find((b: ContentBlock) => b.toolResult)!;
  return {
    toolUseId: block.toolResult!.toolUseId,
    status: block.toolResult!.status,
    body: block.toolResult!.content![0]!.text!,
  };
};

beforeEach(() => bedrock.reset());
afterEach(() => bedrock.reset());

describe('answer', () => {
  it('runs a search then a submitted answer (the recorded shape: a preamble, then the tool call)', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(modelSearches({ tags: ['lyrical'], grade_min: 2, grade_max: 4 }))
      .resolvesOnce(
        modelSubmits({
          reply: 'Shenandoah by Frank Ticheli is a lovely lyrical grade 3 setting, about 6 minutes.',
          picks: [{ key: shenandoah.key, reason: 'Lyrical and right at grade 3.' }],
        }),
      );

    const answer = await provider().answer(question, contextWith(), signal());

    expect(answer.reply).toBe('Shenandoah by Frank Ticheli is a lovely lyrical grade 3 setting, about 6 minutes.');
    expect(answer.picks).toEqual([{ key: shenandoah.key, reason: 'Lyrical and right at grade 3.' }]);
    // the reading both providers share is stored with the turn, for a follow-up on either
    expect(answer.request).toMatchObject({ tags: ['lyrical'] });

    const [first, second] = sentInputs();
    expect(sentInputs()).toHaveLength(2);
    expect(first!.messages).toHaveLength(1);
    // greedy decoding for tool use; the model must call a tool (never free text) while it may search
    expect(first!.inferenceConfig).toMatchObject({ temperature: 0 });
    expect(first!.toolConfig!.toolChoice).toEqual({ any: {} });
    expect(first!.toolConfig!.tools!.map((t) => t.toolSpec!.name)).toEqual([
      'search_repertoire',
      'submit_recommendations',
    ]);
    // the model's tool call goes back, then the tool's result as the user's turn
    expect(second!.messages!.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(second!.messages![1]!.content!.some((b) => b.toolUse?.toolUseId === 'tool-1')).toBe(true);
    const result = toolResultIn(second!);
    expect(result.toolUseId).toBe('tool-1');
    expect(result.status).toBeUndefined();
    const body = JSON.parse(result.body) as { pieces: Record<string, unknown>[] };
    expect(body.pieces).toContainEqual(
      expect.objectContaining({
        key: shenandoah.key,
        source: 'catalog',
        title: 'Shenandoah',
        composer: 'Frank Ticheli',
        grade: 3,
        duration_seconds: 330,
      }),
    );
    const keys = body.pieces.map((p) => p.key);
    expect(keys).not.toContain(inTheMood.key); // a jazz chart does not suit a concert band
    expect(keys).not.toContain(inProgram.key); // already in the program
    expect(keys).not.toContain(firstSuite.key); // not lyrical
  });

  it('answers two searches asked in one turn with two results, and may pick from both', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce({
        ...modelSearches({ text: 'march' }),
        output: {
          message: {
            role: 'assistant',
            content: [
              { toolUse: { toolUseId: 'a', name: 'search_repertoire', input: { text: 'march' } } },
              { toolUse: { toolUseId: 'b', name: 'search_repertoire', input: { tags: ['lyrical'] } } },
            ],
          },
        },
      })
      .resolvesOnce(
        modelSubmits({
          reply: 'A march and a lyrical piece.',
          picks: [
            { key: fairest.key, reason: 'A march you own.' },
            { key: shenandoah.key, reason: 'Lyrical.' },
          ],
        }),
      );

    const answer = await provider().answer(question, contextWith(), signal());

    const results = sentInputs()[1]!
      .messages!.at(-1)!
      .content!.filter((b) => b.toolResult);
    expect(results.map((b) => b.toolResult!.toolUseId)).toEqual(['a', 'b']);
    expect(answer.picks.map((p) => p.key)).toEqual([fairest.key, shenandoah.key]);
  });

  it('takes the answer from the tool call whatever prose comes before it (a preamble with braces)', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(modelSearches({ tags: ['lyrical'] }))
      .resolvesOnce(
        modelSubmits(
          { reply: 'Here is one.', picks: [{ key: shenandoah.key, reason: 'Lyrical.' }] },
          'I will weigh {grade} and {length} first. The set {Shenandoah} fits.',
        ),
      );

    const answer = await provider().answer(question, contextWith(), signal());

    expect(answer).toMatchObject({ reply: 'Here is one.', picks: [{ key: shenandoah.key, reason: 'Lyrical.' }] });
  });

  it('searches only the library when "my library only" is on, whatever source the model asks for', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(modelSearches({ source: 'catalog' }))
      .resolvesOnce(
        modelSubmits({
          reply: 'From your library: The Fairest of the Fair.',
          picks: [{ key: 'library:7', reason: 'A march you own.' }],
        }),
      );

    const answer = await provider().answer(question, contextWith({ useLibraryOnly: true }), signal());

    const body = JSON.parse(toolResultIn(sentInputs()[1]!).body) as { pieces: { key: string; source: string }[] };
    expect(body.pieces.map((p) => p.key)).toEqual([fairest.key]);
    expect(answer.picks).toEqual([{ key: fairest.key, reason: 'A march you own.' }]);
  });

  it('searches only UIL-listed works on the UIL scale when asked, and gives each listing', async () => {
    const listed = fromCatalog(
      work({
        id: 'chester-uil',
        title: 'Chester',
        composer: 'William Schuman',
        grade: 5,
        uil: { code: '100-4-15000', grade: 4, specification: null },
      }),
    );
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(modelSearches({ uil_only: true, grade_min: 4, grade_max: 4 }))
      .resolvesOnce(
        modelSubmits({
          reply: 'Chester is on the UIL list at grade 4.',
          picks: [{ key: 'catalog:chester-uil', reason: 'UIL grade 4.' }],
        }),
      );

    const answer = await provider().answer(
      question,
      contextWith({ pool: buildPool([fairest], [shenandoah, firstSuite, listed]) }),
      signal(),
    );

    const body = JSON.parse(toolResultIn(sentInputs()[1]!).body) as { pieces: { key: string; uil?: unknown }[] };
    expect(body.pieces).toEqual([
      expect.objectContaining({ key: listed.key, uil: { code: '100-4-15000', grade: 4, specification: null } }),
    ]);
    expect(answer.reply).toBe('Chester is on the UIL list at grade 4.');
  });

  it('answers a bad tool input with an error result the model can read', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(modelSearches({ grade_min: 'hard' }))
      .resolvesOnce(modelSubmits({ reply: 'I could not search just now.', picks: [] }));

    await provider().answer(question, contextWith(), signal());

    const result = toolResultIn(sentInputs()[1]!);
    expect(result.status).toBe('error');
    expect(result.body).toMatch(/grade_min/);
  });

  it('forces the answer after maxToolRounds searches, so a turn makes a bounded number of calls', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(modelSearches({ text: 'march' }))
      .resolvesOnce(modelSearches({ text: 'lyrical' }))
      .resolvesOnce(modelSubmits({ reply: 'One march.', picks: [{ key: fairest.key, reason: 'A march.' }] }));

    const answer = await provider(2).answer(question, contextWith(), signal());

    expect(answer.picks).toEqual([{ key: fairest.key, reason: 'A march.' }]);
    const inputs = sentInputs();
    expect(inputs.map((i) => i.toolConfig!.toolChoice)).toEqual([
      { any: {} },
      { any: {} },
      { tool: { name: 'submit_recommendations' } },
    ]);
    // the last search's result tells the model to answer now
    expect(inputs[2]!.messages!.at(-1)!.content!.some((b) => b.text?.includes('last search'))).toBe(true);
  });

  it.each([
    ['picks that are not a list', { reply: 'Try these.', picks: 'Shenandoah' }],
    ['no reply', { picks: [] }],
    ['a pick without a key', { reply: 'Try this.', picks: [{ title: 'Shenandoah', reason: 'Lyrical.' }] }],
    ['eleven picks', { reply: 'Many.', picks: Array.from({ length: 11 }, () => ({ key: 'x', reason: 'y' })) }],
  ])('repairs a malformed answer (%s) once: the error goes back and the answer is forced', async (_case, bad) => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(modelSearches({ tags: ['lyrical'] }))
      .resolvesOnce(modelSubmits(bad as Record<string, unknown>, undefined, 'submit-1'))
      .resolvesOnce(modelSubmits({ reply: 'Here is one.', picks: [{ key: shenandoah.key, reason: 'Lyrical.' }] }));

    const answer = await provider().answer(question, contextWith(), signal());

    expect(answer).toMatchObject({ reply: 'Here is one.', picks: [{ key: shenandoah.key }] });
    const repair = sentInputs()[2]!;
    expect(repair.toolConfig!.toolChoice).toEqual({ tool: { name: 'submit_recommendations' } });
    expect(toolResultIn(repair)).toMatchObject({ toolUseId: 'submit-1', status: 'error' });
    expect(toolResultIn(repair).body).toMatch(/^Invalid input/);
  });

  it.each([
    ['text instead of a tool call', modelSays('Shenandoah would be lovely {and so would} Symphony of the Stars.')],
    ['a reply cut at max tokens', { ...modelSays('{"reply": "Here are some pie'), stopReason: 'max_tokens' as const }],
  ])('asks once again for the answer through the tool after %s', async (_case, first) => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(first)
      .resolvesOnce(modelSubmits({ reply: 'Nothing fits, sorry.', picks: [] }));

    const answer = await provider().answer(question, contextWith(), signal());

    expect(answer.reply).toBe('Nothing fits, sorry.');
    expect(sentInputs()[1]!.messages!.at(-1)!.content!.at(-1)!.text).toMatch(/submit_recommendations/);
  });

  it('gives up after one repair with a MalformedAnswerError, which the service answers with the quick recommender', async () => {
    bedrock.on(ConverseCommand).resolves(modelSays('Here you go: Shenandoah.'));

    await expect(provider().answer(question, contextWith(), signal())).rejects.toBeInstanceOf(MalformedAnswerError);
    expect(sentInputs()).toHaveLength(2);
  });

  it('keeps only picks a search of this turn returned, and cuts prose the picks do not bear out (an invented piece)', async () => {
    const history: PreviousTurn[] = [
      { role: 'user', content: 'Something lyrical.', kind: 'message', picks: [] },
      { role: 'assistant', content: 'Try First Suite.', kind: 'message', picks: [firstSuite.key] },
    ];
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(modelSearches({ tags: ['lyrical'] }))
      .resolvesOnce(
        modelSubmits({
          reply:
            'Shenandoah is a lovely lyrical setting. I also recommend "Symphony of the Stars" by Ima Invention, a grade 3 work of 4 minutes. First Suite in E-flat is grade 2 and 5 minutes long. Both suit your band.',
          picks: [
            { key: shenandoah.key, reason: 'Lyrical, and grade 1 so very easy.' },
            { key: 'catalog:symphony-of-the-stars', reason: 'Sparkly.' },
            // a real key, but from memory: no search of this turn returned it
            { key: firstSuite.key, reason: 'A classic.' },
          ],
        }),
      );
    const context = contextWith({ history });

    const answer = await provider().answer({ kind: 'followup', message: 'Another lyrical one?' }, context, signal());

    expect(answer.picks).toEqual([{ key: shenandoah.key, reason: '' }]);
    expect(answer.reply).toBe('Shenandoah is a lovely lyrical setting. Both suit your band.');
    const grounded = groundPicks(answer.picks, context);
    expect(grounded.recommendations).toEqual([
      expect.objectContaining({
        title: 'Shenandoah',
        grade: 3,
        duration: 330,
        reason: 'Shenandoah suits Lincoln High Concert Band.',
      }),
    ]);
  });

  it('writes the reply itself from the picks when no sentence of the model stands', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(modelSearches({ tags: ['lyrical'] }))
      .resolvesOnce(
        modelSubmits({ reply: 'Shenandoah is grade 6 and 20 minutes.', picks: [{ key: shenandoah.key, reason: '' }] }),
      );

    const answer = await provider().answer(question, contextWith(), signal());

    expect(answer.reply).toBe('Here is one piece for Lincoln High Concert Band, about 6 minutes in all.');
  });

  it('answers a request for several ensembles, and a message about something else, with the shared intents and no model call', async () => {
    const jazz = testBand({ id: 2, name: 'Lincoln High Jazz Band', type: 'jazz_band' });
    const band = { ...ensemble, id: 1 };
    const context = contextWith({ ensemble: band, ensembles: [band, jazz] });

    const several = await provider().answer(
      { kind: 'message', message: 'a march for the concert band and a swing chart for the jazz band' },
      context,
      signal(),
    );
    const offTopic = await provider().answer(
      { kind: 'message', message: 'how do I delete a program?' },
      context,
      signal(),
    );

    expect(sentInputs()).toHaveLength(0);
    // a labelled answer per ensemble: the marches for the band, the swing chart for the jazz band
    expect(several.picks.filter((p) => p.ensemble_id === 1).map((p) => p.key)).toContain(fairest.key);
    expect(several.picks.filter((p) => p.ensemble_id === 2).map((p) => p.key)).toEqual([inTheMood.key]);
    expect(offTopic.picks).toEqual([]);
  });

  it('turns throttling into a 503 ServiceUnavailableError with a message for the director', async () => {
    bedrock
      .on(ConverseCommand)
      .rejects(
        new ThrottlingException({ message: 'Too many requests, please wait before trying again.', $metadata: {} }),
      );

    const error = await provider()
      .answer(question, contextWith(), signal())
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error).toMatchObject({ status: 503, code: 'ASSISTANT_BUSY', message: BUSY_MESSAGE });
    expect((error as Error).cause).toBeInstanceOf(ThrottlingException);
  });

  it('turns an unready model or a configuration problem into ASSISTANT_UNAVAILABLE', async () => {
    bedrock.on(ConverseCommand).rejectsOnce(new ModelNotReadyException({ message: 'not ready', $metadata: {} }));
    await expect(provider().answer(question, contextWith(), signal())).rejects.toMatchObject({
      status: 503,
      code: 'ASSISTANT_UNAVAILABLE',
      message: UNAVAILABLE_MESSAGE,
    });

    bedrock.reset();
    bedrock
      .on(ConverseCommand)
      .rejectsOnce(new AccessDeniedException({ message: 'no access to the model', $metadata: {} }));
    await expect(provider().answer(question, contextWith(), signal())).rejects.toMatchObject({
      status: 503,
      code: 'ASSISTANT_UNAVAILABLE',
    });
  });

  it('passes the abort signal to the client and answers an abort with a TimeoutError', async () => {
    const controller = new AbortController();
    bedrock.on(ConverseCommand).callsFake(() => {
      controller.abort();
      throw Object.assign(new Error('Request aborted'), { name: 'AbortError' });
    });

    await expect(provider().answer(question, contextWith(), controller.signal)).rejects.toBeInstanceOf(TimeoutError);
    expect((bedrock.commandCalls(ConverseCommand)[0]!.args as unknown[])[1]).toMatchObject({
      abortSignal: controller.signal,
    });

    // an already aborted signal makes no call at all
    bedrock.reset();
    await expect(provider().answer(question, contextWith(), controller.signal)).rejects.toBeInstanceOf(TimeoutError);
    expect(sentInputs()).toHaveLength(0);
  });

  it('logs each model call with its tokens (what the cost metrics count)', async () => {
    const info = vi.spyOn(logger, 'info');
    bedrock
      .on(ConverseCommand)
      .resolvesOnce({
        ...modelSearches({ text: 'march' }),
        usage: { inputTokens: 900, outputTokens: 40, totalTokens: 940 },
      })
      .resolves({
        ...modelSubmits({ reply: 'Noted.', picks: [] }),
        usage: { inputTokens: 1200, outputTokens: 80, totalTokens: 1280 },
      });

    await provider().answer(question, contextWith(), signal());

    const calls = info.mock.calls.filter(([message]) => message === 'Bedrock model call').map(([, data]) => data);
    expect(calls).toEqual([
      expect.objectContaining({ modelId: MODEL_ID, stopReason: 'tool_use', inputTokens: 900, outputTokens: 40 }),
      expect.objectContaining({ modelId: MODEL_ID, stopReason: 'tool_use', inputTokens: 1200, outputTokens: 80 }),
    ]);
    info.mockRestore();
  });

  it('sends the model id, a system prompt with the ensemble facts, the tools and the history as alternating turns', async () => {
    bedrock.on(ConverseCommand).resolves(modelSubmits({ reply: 'Noted.', picks: [] }));
    const history: PreviousTurn[] = [
      // a session cannot start with the assistant in Converse: dropped
      { role: 'assistant', content: 'Welcome!', kind: 'message', picks: [] },
      { role: 'user', content: 'Something for our spring concert.', kind: 'message', picks: [] },
      { role: 'assistant', content: 'Try Shenandoah.', kind: 'message', picks: [shenandoah.key] },
      { role: 'user', content: 'Something faster.', kind: 'followup', picks: [] },
    ];

    await provider().answer({ kind: 'followup', message: 'And shorter.' }, contextWith({ history }), signal());

    const [input] = sentInputs();
    expect(input!.modelId).toBe(MODEL_ID);
    const system = input!.system!.map((block) => block.text).join('\n');
    expect(system).toContain('grade 2 to 4');
    expect(system).toContain('"My library only": off');
    expect(system).toMatch(/within 5%/);
    expect(system).toMatch(/Never invent/);
    expect(system).toMatch(/calling submit_recommendations once/);
    // what the director wrote (the ensemble's name, its programs' titles) is data in the first user
    // message, never in the system prompt
    expect(system).not.toContain('Lincoln High Concert Band');
    expect(system).not.toContain('Spring Concert');
    const data = input!.messages![0]!.content![0]!.text!;
    expect(data).toMatch(/^<ensemble_data>/);
    expect(data).toContain('Name: Lincoln High Concert Band');
    expect(data).toContain('Type: concert band (concert_band)');
    expect(data).toContain('Level: grade 3');
    expect(data).toContain('Size: 50 players or singers');
    expect(data).toContain('Spring Concert');
    expect(input!.messages!.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(input!.messages![0]!.content![1]!.text).toBe('Something for our spring concert.');
    expect(input!.messages![1]!.content![0]!.text).toContain(shenandoah.key);
    // two user turns in a row are merged into one message
    expect(input!.messages![2]!.content![0]!.text).toBe('Something faster.\n\nAnd shorter.');
  });

  it('asks for ensemble recommendations when the question has no text', async () => {
    bedrock.on(ConverseCommand).resolves(modelSubmits({ reply: 'Here are some.', picks: [] }));

    await provider().answer({ kind: 'ensemble', message: '' }, contextWith(), signal());

    expect(sentInputs()[0]!.messages![0]!.content![1]!.text).toBe('Recommend repertoire that suits my ensemble.');
  });
});

describe('insights', () => {
  const facts: PieceInsights = {
    fit: 'comfortable',
    fit_reason: 'Grade 3 matches the band.',
    rehearsal_estimate_minutes: 180,
    teaching_points: ['Phrasing'],
    instrumentation_notes: ['Needs a solid horn section.'],
    placement: 'middle',
    placement_reason: 'A lyrical piece for the middle.',
    summary: 'A good fit.',
  };

  it("uses the model's texts and keeps fit, rehearsal estimate and placement from the facts", async () => {
    bedrock.on(ConverseCommand).resolves(
      modelSays(
        JSON.stringify({
          fit: 'too_hard',
          rehearsal_estimate_minutes: 999,
          placement: 'closer',
          fit_reason: "At grade 3 it sits right at the band's level.",
          teaching_points: ['Long, connected phrases', 'Balance in the chorale texture'],
          instrumentation_notes: [],
          placement_reason: 'Its calm character gives the middle of a concert a breath.',
          summary: 'A lyrical folk setting that teaches phrasing.',
        }),
      ),
    );

    const result = await provider().insights(shenandoah, ensemble, facts, signal());

    expect(result).toEqual({
      fit: 'comfortable',
      rehearsal_estimate_minutes: 180,
      placement: 'middle',
      fit_reason: "At grade 3 it sits right at the band's level.",
      teaching_points: ['Long, connected phrases', 'Balance in the chorale texture'],
      instrumentation_notes: ['Needs a solid horn section.'], // the model wrote none: the facts' stay
      placement_reason: 'Its calm character gives the middle of a concert a breath.',
      summary: 'A lyrical folk setting that teaches phrasing.',
    });
    const [input] = sentInputs();
    expect(input!.modelId).toBe(MODEL_ID);
    expect(input!.toolConfig).toBeUndefined();
    const sent = input!.messages![0]!.content![0]!.text!;
    expect(sent).toContain('"title":"Shenandoah"');
    expect(sent).toContain('A setting of the American folk song.');
    expect(sent).toContain('"rehearsal_estimate_minutes":180');
    expect(sent).toContain('Lincoln High Concert Band');
  });

  it.each([
    ['prose', 'This piece is a wonderful choice for your band.'],
    ['the wrong shape', '{"fit_reason": "", "summary": 3}'],
  ])('returns the facts unchanged when the output is %s', async (_case, text) => {
    bedrock.on(ConverseCommand).resolves(modelSays(text));

    await expect(provider().insights(shenandoah, ensemble, facts, signal())).resolves.toEqual(facts);
    expect(extractJson('no json here')).toBeUndefined();
  });

  it('turns throttling into ASSISTANT_BUSY', async () => {
    bedrock.on(ConverseCommand).rejects(new ThrottlingException({ message: 'slow down', $metadata: {} }));

    await expect(provider().insights(shenandoah, ensemble, facts, signal())).rejects.toMatchObject({
      status: 503,
      code: 'ASSISTANT_BUSY',
    });
  });
});

describe('program notes', () => {
  const facts = holstNoteFacts();
  const draft = draftFromFacts(facts);

  it("keeps the model's sentences that the facts bear out and drops the one that invents a fact", async () => {
    bedrock.on(ConverseCommand).resolves(
      modelSays(
        JSON.stringify({
          short: 'Gustav Holst wrote the First Suite in E-flat in 1909. It premiered at the Royal Albert Hall in 1920.',
          long: 'The English composer Gustav Holst (1874–1934) wrote this suite in 1909. Its three movements grow from the same opening motif. Holst dedicated it to his friend Ralph Vaughan Williams.',
        }),
      ),
    );

    const result = await provider().draftNotes(facts, draft, signal());

    expect(result.short).toBe('Gustav Holst wrote the First Suite in E-flat in 1909.');
    expect(result.long).toBe(
      'The English composer Gustav Holst (1874–1934) wrote this suite in 1909. Its three movements grow from the same opening motif.',
    );
    expect(result.unknown).toEqual(draft.unknown);
    const sent = sentInputs()[0]!.messages![0]!.content![0]!.text!;
    expect(sent).toContain('"year":1909');
    expect(sent).toContain('Its three movements grow from the same opening motif.');
  });

  it('answers with the draft from the facts when the model writes no JSON', async () => {
    bedrock.on(ConverseCommand).resolves(modelSays('A stirring suite that audiences love.'));
    await expect(provider().draftNotes(facts, draft, signal())).resolves.toEqual(draft);
  });
});
