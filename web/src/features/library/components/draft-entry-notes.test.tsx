import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { aProfile } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { DraftEntryNotes } from './draft-entry-notes';

const draft = {
  short: 'Gustav Holst wrote it in 1909.',
  long: 'Gustav Holst wrote it in 1909. It is a suite.',
  unknown: ['a description of the music from a source'],
  sources: [],
};

describe('DraftEntryNotes', () => {
  it('fills empty program notes with the longer draft and says what the facts do not', async () => {
    const api = stubApi({ 'POST /chat/draft-notes': draft });
    const onDraft = vi.fn();
    const { user } = renderWithProviders(<DraftEntryNotes entryId={9} current="" onDraft={onDraft} />, {
      me: aProfile(),
    });
    await user.click(screen.getByRole('button', { name: 'Draft program notes from the facts' }));
    await vi.waitFor(() => expect(onDraft).toHaveBeenCalledWith(draft.long));
    expect(api.calls[0]!.body).toEqual({ library_entry_id: 9 });
    expect(screen.getByText(/Not known from the facts/)).toHaveTextContent('a description of the music from a source');
  });

  it("asks before replacing the director's own notes", async () => {
    stubApi({ 'POST /chat/draft-notes': draft });
    const onDraft = vi.fn();
    const { user } = renderWithProviders(<DraftEntryNotes entryId={9} current="Our favourite." onDraft={onDraft} />, {
      me: aProfile(),
    });
    await user.click(screen.getByRole('button', { name: 'Draft program notes from the facts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Replace your program notes with this draft?');
    expect(onDraft).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep my notes' }));
    expect(onDraft).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Draft program notes from the facts' }));
    await user.click(await screen.findByRole('button', { name: 'Replace my notes' }));
    expect(onDraft).toHaveBeenCalledWith(draft.long);
  });
});
