import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The observability module as a fresh container with this environment would load it. */
async function loadWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return import('./observability');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the tracer', () => {
  it('is off outside Lambda (the local server and tests, with no X-Ray daemon), leaving clients as they are', async () => {
    const { tracer } = await loadWith({ AWS_EXECUTION_ENV: undefined });
    expect(tracer.isTracingEnabled()).toBe(false);
    const client = new DynamoDBClient({ region: 'us-east-1' });
    const steps = client.middlewareStack.identify().length;
    expect(tracer.captureAWSv3Client(client)).toBe(client);
    expect(client.middlewareStack.identify()).toHaveLength(steps);
  });

  it('is on in Lambda, and captures the SDK calls of a client', async () => {
    const { tracer } = await loadWith({
      AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
      POWERTOOLS_TRACE_ENABLED: undefined,
    });
    expect(tracer.isTracingEnabled()).toBe(true);
    const client = new DynamoDBClient({ region: 'us-east-1' });
    const steps = client.middlewareStack.identify().length;
    tracer.captureAWSv3Client(client);
    expect(client.middlewareStack.identify().length).toBeGreaterThan(steps);
  });

  it('is off in Lambda when POWERTOOLS_TRACE_ENABLED is false', async () => {
    const { tracer } = await loadWith({
      AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
      POWERTOOLS_TRACE_ENABLED: 'false',
    });
    expect(tracer.isTracingEnabled()).toBe(false);
  });
});
