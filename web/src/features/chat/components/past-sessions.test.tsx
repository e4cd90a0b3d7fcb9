import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatSessionSummary } from '@app/shared/contracts/chat';
import { stubApi } from '../../../testing/api-stub';
import { aProfile } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { PastSessionsPanel } from './past-sessions';

const session = (
  session_id: number,
  title: string,
  ensemble_id: number | null,
  ensemble_name: string | null,
  ensembles = ensemble_id !== null && ensemble_name !== null ? [{ id: ensemble_id, name: ensemble_name }] : [],
): ChatSessionSummary => ({
  session_id,
  ensemble_id,
  ensemble_name,
  ensembles,
  title,
  message_count: 2,
  created_at: '2026-05-01T10:00:00.000Z',
  updated_at: `2026-05-0${9 - session_id}T10:00:00.000Z`,
});

describe('PastSessionsPanel', () => {
  it('lists each conversation under its own ensemble, the latest ensemble first', async () => {
    // newest first, as the API answers
    stubApi({
      'GET /chat/user-sessions': [
        session(1, 'swing charts', 11, 'Jazz Band'),
        session(2, 'a grade 2 march', 10, 'Concert Band'),
        session(3, 'ballads', 11, 'Jazz Band'),
        session(4, 'anything festive', null, null),
      ],
    });
    const onOpen = vi.fn();
    const { user } = renderWithProviders(<PastSessionsPanel currentSessionId={2} onOpen={onOpen} />, {
      me: aProfile(),
    });
    const list = await screen.findByRole('navigation', { name: 'Past conversations' });
    await within(list).findByRole('region', { name: 'Jazz Band' });
    const groups = within(list).getAllByRole('region');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Jazz Band', 'Concert Band', 'No ensemble']);
    const titles = (group: HTMLElement) =>
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(titles(groups[0]!)).toEqual([expect.stringContaining('swing charts'), expect.stringContaining('ballads')]);
    expect(titles(groups[1]!)).toEqual([expect.stringContaining('a grade 2 march')]);
    expect(titles(groups[2]!)).toEqual([expect.stringContaining('anything festive')]);
    expect(within(groups[1]!).getByRole('button').getAttribute('aria-current')).toBe('page');

    await user.click(within(groups[0]!).getByRole('button', { name: /ballads/ }));
    expect(onOpen).toHaveBeenCalledWith(3);
  });

  it('lists a conversation about two ensembles under both names', async () => {
    // by name, as the API lists them
    const both = [
      { id: 11, name: 'Jazz Band I' },
      { id: 10, name: 'Lincoln Symphonic Band' },
    ];
    stubApi({
      'GET /chat/user-sessions': [
        session(1, 'a spring concert for both', 10, 'Lincoln Symphonic Band', both),
        session(2, 'swing charts', 11, 'Jazz Band I'),
        session(3, 'a fall concert for both', 11, 'Jazz Band I', both),
      ],
    });
    renderWithProviders(<PastSessionsPanel currentSessionId={null} onOpen={vi.fn()} />, { me: aProfile() });
    const list = await screen.findByRole('navigation', { name: 'Past conversations' });
    const together = await within(list).findByRole('region', { name: 'Jazz Band I, Lincoln Symphonic Band' });
    expect(
      within(list)
        .getAllByRole('region')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['Jazz Band I, Lincoln Symphonic Band', 'Jazz Band I']);
    const lines = within(together)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(lines).toEqual([
      expect.stringContaining('a spring concert for both'),
      expect.stringContaining('a fall concert for both'),
    ]);
    expect(lines[0]).toContain('Jazz Band I, Lincoln Symphonic Band · ');
  });
});
