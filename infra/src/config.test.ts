import { describe, expect, it } from 'vitest';
import {
  authorizerAudiences,
  envName,
  functionOidcEnvironment,
  functionRequestLimitEnvironment,
  functionTermsEnvironment,
  identityOrigins,
  loadStageConfig,
  PLACEHOLDER_ISSUER,
  spaConfig,
} from './config';

const noContext = () => undefined;
const contextOf = (values: Record<string, string>) => (key: string) => values[key];

describe('loadStageConfig', () => {
  it('works with no context and no environment (offline synth)', () => {
    expect(loadStageConfig(noContext, {})).toEqual({
      stage: 'dev',
      oidcIssuer: PLACEHOLDER_ISSUER,
      oidcClientId: 'podium-web',
      oidcAudience: 'https://api.podium.example',
      oidcAcceptedClientIds: [],
      oidcRequiredScopes: [],
      oidcAlgorithms: ['RS256'],
      oidcEmailClaim: 'email',
      oidcNameClaim: 'name',
      oidcScope: 'openid profile email offline_access',
      oidcExtraQueryParams: {},
      oidcExtraOrigins: [],
      assistantProvider: 'embedded',
      bedrockMonthlyBudgetUsd: 100,
      bedrockTokensPerHourAlarm: 2_000_000,
      billingProvider: 'disabled',
      termsVersion: '1.0',
      privacyPolicyVersion: '1.0',
      termsAcceptanceRequired: true,
      rateLimitChat: '20/1s',
      rateLimitAnalysis: '10/3s',
      rateLimitImport: '10/30s',
      rateLimitExport: '10/5s',
      rateLimitShared: '300/100ms',
      apiThrottleRate: 500,
      apiThrottleBurst: 1000,
    });
  });

  it('passes the per-user limits to the functions, and refuses one that is not <burst>/<interval>', () => {
    const config = loadStageConfig(contextOf({ rateLimitChat: '30/500ms', apiThrottleRate: '200' }), {
      PODIUM_RATE_LIMIT_IMPORT: '4/1m',
    });
    expect(functionRequestLimitEnvironment(config)).toEqual({
      RATE_LIMIT_CHAT: '30/500ms',
      RATE_LIMIT_ANALYSIS: '10/3s',
      RATE_LIMIT_IMPORT: '4/1m',
      RATE_LIMIT_EXPORT: '10/5s',
      RATE_LIMIT_SHARED: '300/100ms',
    });
    expect(config.apiThrottleRate).toBe(200);
    expect(() => loadStageConfig(contextOf({ rateLimitExport: 'ten a minute' }), {})).toThrow(
      /rateLimitExport \(-c rateLimitExport=… or PODIUM_RATE_LIMIT_EXPORT\): a burst and an interval such as 20\/1s/,
    );
    expect(() => loadStageConfig(contextOf({ apiThrottleBurst: '0' }), {})).toThrow(/apiThrottleBurst/);
  });

  it('passes the policy versions and whether accepting them is required to the functions', () => {
    const config = loadStageConfig(contextOf({ termsVersion: '2.0', termsAcceptanceRequired: 'false' }), {
      PODIUM_PRIVACY_POLICY_VERSION: '1.1',
    });
    expect(functionTermsEnvironment(config)).toEqual({
      TERMS_VERSION: '2.0',
      PRIVACY_POLICY_VERSION: '1.1',
      TERMS_ACCEPTANCE_REQUIRED: 'false',
    });
    expect(() =>
      loadStageConfig(contextOf({ termsVersion: 'version two', termsAcceptanceRequired: 'maybe' }), {}),
    ).toThrow(
      /termsVersion.*a version such as 1\.0.*termsAcceptanceRequired \(-c termsAcceptanceRequired=… or PODIUM_TERMS_ACCEPTANCE_REQUIRED\): true or false/,
    );
  });

  it('reads PODIUM_* variables, lets context win, and treats empty values as unset', () => {
    expect(envName('oidcIssuer')).toBe('PODIUM_OIDC_ISSUER');
    const config = loadStageConfig(contextOf({ stage: 'staging' }), {
      PODIUM_STAGE: 'ignored',
      PODIUM_OIDC_ISSUER: 'https://tenant.eu.auth0.com/',
      PODIUM_ALARM_EMAIL: '',
      PODIUM_OIDC_EXTRA_ORIGINS: 'https://login.example.org/path, https://cdn.example.org',
    });
    expect(config).toMatchObject({
      stage: 'staging',
      oidcIssuer: 'https://tenant.eu.auth0.com/',
      oidcExtraOrigins: ['https://login.example.org', 'https://cdn.example.org'],
    });
    expect(config.alarmEmail).toBeUndefined();
  });

  it('names every bad setting with the context key and the variable to fix it', () => {
    expect(() =>
      loadStageConfig(
        contextOf({
          stage: 'Prod!',
          oidcIssuer: 'http://insecure.example',
          assistantProvider: 'gpt',
          alarmEmail: 'nope',
        }),
        {},
      ),
    ).toThrow(/stage \(-c stage=… or PODIUM_STAGE\).*oidcIssuer.*https.*assistantProvider.*alarmEmail/);
  });

  it('refuses the placeholder identity provider in production', () => {
    expect(() => loadStageConfig(contextOf({ stage: 'prod' }), {})).toThrow(/oidcIssuer.*placeholder/);
    expect(loadStageConfig(contextOf({ stage: 'prod', oidcIssuer: 'https://tenant.auth0.com/' }), {}).stage).toBe(
      'prod',
    );
  });

  it('wants a custom domain and its us-east-1 certificate together', () => {
    expect(() => loadStageConfig(contextOf({ domainName: 'podium.example.org' }), {})).toThrow(/certificateArn/);
    expect(() =>
      loadStageConfig(
        contextOf({
          domainName: 'podium.example.org',
          certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc',
        }),
        {},
      ),
    ).toThrow(/us-east-1/);
  });
});

describe('identity provider settings', () => {
  it('sends the first API audience at sign-in and the unchanged defaults otherwise (the built-in placeholder)', () => {
    const config = loadStageConfig(noContext, {});
    expect(spaConfig(config)).toEqual({
      authority: PLACEHOLDER_ISSUER,
      client_id: 'podium-web',
      audience: 'https://api.podium.example',
      scope: 'openid profile email offline_access',
    });
    expect(authorizerAudiences(config)).toEqual(['https://api.podium.example']);
  });

  it('takes Cognito client ids instead of an audience: no placeholder audience, none sent at sign-in', () => {
    const config = loadStageConfig(
      contextOf({
        oidcIssuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Ab',
        oidcAcceptedClientIds: 'abc, def',
      }),
      {},
    );
    expect(config.oidcAudience).toBeUndefined();
    expect(authorizerAudiences(config)).toEqual(['abc', 'def']);
    expect(spaConfig(config)).not.toHaveProperty('audience');
    expect(functionOidcEnvironment(config)).toMatchObject({ OIDC_AUDIENCE: '', OIDC_ACCEPTED_CLIENT_IDS: 'abc,def' });
  });

  it("separates the sign-in authority from the tokens' issuer (Entra v1 tokens) and passes resource and extra parameters", () => {
    const config = loadStageConfig(
      contextOf({
        oidcIssuer: 'https://sts.windows.net/72f988bf-86f1-41af-91ab-2d7cd011db47/',
        oidcAuthority: 'https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47/v2.0',
        oidcAudience: '6e74172b-be56-4843-9ff4-e66a39bb12e3',
        oidcRequiredScopes: 'access_as_user',
        oidcResource: 'https://api.podium.example.org',
        oidcExtraQueryParams: 'prompt=select_account&domain_hint=schools.example.org',
      }),
      {},
    );
    expect(spaConfig(config)).toMatchObject({
      authority: 'https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47/v2.0',
      resource: 'https://api.podium.example.org',
      extra_query_params: { prompt: 'select_account', domain_hint: 'schools.example.org' },
    });
    expect(identityOrigins(config)).toEqual(['https://login.microsoftonline.com']);
    expect(functionOidcEnvironment(config)).toMatchObject({
      OIDC_ISSUER: 'https://sts.windows.net/72f988bf-86f1-41af-91ab-2d7cd011db47/',
      OIDC_REQUIRED_SCOPES: 'access_as_user',
    });
  });

  it('refuses algorithms the API Gateway authorizer cannot check', () => {
    expect(loadStageConfig(contextOf({ oidcAlgorithms: 'RS256,PS256' }), {}).oidcAlgorithms).toEqual([
      'RS256',
      'PS256',
    ]);
    expect(() => loadStageConfig(contextOf({ oidcAlgorithms: 'ES256' }), {})).toThrow(/oidcAlgorithms.*RSA/);
  });
});
