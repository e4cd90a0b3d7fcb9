import { beforeAll, describe, expect, it } from 'vitest';
import { policyStatements, starOnStar, synthesizePodium, type SynthesizedPodium } from './synth-test-app';

let podium: SynthesizedPodium;
beforeAll(() => {
  podium = synthesizePodium();
});

describe('least privilege (repository as it is)', () => {
  it('has no IAM statement allowing any action on any resource', () => {
    const { data, api, web } = podium.templates;
    expect(policyStatements(data, api, web).length).toBeGreaterThan(0);
    expect(starOnStar(data, api, web)).toEqual([]);
  });

  it('lets the functions act on every resource only for X-Ray tracing (which has no resource-level permissions)', () => {
    const onAnyResource = policyStatements(podium.templates.api)
      .filter(({ statement }) => ([] as unknown[]).concat(statement.Resource).includes('*'))
      .flatMap(({ statement }) => ([] as string[]).concat(statement.Action));
    expect(onAnyResource.length).toBeGreaterThan(0);
    expect(new Set(onAnyResource)).toEqual(new Set(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']));
  });

  it('never allows a table Scan (all data is read per user partition)', () => {
    const actions = policyStatements(podium.templates.api).flatMap(({ statement }) =>
      ([] as string[]).concat(statement.Action),
    );
    expect(actions).toContain('dynamodb:Query');
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.filter((a) => a.startsWith('dynamodb:') && a.includes('*'))).toEqual([]);
  });

  it('gives Lambda roles no AWS managed policy', () => {
    for (const role of Object.values(
      podium.templates.api.findResources('AWS::IAM::Role') as Record<string, { Properties: Record<string, unknown> }>,
    )) {
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    }
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('has no unacknowledged error (each acknowledgement in nag.ts carries its reason)', () => {
    expect(podium.validationErrors).toEqual([]);
  });
});
