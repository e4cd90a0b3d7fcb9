import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { BetterOnDesktop } from './better-on-desktop';

const setWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport(
    { width, height: 800 },
  );

beforeEach(() => setWidth(390)); // a phone: below the md breakpoint
afterEach(() => {
  localStorage.clear();
  setWidth(1024);
});

describe('BetterOnDesktop', () => {
  it('shows the notice until dismissed, and stays dismissed', async () => {
    const { user, unmount } = renderWithProviders(<BetterOnDesktop what="The library table" />);
    expect(screen.getByText('Better on Desktop')).toBeInTheDocument();
    expect(screen.getByText(/The library table is easiest to use on a larger screen/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss the Better on Desktop notice' }));
    expect(screen.queryByText('Better on Desktop')).not.toBeInTheDocument();
    unmount();
    const again = renderWithProviders(<BetterOnDesktop what="The library table" />);
    expect(screen.queryByText('Better on Desktop')).not.toBeInTheDocument();
    again.unmount();
    // another screen's notice is its own
    renderWithProviders(<BetterOnDesktop what="The Program Builder" />);
    expect(screen.getByText('Better on Desktop')).toBeInTheDocument();
  });

  it('says the same in two short lines when compact, and is dismissed the same way', async () => {
    const { user, unmount } = renderWithProviders(<BetterOnDesktop what="The Program Builder" compact />);
    expect(screen.getByText('Better on Desktop')).toBeInTheDocument();
    expect(screen.getByText('The Program Builder is easiest to use on a larger screen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss the Better on Desktop notice' }));
    expect(screen.queryByText('Better on Desktop')).not.toBeInTheDocument();
    unmount();
    // the same screen's notice, compact or not, stays dismissed
    renderWithProviders(<BetterOnDesktop what="The Program Builder" />);
    expect(screen.queryByText('Better on Desktop')).not.toBeInTheDocument();
  });
});
