import { describe, expect, it } from 'vitest';
import { parseSecret } from './stripe-secret-json';

describe('the Stripe secret of Secrets Manager', () => {
  it('holds the secret key and the webhook signing secret as JSON', () => {
    expect(parseSecret('{"STRIPE_SECRET_KEY":"rk_live_1","STRIPE_WEBHOOK_SECRET":"whsec_1"}')).toEqual({
      secretKey: 'rk_live_1',
      webhookSecret: 'whsec_1',
    });
  });

  it('names what is missing without repeating any value', () => {
    const refused = (text: string) => {
      try {
        parseSecret(text);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refused('sk_live_plain')).toBe(
      'the Stripe secret is not JSON with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
    const missing = refused('{"STRIPE_SECRET_KEY":"sk_live_2"}');
    expect(missing).toBe('the Stripe secret needs the keys STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    expect(missing).not.toContain('sk_live_2');
  });
});
