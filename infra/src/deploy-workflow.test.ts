import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configKeys, envName } from './config';
import { repoRoot } from './paths';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: {
    push?: { branches?: string[] };
    workflow_dispatch?: { inputs?: Record<string, { options?: string[]; default?: string }> };
  };
  permissions?: Record<string, string>;
  jobs: Record<
    string,
    { environment?: string; permissions?: Record<string, string>; env?: Record<string, string>; steps: Step[] }
  >;
}

const workflow = parse(readFileSync(`${repoRoot}.github/workflows/deploy.yml`, 'utf8')) as Workflow;
const job = workflow.jobs.deploy!;
const steps = job.steps;
const indexOf = (predicate: (step: Step) => boolean, what: string) => {
  const index = steps.findIndex(predicate);
  expect(index, what).toBeGreaterThanOrEqual(0);
  return index;
};
const runs = (command: string) => (step: Step) => step.run?.trim() === command;

describe('.github/workflows/deploy.yml', () => {
  it('runs on push to main and by hand with a stage input', () => {
    expect(workflow.on.push?.branches).toEqual(['main']);
    const stage = workflow.on.workflow_dispatch?.inputs?.stage;
    expect(stage?.options).toEqual(expect.arrayContaining(['staging', 'prod']));
    expect(stage?.default).toBe('staging');
  });

  it('deploys each stage through its GitHub environment with an OIDC token and read-only contents', () => {
    expect(job.environment).toBe("${{ inputs.stage || 'staging' }}");
    expect(job.env?.STAGE).toBe(job.environment);
    expect(job.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it('checks out, sets up Node 22 with the npm cache, installs, tests and builds the web app in that order', () => {
    const checkout = indexOf((s) => s.uses?.startsWith('actions/checkout@') ?? false, 'checkout');
    const node = indexOf((s) => s.uses?.startsWith('actions/setup-node@') ?? false, 'setup-node');
    expect(steps[node]!.with).toMatchObject({ 'node-version': 22, cache: 'npm' });
    const install = indexOf(runs('npm ci'), 'npm ci');
    const test = indexOf(runs('npm test'), 'npm test');
    const build = indexOf(runs('npm run build:web'), 'build:web');
    expect([checkout, node, install, test, build]).toEqual(
      [...[checkout, node, install, test, build]].sort((a, b) => a - b),
    );
  });

  it('assumes the deploy role by OIDC, then deploys every stack of the stage without prompting', () => {
    const credentials = indexOf(
      (s) => s.uses?.startsWith('aws-actions/configure-aws-credentials@') ?? false,
      'configure-aws-credentials',
    );
    expect(steps[credentials]!.with).toMatchObject({
      'role-to-assume': '${{ vars.AWS_DEPLOY_ROLE_ARN }}',
      'aws-region': '${{ vars.AWS_REGION }}',
    });
    expect(Object.keys(steps[credentials]!.with ?? {})).not.toContain('aws-access-key-id');
    const deploy = indexOf((s) => s.run?.includes('cdk deploy') ?? false, 'cdk deploy');
    expect(steps[deploy]!.run).toMatch(/^npx cdk deploy --all --require-approval never -c stage="\$STAGE"/);
    expect(credentials).toBeGreaterThan(indexOf(runs('npm run build:web'), 'build:web'));
    expect(deploy).toBeGreaterThan(credentials);
  });

  describe('refuses to deploy without the identity provider settings of the stage', () => {
    const check = () => steps[indexOf((s) => s.name === 'Check the stage settings', 'settings check')]!;
    /** Runs the step's script as the runner does (bash -e) with the given variables set. */
    const runCheck = (variables: Record<string, string>) => {
      const env: Record<string, string> = { PATH: process.env.PATH ?? '', STAGE: 'staging' };
      for (const name of Object.keys(check().env ?? {})) env[name] = variables[name] ?? '';
      const result = spawnSync('bash', ['-e', '-c', check().run!], { env, encoding: 'utf8' });
      return { status: result.status, output: result.stdout + result.stderr };
    };
    const issuerAndClient = { OIDC_ISSUER: 'https://tenant.eu.auth0.com/', OIDC_CLIENT_ID: 'AbC123' };

    it('reads them from the GitHub environment, before deploying', () => {
      expect(check().env).toEqual({
        OIDC_ISSUER: '${{ vars.OIDC_ISSUER }}',
        OIDC_CLIENT_ID: '${{ vars.OIDC_CLIENT_ID }}',
        OIDC_AUDIENCE: '${{ vars.OIDC_AUDIENCE }}',
        OIDC_ACCEPTED_CLIENT_IDS: '${{ vars.OIDC_ACCEPTED_CLIENT_IDS }}',
      });
      expect(indexOf((s) => s.name === 'Check the stage settings', 'settings check')).toBeLessThan(
        indexOf((s) => s.run?.includes('cdk deploy') ?? false, 'cdk deploy'),
      );
    });

    it('passes with an issuer, a client id and an audience (Auth0, Okta, Entra, Keycloak)', () => {
      expect(runCheck({ ...issuerAndClient, OIDC_AUDIENCE: 'https://api.podium.example.org' }).status).toBe(0);
    });

    it('passes with accepted client ids instead of an audience (Cognito)', () => {
      const cognito = {
        OIDC_ISSUER: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbCdEf123',
        OIDC_CLIENT_ID: '57cbishk4j24p',
        OIDC_ACCEPTED_CLIENT_IDS: '57cbishk4j24p',
      };
      expect(runCheck(cognito).status).toBe(0);
    });

    it.each(['OIDC_ISSUER', 'OIDC_CLIENT_ID'])('stops without %s, naming it', (missing) => {
      const result = runCheck({ ...issuerAndClient, OIDC_AUDIENCE: 'https://api.podium.example.org', [missing]: '' });
      expect(result.status).not.toBe(0);
      expect(result.output).toContain(`::error::Set the ${missing} variable of the staging environment`);
    });

    it('stops without an audience or accepted client ids, naming both', () => {
      const result = runCheck(issuerAndClient);
      expect(result.status).not.toBe(0);
      expect(result.output).toContain(
        '::error::Set the OIDC_AUDIENCE variable (or, for Cognito, OIDC_ACCEPTED_CLIENT_IDS) of the staging environment',
      );
    });
  });

  it('passes every setting the CDK app knows (but the stage, given by -c) from the variable of the same name without PODIUM_', () => {
    const deploy = steps.find((s) => s.run?.includes('cdk deploy'))!;
    const expected = Object.fromEntries(
      configKeys
        .map(envName)
        .filter((name) => name !== 'PODIUM_STAGE')
        .map((name) => [name, `\${{ vars.${name.slice('PODIUM_'.length)} }}`]),
    );
    expect(deploy.env).toEqual(expected);
  });
});
