import { describe, expect, it } from 'vitest';
import { envName, loadStageConfig, PLACEHOLDER_ISSUER } from './config';

const noContext = () => undefined;
const contextOf = (values: Record<string, string>) => (key: string) => values[key];

describe('loadStageConfig', () => {
  it('works with no context and no environment (offline synth)', () => {
    expect(loadStageConfig(noContext, {})).toEqual({
      stage: 'dev',
      oidcIssuer: PLACEHOLDER_ISSUER,
      oidcClientId: 'podium-web',
      oidcAudience: 'https://api.podium.example',
      oidcScope: 'openid profile email offline_access',
      oidcExtraOrigins: [],
      assistantProvider: 'embedded',
      bedrockModelId: 'amazon.nova-lite-v1:0',
      billingProvider: 'disabled',
    });
  });

  it('reads PODIUM_* variables, lets context win, and treats empty values as unset', () => {
    expect(envName('oidcIssuer')).toBe('PODIUM_OIDC_ISSUER');
    const config = loadStageConfig(contextOf({ stage: 'staging' }), {
      PODIUM_STAGE: 'ignored',
      PODIUM_OIDC_ISSUER: 'https://tenant.eu.auth0.com/',
      PODIUM_ALARM_EMAIL: '',
      PODIUM_OIDC_EXTRA_ORIGINS: 'https://login.example.org/path, https://cdn.example.org',
    });
    expect(config).toMatchObject({ stage: 'staging', oidcIssuer: 'https://tenant.eu.auth0.com/', oidcExtraOrigins: ['https://login.example.org', 'https://cdn.example.org'] });
    expect(config.alarmEmail).toBeUndefined();
  });

  it('names every bad setting with the context key and the variable to fix it', () => {
    expect(() =>
      loadStageConfig(contextOf({ stage: 'Prod!', oidcIssuer: 'http://insecure.example', assistantProvider: 'gpt', alarmEmail: 'nope' }), {}),
    ).toThrow(/stage \(-c stage=… or PODIUM_STAGE\).*oidcIssuer.*https.*assistantProvider.*alarmEmail/);
  });

  it('refuses the placeholder identity provider in production', () => {
    expect(() => loadStageConfig(contextOf({ stage: 'prod' }), {})).toThrow(/oidcIssuer.*placeholder/);
    expect(loadStageConfig(contextOf({ stage: 'prod', oidcIssuer: 'https://tenant.auth0.com/' }), {}).stage).toBe('prod');
  });

  it('wants a custom domain and its us-east-1 certificate together', () => {
    expect(() => loadStageConfig(contextOf({ domainName: 'podium.example.org' }), {})).toThrow(/certificateArn/);
    expect(() =>
      loadStageConfig(contextOf({ domainName: 'podium.example.org', certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc' }), {}),
    ).toThrow(/us-east-1/);
  });
});
