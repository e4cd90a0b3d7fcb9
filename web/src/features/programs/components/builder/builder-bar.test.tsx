import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Program } from '@app/shared/contracts/programs';
import { clearNotices, notify, Toaster } from '../../../../components/toaster';
import type * as download from '../../../../lib/download';
import { saveFile } from '../../../../lib/download';
import { apiError, stubApi } from '../../../../testing/api-stub';
import { aProfile, aProgram, anEnsemble } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import type { Session } from '../../../../lib/session';
import { currentProgram } from '../../hooks/current-program';
import { summaryOf } from '../../utils/program-summary';
import { CREATE_FAILED_MESSAGE } from '../dialogs/create-program-dialog';
import { BuilderBar } from './builder-bar';
import { exportedProgramNotice, FINALIZE_NOTICE } from './finalize-notice';

// no real download in the test's DOM
vi.mock('../../../../lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof download>()),
  saveFile: vi.fn(),
}));

beforeEach(() => {
  localStorage.clear();
  currentProgram.reset();
});
afterEach(() => {
  clearNotices();
  vi.restoreAllMocks();
  vi.mocked(saveFile).mockClear();
});

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
      'GET /programs': [summaryOf(MADE)],
      'POST /programs': MADE,
      'GET /programs/77': MADE,
    });
    const { user } = renderWithProviders(<BuilderBar />, { me: aProfile() });

    await user.click(screen.getByRole('button', { name: 'CREATE NEW' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Program' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true)); // settled
    await user.clear(screen.getByRole('textbox', { name: /Program name/ }));
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

const DOCUMENT = () =>
  new Response(new Blob(['docx']), {
    headers: { 'content-disposition': 'attachment; filename="Spring Gala.docx"' },
  });

/** The builder opened from the bar on `program`. */
async function openBuilderOn(program: Program, routes: Record<string, unknown>, auth?: Partial<Session>) {
  const api = stubApi({ 'GET /programs/77': program, 'GET /programs': [summaryOf(program)], ...routes });
  currentProgram.select(program.id);
  const rendered = renderWithProviders(<BuilderBar />, { me: aProfile(), auth });
  await screen.findByText('Spring Gala');
  await rendered.user.click(screen.getByRole('button', { name: 'VIEW PROGRAM' }));
  const builder = await screen.findByTestId('program-builder');
  await within(builder).findByRole('toolbar', { name: 'Program actions' });
  return { api, builder, ...rendered };
}

describe('Export to Word in the builder', () => {
  it('says first, without alarm, that an in-progress program is downloaded and kept finalized on the Programs page', async () => {
    const { api, builder, user } = await openBuilderOn(MADE, {
      'GET /document/programs/77': DOCUMENT,
      'PATCH /programs/77': { ...MADE, status: 'finalized' },
    });
    await user.click(within(builder).getByRole('button', { name: 'Export to Word' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Export to Word' });
    expect(ask).toHaveTextContent(FINALIZE_NOTICE);
    expect(ask).toHaveTextContent('downloads as a Word document');
    expect(ask).toHaveTextContent('where you can reopen it to make changes');
    expect(api.calls.some((c) => c.path === '/document/programs/77')).toBe(false); // nothing yet

    await user.click(within(ask).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'Spring Gala.docx'));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'finalized' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('after the export, Select Program says where the program went, though the bar still names it', async () => {
    let status: Program['status'] = 'in_progress';
    const { user } = await openBuilderOn(MADE, {
      'GET /programs/77': () => ({ ...MADE, status }),
      'GET /programs': () => (status === 'finalized' ? [] : [summaryOf(MADE)]),
      'GET /document/programs/77': DOCUMENT,
      'PATCH /programs/77': () => {
        status = 'finalized';
        return { ...MADE, status };
      },
    });
    await user.click(within(screen.getByTestId('program-builder')).getByRole('button', { name: 'Export to Word' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(within(screen.getByTestId('program-builder')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('program-builder')).not.toBeInTheDocument());

    await user.click(within(screen.getByTestId('builder-bar')).getByRole('button', { name: 'SELECT PROGRAM' }));
    const select = await screen.findByRole('dialog', { name: 'Select Program' });
    expect(await within(select).findByText('No programs available')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveTextContent(exportedProgramNotice('Spring Gala')));
    expect(within(select).getByRole('link', { name: 'Go to Programs' })).toHaveAttribute('href', '/programs');
    expect(within(screen.getByTestId('builder-bar')).getByText('Spring Gala')).toBeInTheDocument();
  });

  it('Cancel exports nothing', async () => {
    const { api, builder, user } = await openBuilderOn(MADE, {});
    await user.click(within(builder).getByRole('button', { name: 'Export to Word' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.path === '/document/programs/77' || c.method === 'PATCH')).toBe(false);
  });

  it('a finalized program is exported again at once (nothing about it changes)', async () => {
    const success = vi.spyOn(notify, 'success');
    const { builder, user } = await openBuilderOn(
      { ...MADE, status: 'finalized' },
      { 'GET /document/programs/77': DOCUMENT, 'PATCH /programs/77': MADE },
    );
    await user.click(within(builder).getByRole('button', { name: 'Export to Word' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Program generated successfully');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('with the session lost meanwhile, says "You must be logged in to generate a program" and stays', async () => {
    const error = vi.spyOn(notify, 'error');
    const { api, builder, user } = await openBuilderOn(
      { ...MADE, status: 'finalized' },
      { 'GET /document/programs/77': DOCUMENT },
      { signinSilent: () => Promise.reject(new Error('login_required')) },
    );
    await user.click(within(builder).getByRole('button', { name: 'Export to Word' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('You must be logged in to generate a program'));
    expect(api.calls.some((c) => c.path === '/document/programs/77')).toBe(false); // no call, so no sign-in redirect
    expect(saveFile).not.toHaveBeenCalled();
    expect(screen.getByTestId('program-builder')).toBeVisible();
  });
});

describe('when something fails in the builder', () => {
  it('a dialog opened over the builder puts away the red notices of what failed before it', async () => {
    const { builder, user } = await openBuilderOn(MADE, {});
    renderWithProviders(<Toaster />);
    notify.error('Failed to move the piece. Please try again.', 'Could not reach Podium.', () => undefined);
    await screen.findByRole('alert');

    await user.click(within(builder).getByRole('button', { name: 'Change Date & Time' }));
    await screen.findByRole('dialog', { name: /Date/ });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('a program that could not be created leaves the builder saying so, not on the program open before', async () => {
    const { builder, user } = await openBuilderOn(MADE, {
      'GET /ensembles': [BAND],
      'POST /programs': apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
    });
    await user.click(within(builder).getByRole('button', { name: 'New Program' }));
    await screen.findByRole('dialog', { name: 'Create New Program' });
    await user.clear(screen.getByRole('textbox', { name: /Program name/ }));
    await user.type(screen.getByRole('textbox', { name: /Program name/ }), 'Winter Showcase');
    const band = (await screen.findByRole('checkbox', { name: /Symphonic Band/ })) as HTMLInputElement;
    if (!band.checked) await user.click(band);
    fireEvent.click(screen.getByRole('button', { name: 'Create Program' }));

    await screen.findByText(CREATE_FAILED_MESSAGE);
    // the dialog closes itself after 2 s (the spec's errors table)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Program' })).not.toBeInTheDocument(), {
      timeout: 5_000,
    });
    expect(await screen.findByText(/“Winter Showcase” is not in your programs yet/)).toBeInTheDocument();
    expect(screen.getByTestId('program-builder')).not.toHaveTextContent('Spring Gala');
    expect(currentProgram.get()).toMatchObject({ programId: null, builderOpen: true });
  }, 15_000);
});
