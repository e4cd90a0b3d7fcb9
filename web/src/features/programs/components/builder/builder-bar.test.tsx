import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../testing/api-stub';
import { aProfile, aProgram, anEnsemble } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { currentProgram } from '../../hooks/current-program';
import { BuilderBar } from './builder-bar';

beforeEach(() => {
  localStorage.clear();
  currentProgram.reset();
});
afterEach(() => vi.restoreAllMocks());

const BAND = anEnsemble({ id: 1, name: 'Symphonic Band', type: 'concert_band' });
const MADE = aProgram({
  id: 77,
  title: 'Spring Gala',
  name: 'Spring Gala',
  program_ensembles: [{ ensemble_id: 1, order: 1, name: 'Symphonic Band', type: 'concert_band' }],
});

describe('the bottom bar', () => {
  it('CREATE NEW: once the program is made, the builder opens on it and stays open', async () => {
    stubApi({
      'GET /ensembles': [BAND],
      'GET /programs': [MADE],
      'POST /programs': MADE,
      'GET /programs/77': MADE,
    });
    const { user } = renderWithProviders(<BuilderBar />, { me: aProfile() });

    await user.click(screen.getByRole('button', { name: 'CREATE NEW' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Program' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true)); // settled
    await user.type(screen.getByRole('textbox', { name: /Program name/ }), 'Spring Gala');
    // the director's only ensemble may come ticked already
    const band = (await screen.findByRole('checkbox', { name: /Symphonic Band/ })) as HTMLInputElement;
    if (!band.checked) await user.click(band);
    fireEvent.click(screen.getByRole('button', { name: 'Create Program' }));

    // the dialog closes itself, then the builder shows the new program
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Program' })).not.toBeInTheDocument());
    const builder = await screen.findByTestId('program-builder');
    await waitFor(() => expect(builder.contains(document.activeElement)).toBe(true));
    expect(builder).toHaveTextContent('Spring Gala');
    expect(currentProgram.get()).toMatchObject({ programId: 77, ensembleId: 1, builderOpen: true });
    // nothing closes it afterwards: it is still the open dialog once the page is idle again
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    expect(currentProgram.get().builderOpen).toBe(true);
    expect(screen.getByTestId('program-builder')).toBeVisible();
  });
});
