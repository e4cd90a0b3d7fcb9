import { mutate } from 'swr';
import type { CheckoutResult } from '@app/shared/contracts/users';
import { api } from '../../../lib/api-client';
import { meKey } from '../../../lib/me';

export async function startCheckout(plan: 'monthly' | 'yearly'): Promise<CheckoutResult> {
  const result = await api.post<CheckoutResult>('/billing/checkout', { plan });
  if (result.has_subscription) await mutate(meKey);
  return result;
}
