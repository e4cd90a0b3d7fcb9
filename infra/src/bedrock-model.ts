import { Token } from 'aws-cdk-lib';

/**
 * The Bedrock model the assistant uses, checked against the stack's region at synth, so a stack
 * never deploys a model that region cannot serve (every chat turn would fall back) or one without
 * tool use (the assistant searches the repertoire through a tool).
 *
 * Sources (AWS Bedrock user guide): "Supported models and model features" (Converse API: tool use
 * per model) and the Regions of Amazon Nova Lite's foundation model (us-east-1) and of its
 * cross-region inference profiles ("Supported Regions and models for batch inference").
 */

const DEFAULT_MODEL = 'amazon.nova-lite-v1:0';

/** Source Regions of Amazon Nova Lite's cross-region inference profiles, per geography prefix. */
const DEFAULT_MODEL_PROFILES: Readonly<Record<string, readonly string[]>> = {
  us: ['us-east-1', 'us-east-2', 'us-west-2'],
  eu: ['eu-central-1', 'eu-north-1', 'eu-south-1', 'eu-south-2', 'eu-west-1', 'eu-west-3'],
  apac: ['ap-northeast-1', 'ap-northeast-2', 'ap-south-1', 'ap-southeast-1', 'ap-southeast-2'],
};

/** The Regions a geography prefix's profiles are called from, as far as their names tell. */
const GEOGRAPHY_OF_REGION: readonly [RegExp, string][] = [
  [/^us-gov-/, 'us-gov'],
  [/^us-/, 'us'],
  [/^eu-/, 'eu'],
  [/^ap-/, 'apac'],
  [/^ca-/, 'ca'],
];
const PROFILE = /^(us|eu|apac|jp|au|ca|us-gov|global)\.(.+)$/;

/** Model families the Converse API serves without tool use (the guide's "Tool use: No" rows). */
const NO_TOOL_USE = /^(amazon\.titan|anthropic\.claude-v2|anthropic\.claude-instant|ai21\.j2|ai21\.jamba-instruct)/;

/**
 * The model id to deploy: the one configured, checked, or else the default model's inference profile
 * for the stack's geography. Throws, with what to do, when neither can be served.
 */
export function bedrockModelFor(configured: string | undefined, region: string): string {
  const resolved = !Token.isUnresolved(region);
  if (!configured) {
    const geography = resolved
      ? Object.keys(DEFAULT_MODEL_PROFILES).find((g) => DEFAULT_MODEL_PROFILES[g]!.includes(region))
      : undefined;
    if (!geography)
      throw new Error(
        resolved
          ? `bedrockModelId: the default model (${DEFAULT_MODEL}) has no inference profile callable from ${region}. Set bedrockModelId to a model Bedrock serves in ${region} (docs/deployment-and-operations.md).`
          : 'bedrockModelId: the stack has no region at synth (CDK_DEFAULT_REGION), so the default model cannot follow it. Set bedrockModelId, or synthesize with a region.',
      );
    return `${geography}.${DEFAULT_MODEL}`;
  }
  const profile = PROFILE.exec(configured);
  const model = profile ? profile[2]! : configured;
  if (NO_TOOL_USE.test(model))
    throw new Error(
      `bedrockModelId: ${configured} does not support tool use in Bedrock's Converse API, which the assistant needs to search the repertoire. Choose a model with tool use (e.g. Amazon Nova, Anthropic Claude 3 or later).`,
    );
  if (!resolved) return configured;
  const geography = GEOGRAPHY_OF_REGION.find(([pattern]) => pattern.test(region))?.[1];
  if (profile && profile[1] !== 'global' && profile[1] !== geography && !(profile[1] === 'jp' || profile[1] === 'au'))
    throw new Error(
      `bedrockModelId: ${configured} is an inference profile of the ${profile[1]} geography; a stack in ${region} cannot call it. Use the ${geography ?? 'matching'} profile of that model.`,
    );
  if (!profile && model === DEFAULT_MODEL && region !== 'us-east-1')
    throw new Error(
      `bedrockModelId: ${configured} is served as a foundation model in us-east-1 only; in ${region} use its inference profile${geography && DEFAULT_MODEL_PROFILES[geography]?.includes(region) ? ` ${geography}.${DEFAULT_MODEL}` : ''}.`,
    );
  return configured;
}
