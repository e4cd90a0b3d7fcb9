import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('parseConfig (/config.json)', () => {
  it('keeps the optional sign-in parameters only when they are set', () => {
    expect(
      parseConfig({
        authority: 'https://idp.example.org',
        client_id: 'spa',
        scope: 'openid profile email offline_access',
        audience: '',
      }),
    ).toEqual({
      authority: 'https://idp.example.org',
      client_id: 'spa',
      scope: 'openid profile email offline_access',
    });
    expect(
      parseConfig({
        authority: 'https://idp.example.org',
        client_id: 'spa',
        audience: 'https://api.podium.example.org',
        resource: 'https://api.podium.example.org',
        extra_query_params: { prompt: 'select_account', ignored: 3 },
      }),
    ).toEqual({
      authority: 'https://idp.example.org',
      client_id: 'spa',
      scope: 'openid profile email',
      audience: 'https://api.podium.example.org',
      resource: 'https://api.podium.example.org',
      extra_query_params: { prompt: 'select_account' },
    });
  });

  it('refuses a file without authority or client id', () => {
    expect(() => parseConfig({ client_id: 'spa' })).toThrow('/config.json needs authority and client_id');
    expect(() => parseConfig(null)).toThrow('/config.json needs authority and client_id');
  });
});
