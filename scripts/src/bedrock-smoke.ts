import type { Ensemble, EnsembleType } from '@app/shared/contracts/ensembles';
import { createBedrockProvider } from '@app/functions/chat/assistant/bedrock';
import { buildPool } from '@app/functions/chat/assistant/candidates';
import { groundPicks } from '@app/functions/chat/assistant/grounding';
import type { AssistantContext } from '@app/functions/chat/assistant/provider';
import { catalogCandidates } from '@app/functions/chat/catalogue-candidates';

/**
 * `npm run bedrock:smoke` — run once by a district with its AWS credentials, before directors meet
 * the Bedrock assistant: ten requests of every kind of ensemble go to the configured model through
 * the provider the chat function runs, over the catalogue, and each prints its latency, model calls,
 * token use and how its picks held up against the catalogue (grounding). Exit code 1 when a request
 * fails or a pick does not ground.
 *
 *   AWS_REGION=us-east-1 BEDROCK_MODEL_ID=us.amazon.nova-lite-v1:0 npm run bedrock:smoke
 *
 * Credentials come from the SDK's usual chain (AWS_PROFILE, environment, SSO). BEDROCK_ENDPOINT
 * points it at a stand-in instead of AWS (the tests do).
 */

const modelId = process.env.BEDROCK_MODEL_ID;
if (!modelId || !process.env.AWS_REGION) {
  console.error('Set AWS_REGION and BEDROCK_MODEL_ID (e.g. us.amazon.nova-lite-v1:0), then run npm run bedrock:smoke.');
  process.exit(2);
}

const ensemble = (id: number, name: string, type: EnsembleType, level: number): Ensemble => ({
  id,
  name,
  type,
  level,
  size: null,
  instrumentation: null,
  uil_conference: null,
  uil_classification: null,
  created_at: '',
  updated_at: '',
});
const band = ensemble(1, 'Smoke Test Concert Band', 'concert_band', 3);
const jazz = ensemble(2, 'Smoke Test Jazz Band', 'jazz_band', 3);
const choir = ensemble(3, 'Smoke Test Chorale', 'mixed_choir', 4);
const strings = ensemble(4, 'Smoke Test Strings', 'string_orchestra', 2);
const trebles = ensemble(5, 'Smoke Test Treble Choir', 'treble_choir', 3);
const percussion = ensemble(6, 'Smoke Test Percussion', 'percussion_ensemble', 3);

const REQUESTS: readonly [Ensemble, string][] = [
  [band, 'A march and a lyrical piece for our spring concert, about 10 minutes together.'],
  [band, 'Something on the UIL list at grade 3 that is not a march.'],
  [band, 'Fill a 20 minute concert for us.'],
  [jazz, 'Two swing charts and a ballad, grade 3.'],
  [jazz, 'A latin chart under 5 minutes.'],
  [choir, 'A spiritual and a piece in Latin for festival.'],
  [choir, 'Something by a woman composer.'],
  [strings, 'A lyrical piece of about 4 minutes for my middle school orchestra.'],
  [trebles, 'A winter concert opener, light and fun.'],
  [percussion, 'Something energetic for our percussion ensemble, grade 3 or 4.'],
];

// the catalogue as the chat function reads it, with no library
const pool = buildPool([], catalogCandidates());
let failures = 0;
const totals = { calls: 0, input: 0, output: 0 };
for (const [i, [ens, message]] of REQUESTS.entries()) {
  const calls: { inputTokens: number; outputTokens: number }[] = [];
  const provider = createBedrockProvider({
    modelId,
    endpoint: process.env.BEDROCK_ENDPOINT,
    onModelCall: (call) => calls.push(call),
  });
  const context: AssistantContext = {
    ensemble: ens,
    pool,
    useLibraryOnly: false,
    excludedKeys: new Set(),
    history: [],
    programs: [],
    today: new Date(),
  };
  const started = performance.now();
  try {
    const answer = await provider.answer({ kind: 'message', message }, context, AbortSignal.timeout(25_000));
    const ms = Math.round(performance.now() - started);
    const grounded = groundPicks(answer.picks, context);
    const input = calls.reduce((sum, c) => sum + c.inputTokens, 0);
    const output = calls.reduce((sum, c) => sum + c.outputTokens, 0);
    totals.calls += calls.length;
    totals.input += input;
    totals.output += output;
    if (grounded.dropped.length) failures++;
    console.log(
      `${i + 1}. ${ens.name}: "${message}"\n   ${ms} ms, ${calls.length} model calls, ${input} input + ${output} output tokens; ` +
        `${grounded.recommendations.length} picks grounded, ${grounded.dropped.length} dropped${grounded.dropped.length ? ` (${grounded.dropped.map((d) => d.why).join(', ')})` : ''}\n` +
        `   ${grounded.recommendations.map((r) => `${r.title} (grade ${r.grade ?? '?'}, ${r.duration != null ? `${Math.round(r.duration / 60)} min` : 'length not listed'})`).join('; ') || 'no picks'}\n` +
        `   reply: ${answer.reply}`,
    );
  } catch (error) {
    failures++;
    console.log(
      `${i + 1}. ${ens.name}: "${message}"\n   FAILED after ${Math.round(performance.now() - started)} ms: ${(error as Error).name}: ${(error as Error).message}`,
    );
  }
}
console.log(
  `\n${REQUESTS.length} requests, ${failures} failed or with ungrounded picks; ${totals.calls} model calls, ${totals.input} input and ${totals.output} output tokens in all.`,
);
process.exit(failures ? 1 : 0);
