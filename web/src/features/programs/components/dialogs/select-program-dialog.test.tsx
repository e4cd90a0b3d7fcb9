import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProgramSummary } from '@app/shared/contracts/programs';
import { apiError, deferred, json, stubApi } from '../../../../testing/api-stub';
import { aProfile, aProgram } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { summaryOf } from '../../utils/program-summary';
import { currentProgram } from '../../hooks/current-program';
import { EXPORTED_PROGRAMS_NOTICE, exportedProgramNotice } from '../builder/finalize-notice';
import { SelectProgramDialog } from './select-program-dialog';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  currentProgram.reset();
});

/** The dialog with an Open button, as the builder uses it. */
function Harness({ onSelect, exported }: { onSelect: (p: ProgramSummary) => void; exported?: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open selector</button>
      <SelectProgramDialog open={open} onClose={() => setOpen(false)} onSelect={onSelect} exported={exported} />
    </>
  );
}

const listCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.method === 'GET' && c.path === '/programs');

describe('SelectProgramDialog', () => {
  it('lists the programs in progress once each, with badge and duration, hiding finalized ones; choosing one selects it and closes', async () => {
    const spring = summaryOf(
      aProgram({ id: 7, title: 'Spring Concert', name: 'Spring Concert', formatted_duration: '24:45' }),
    );
    const answer = deferred<Response>();
    const api = stubApi({ 'GET /programs': () => answer.promise });
    const onSelect = vi.fn();
    const { user } = renderWithProviders(<Harness onSelect={onSelect} />, { me: aProfile() });

    await user.click(screen.getByRole('button', { name: 'Open selector' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Program' });
    expect(within(dialog).getByText('Loading programs...')).toBeInTheDocument();
    answer.resolve(
      json({
        data: [
          spring,
          { ...spring },
          summaryOf(aProgram({ id: 8, title: 'Winter Gala', name: '', formatted_duration: '5:00' })),
          summaryOf(aProgram({ id: 9, title: 'Old Show', name: 'Old Show', status: 'finalized' })),
        ],
      }),
    );

    const list = await within(dialog).findByRole('list', { name: 'Programs in progress' });
    const entries = within(list).getAllByRole('button');
    expect(entries.map((e) => e.textContent)).toEqual(['Spring ConcertIn Progress24:45', 'Winter GalaIn Progress5:00']);
    expect(listCalls(api)[0]!.query.get('status')).toBe('in_progress');

    await user.click(entries[1]!);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 8, title: 'Winter Gala' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('fetches the list again on every open and from the refresh button, and forgets it on close', async () => {
    let answer: ProgramSummary[] = [summaryOf(aProgram({ id: 1, title: 'First', name: 'First' }))];
    const api = stubApi({ 'GET /programs': () => answer });
    const { user } = renderWithProviders(<Harness onSelect={vi.fn()} />, { me: aProfile() });

    await user.click(screen.getByRole('button', { name: 'Open selector' }));
    await screen.findByRole('button', { name: /First/ });
    answer = [...answer, summaryOf(aProgram({ id: 2, title: 'Second', name: 'Second' }))];
    await user.click(screen.getByRole('button', { name: 'Refresh programs' }));
    await screen.findByRole('button', { name: /Second/ });
    expect(listCalls(api)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const pending = deferred<ProgramSummary[]>();
    api.on({ 'GET /programs': () => pending.promise });
    await user.click(screen.getByRole('button', { name: 'Open selector' }));
    // the old list is gone: loading until the new answer comes
    expect(await screen.findByText('Loading programs...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /First/ })).not.toBeInTheDocument();
    expect(listCalls(api)).toHaveLength(3);
    pending.resolve([summaryOf(aProgram({ id: 3, title: 'Third', name: 'Third' }))]);
    await screen.findByRole('button', { name: /Third/ });
  });

  it('says No programs available with a Refresh button, and leaves the list empty when the refresh fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = stubApi({ 'GET /programs': [summaryOf(aProgram({ status: 'finalized' }))] });
    const { user } = renderWithProviders(<Harness onSelect={vi.fn()} />, { me: aProfile() });

    await user.click(screen.getByRole('button', { name: 'Open selector' }));
    expect(await screen.findByText('No programs available')).toBeInTheDocument();
    // where the finalized ones are
    expect(screen.getByText(EXPORTED_PROGRAMS_NOTICE, { exact: false })).toBeInTheDocument();

    api.on({ 'GET /programs': apiError(500, 'INTERNAL_ERROR', 'Boom') });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('No programs available')).toBeInTheDocument();
    expect(screen.queryByText(EXPORTED_PROGRAMS_NOTICE, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    api.on({ 'GET /programs': [summaryOf(aProgram({ id: 4, title: 'Back Again', name: 'Back Again' }))] });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('button', { name: /Back Again/ });
  });

  it('says where the exported program being built went, and Go to Programs closes the builder and goes there', async () => {
    stubApi({ 'GET /programs': [summaryOf(aProgram({ id: 7, title: 'Spring Gala', status: 'finalized' }))] });
    currentProgram.select(7, { open: true });
    const { user, router } = renderWithProviders(<Harness onSelect={vi.fn()} exported="Spring Gala" />, {
      me: aProfile(),
    });

    await user.click(screen.getByRole('button', { name: 'Open selector' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Program' });
    expect(await within(dialog).findByText('No programs available')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(exportedProgramNotice('Spring Gala'));
    expect(dialog).toHaveTextContent('“Spring Gala” was exported, so it is finalized');

    await user.click(within(dialog).getByRole('link', { name: 'Go to Programs' }));
    expect(router.state.location.pathname).toBe('/programs');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentProgram.get()).toMatchObject({ programId: 7, builderOpen: false });
  });

  it('with programs in progress, still says where the exported one went', async () => {
    stubApi({ 'GET /programs': [summaryOf(aProgram({ id: 8, title: 'Winter Gala', name: 'Winter Gala' }))] });
    const { user } = renderWithProviders(<Harness onSelect={vi.fn()} exported="Spring Gala" />, { me: aProfile() });

    await user.click(screen.getByRole('button', { name: 'Open selector' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Program' });
    await within(dialog).findByRole('button', { name: /Winter Gala/ });
    expect(dialog).toHaveTextContent(exportedProgramNotice('Spring Gala'));
  });

  it('says nothing of finalized programs when the list has programs and none was exported', async () => {
    stubApi({ 'GET /programs': [summaryOf(aProgram({ id: 8, title: 'Winter Gala', name: 'Winter Gala' }))] });
    const { user } = renderWithProviders(<Harness onSelect={vi.fn()} />, { me: aProfile() });

    await user.click(screen.getByRole('button', { name: 'Open selector' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Program' });
    await within(dialog).findByRole('button', { name: /Winter Gala/ });
    expect(within(dialog).queryByRole('link', { name: 'Go to Programs' })).not.toBeInTheDocument();
  });
});
