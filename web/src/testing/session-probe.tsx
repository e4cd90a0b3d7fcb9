import { isProfileComplete } from '@app/shared/domain/account';
import { useMe } from '../lib/me';

/**
 * Reads the session profile as the app's layout does (so swr refreshes it when a mutation asks)
 * and shows what the rest of the app would see: `name | complete | subscribed`.
 */
export function SessionProbe() {
  const { data } = useMe();
  const text = data
    ? [
        data.name ?? 'no name',
        isProfileComplete(data) ? 'complete' : 'incomplete',
        data.has_subscription ? 'subscribed' : 'not subscribed',
      ].join(' | ')
    : '';
  return <output aria-label="session profile">{text}</output>;
}

export const sessionProfileText = (screen: { getByRole: (role: 'status', options: { name: string }) => HTMLElement }) =>
  screen.getByRole('status', { name: 'session profile' }).textContent;
