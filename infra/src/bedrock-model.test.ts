import { Token } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { bedrockModelFor } from './bedrock-model';

describe('the Bedrock model a stack deploys', () => {
  it("defaults to Amazon Nova Lite's inference profile for the stack's geography", () => {
    expect(bedrockModelFor(undefined, 'us-east-1')).toBe('us.amazon.nova-lite-v1:0');
    expect(bedrockModelFor(undefined, 'us-west-2')).toBe('us.amazon.nova-lite-v1:0');
    expect(bedrockModelFor(undefined, 'eu-west-1')).toBe('eu.amazon.nova-lite-v1:0');
    expect(bedrockModelFor(undefined, 'ap-southeast-2')).toBe('apac.amazon.nova-lite-v1:0');
  });

  it('fails the synth, saying what to do, where the default cannot be served or the region is unknown', () => {
    expect(() => bedrockModelFor(undefined, 'sa-east-1')).toThrow(/no inference profile callable from sa-east-1/);
    expect(() => bedrockModelFor(undefined, Token.asString({ Ref: 'AWS::Region' }))).toThrow(/no region at synth/);
  });

  it("refuses a model the region cannot serve: a bare Nova Lite id outside us-east-1, another geography's profile", () => {
    expect(bedrockModelFor('amazon.nova-lite-v1:0', 'us-east-1')).toBe('amazon.nova-lite-v1:0');
    expect(() => bedrockModelFor('amazon.nova-lite-v1:0', 'eu-west-1')).toThrow(/eu\.amazon\.nova-lite-v1:0/);
    expect(() => bedrockModelFor('eu.anthropic.claude-3-5-haiku-20241022-v1:0', 'us-east-1')).toThrow(
      /eu geography; a stack in us-east-1/,
    );
    expect(bedrockModelFor('eu.anthropic.claude-3-5-haiku-20241022-v1:0', 'eu-central-1')).toBe(
      'eu.anthropic.claude-3-5-haiku-20241022-v1:0',
    );
    expect(bedrockModelFor('global.anthropic.claude-sonnet-4-20250514-v1:0', 'ap-south-1')).toMatch(/^global\./);
  });

  it('refuses a model without tool use in the Converse API', () => {
    expect(() => bedrockModelFor('amazon.titan-text-express-v1', 'us-east-1')).toThrow(/does not support tool use/);
    expect(() => bedrockModelFor('anthropic.claude-v2:1', 'us-east-1')).toThrow(/does not support tool use/);
  });
});
