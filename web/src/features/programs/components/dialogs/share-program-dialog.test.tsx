import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Program } from '@app/shared/contracts/programs';
import { clearNotices, Toaster } from '../../../../components/toaster';
import { stubApi } from '../../../../testing/api-stub';
import { aProfile, aProgram } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { SHARE_EXPLAINED, ShareProgramDialog, STOP_SHARING_MESSAGE } from './share-program-dialog';

afterEach(() => {
  clearNotices();
  vi.restoreAllMocks();
});

const TOKEN = 'dGhpcy1pcy1hLWxpbmstdG9r';
const shared = aProgram({
  id: 12,
  title: 'Spring Concert',
  share: { token: TOKEN, shared_at: '2026-11-29T10:00:00Z' },
});

function Harness({ initial }: { initial: Program }) {
  const [program, setProgram] = useState(initial);
  return (
    <>
      <ShareProgramDialog open program={program} onClose={() => undefined} onChanged={setProgram} />
      <Toaster />
    </>
  );
}

describe('ShareProgramDialog', () => {
  it('says what sharing shows, then shares and shows the link to copy and its QR code', async () => {
    const api = stubApi({ 'POST /programs/12/share': shared });
    const { user } = renderWithProviders(<Harness initial={aProgram({ id: 12, title: 'Spring Concert' })} />, {
      me: aProfile(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Share "Spring Concert"' });
    expect(within(dialog).getByText(SHARE_EXPLAINED)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));

    const link = await within(dialog).findByRole('textbox', { name: 'Link to the program' });
    expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/p/${TOKEN}`);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    const qr = await within(dialog).findByRole('img', { name: 'QR code of the link to "Spring Concert"' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const download = within(dialog).getByRole('link', { name: 'Download the QR code (PNG)' });
    expect(download.getAttribute('href')).toMatch(/^data:image\/png;base64,/);

    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/p/${TOKEN}`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('stops sharing only after saying what it does, and then offers to share again', async () => {
    const api = stubApi({ 'DELETE /programs/12/share': { ...shared, share: null } });
    const { user } = renderWithProviders(<Harness initial={shared} />, { me: aProfile() });
    const dialog = await screen.findByRole('dialog', { name: 'Share "Spring Concert"' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Stop sharing' });
    expect(within(confirm).getByText(STOP_SHARING_MESSAGE)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('"Spring Concert" is no longer shared')).toBeInTheDocument();
    const again = await screen.findByRole('dialog', { name: 'Share "Spring Concert"' });
    expect(within(again).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(within(again).queryByRole('textbox', { name: 'Link to the program' })).toBeNull();
  });
});
