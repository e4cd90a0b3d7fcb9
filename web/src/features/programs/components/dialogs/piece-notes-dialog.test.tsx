import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NoteDraft } from '@app/shared/contracts/chat';
import type { ProgramPiece } from '@app/shared/contracts/programs';
import { stubApi, type StubRequest } from '../../../../testing/api-stub';
import { aProfile, aProgram } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { draftAllSummary } from '../builder/use-draft-all-notes';
import { PieceNotesDialog } from './piece-notes-dialog';

const piece = (notes: string | null): ProgramPiece => ({
  id: 5,
  title: 'Chester',
  composer: 'William Schuman',
  arranger: null,
  duration: 420,
  order: 1,
  ensemble_id: null,
  notes,
  library_entry_id: null,
});
const draft: NoteDraft = {
  short: 'The American composer William Schuman (1910–1992) wrote Chester in 1957.',
  long: 'The American composer William Schuman (1910–1992) wrote Chester in 1957. It is a patriotic hymn setting.',
  unknown: [],
  sources: ['https://www.windrep.org/Chester'],
};

function open(notes: string | null) {
  const onSaved = vi.fn();
  const api = stubApi({
    'POST /chat/draft-notes': draft,
    'PATCH /programs/3/pieces/5': (request: StubRequest) =>
      aProgram({ id: 3, pieces: [piece((request.body as { notes: string }).notes)] }),
  });
  const rendered = renderWithProviders(
    <PieceNotesDialog open programId={3} piece={piece(notes)} onClose={() => undefined} onSaved={onSaved} />,
    { me: aProfile() },
  );
  return { ...rendered, api, onSaved };
}

describe('PieceNotesDialog', () => {
  it('drafts from the facts, puts the chosen version in the field and saves it', async () => {
    const { user, api, onSaved } = open(null);
    const dialog = await screen.findByRole('dialog', { name: 'Program notes: Chester' });
    await user.click(within(dialog).getByRole('button', { name: 'Draft notes' }));
    expect(api.calls.find((c) => c.path === '/chat/draft-notes')!.body).toEqual({ program_id: 3, piece_id: 5 });
    const drafts = await within(dialog).findByRole('group', { name: 'Drafts' });
    expect(within(drafts).getByText(draft.long)).toBeInTheDocument();
    expect(within(drafts).getByRole('link', { name: 'www.windrep.org' })).toHaveAttribute('href', draft.sources[0]);
    await user.click(within(drafts).getByRole('button', { name: 'Use the longer version' }));
    expect(within(dialog).getByRole('textbox', { name: 'Program notes' })).toHaveValue(draft.long);
    await user.click(within(dialog).getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'PATCH')!.body).toEqual({ notes: draft.long });
  });

  it("never replaces the director's own words without asking", async () => {
    const { user, api } = open('Our seniors chose this one.');
    const dialog = await screen.findByRole('dialog', { name: 'Program notes: Chester' });
    await user.click(within(dialog).getByRole('button', { name: 'Draft notes' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Use the short version' }));
    const field = within(dialog).getByRole('textbox', { name: 'Program notes' });
    expect(field).toHaveValue('Our seniors chose this one.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Replace your notes with the draft?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my notes' }));
    expect(field).toHaveValue('Our seniors chose this one.');
    await user.click(within(dialog).getByRole('button', { name: 'Use the short version' }));
    await user.click(within(dialog).getByRole('button', { name: 'Replace my notes' }));
    expect(field).toHaveValue(draft.short);
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});

describe('draftAllSummary', () => {
  it('says how many pieces were drafted, left as they were, or failed', () => {
    expect(draftAllSummary(6, 2, 0)).toBe(
      "Drafted notes for 6 pieces; 2 already had your notes and were left as they were. Open a piece's notes to read or change its draft.",
    );
    expect(draftAllSummary(0, 1, 1)).toBe(
      "No notes drafted; 1 already had your notes and was left as it was; 1 could not be drafted just now. Open a piece's notes to read or change its draft.",
    );
  });
});
