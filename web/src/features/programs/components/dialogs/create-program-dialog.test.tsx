import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Program } from '@app/shared/contracts/programs';
import { apiError, deferred, stubApi } from '../../../../testing/api-stub';
import { aProfile, anEnsemble } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import type * as programKeys from '../../api/program-keys';
import { revalidatePrograms } from '../../api/program-keys';
import { seasonalConcertName } from '../../utils/concert-name';
import { CREATE_FAILED_MESSAGE, CreateProgramDialog, validateProgramForm } from './create-program-dialog';

// the global swr mutate does not reach the test's own cache: the refreshes are counted here
vi.mock('../../api/program-keys', async (importOriginal) => ({
  ...(await importOriginal<typeof programKeys>()),
  revalidatePrograms: vi.fn(() => Promise.resolve([])),
}));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(revalidatePrograms).mockClear();
});

const ENSEMBLES = [
  anEnsemble({ id: 1, name: 'Symphonic Band', type: 'concert_band' }),
  anEnsemble({ id: 2, name: 'Jazz Band', type: 'jazz_band' }),
];

const created = { id: 99, title: 'Spring Concert', name: 'Spring Concert', status: 'in_progress' } as Program;

function renderDialog(routes: Record<string, unknown> = {}, preselectedEnsembleIds?: number[]) {
  const api = stubApi({ 'GET /ensembles': ENSEMBLES, ...routes });
  const props = { onClose: vi.fn(), onCreated: vi.fn(), onFailed: vi.fn() };
  const rendered = renderWithProviders(
    <CreateProgramDialog open preselectedEnsembleIds={preselectedEnsembleIds} {...props} />,
    { me: aProfile() },
  );
  return { api, ...props, ...rendered };
}

/**
 * Testing Library's waitFor needs a real setTimeout; with the dialog's timers faked, this waits on
 * setImmediate (not faked) instead, so the fake clock only moves when the test moves it.
 */
async function until(check: () => void) {
  for (let attempt = 0; ; attempt++) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt > 200) throw error;
    }
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const ticked = (name: string) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;

describe('validateProgramForm', () => {
  const form = {
    name: 'Spring',
    performanceDate: '',
    performanceTime: '',
    venue: '',
    isHalfConcert: false,
    targetDuration: '',
    notes: '',
    ensembleIds: [1],
  };
  it('gives the three required messages, in order, and what the API would refuse', () => {
    expect(validateProgramForm({ ...form, name: '  ', ensembleIds: [], targetDuration: 'long' })).toEqual([
      'Program name is required',
      'Please select at least one ensemble',
      'Target duration must be a number',
    ]);
    expect(validateProgramForm({ ...form, targetDuration: '0' })).toEqual([
      'Target duration must be at least 1 minute',
    ]);
    expect(validateProgramForm({ ...form, targetDuration: ' 75.9 ' })).toEqual([]);
  });
});

describe('CreateProgramDialog', () => {
  it('keeps Create Program disabled while invalid and, on Enter, shows the messages joined with a period', async () => {
    const { user, api } = renderDialog();
    await screen.findByRole('checkbox', { name: 'Symphonic Band - concert band' });
    expect(screen.getByRole('heading', { name: 'Required Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Additional Details (Optional)' })).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create Program' });
    // it opens ready to create (a season's name, the director's ensembles): without a name it is not
    expect(create.hasAttribute('disabled')).toBe(false);
    await user.clear(field('Program name'));
    expect(create.hasAttribute('disabled')).toBe(true);

    await user.type(field('Target duration (minutes)'), 'an hour{Enter}');
    expect(await screen.findByText('Program name is required. Target duration must be a number')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Target duration (minutes)' }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    await user.type(field('Program name'), 'Spring Concert');
    await user.clear(field('Target duration (minutes)'));
    // both start ticked (the director's ensembles): untick them
    await user.click(screen.getByRole('checkbox', { name: 'Symphonic Band - concert band' }));
    await user.click(screen.getByRole('checkbox', { name: 'Jazz Band - jazz band' }));
    await user.type(field('Program name'), '{Enter}');
    expect(await screen.findByText('Please select at least one ensemble')).toBeInTheDocument();
    expect(create.hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Jazz Band - jazz band' }));
    expect(create.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends empty values as null and the target as an integer; on success hands the program over, refreshes now and after 500 ms, closes after 100 ms', async () => {
    const answer = deferred<Program>();
    const { user, api, onCreated, onClose, onFailed } = renderDialog({ 'POST /programs': () => answer.promise });
    await screen.findByRole('checkbox', { name: 'Symphonic Band - concert band' });
    await user.clear(field('Program name'));
    await user.type(field('Program name'), '  Spring Concert  ');
    await user.type(field('Target duration (minutes)'), '75.5');
    await user.click(screen.getByRole('checkbox', { name: 'Half concert' }));
    fireEvent.change(screen.getByLabelText('Performance date'), { target: { value: '2027-05-13' } });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Create Program' }));
    expect(screen.getByRole('button', { name: 'Creating...' }).hasAttribute('disabled')).toBe(true);
    await until(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Spring Concert',
      ensemble_ids: [1, 2],
      performance_date: '2027-05-13',
      performance_time: null,
      venue: null,
      is_half_concert: true,
      target_duration: 75,
      notes: null,
    });

    answer.resolve(created);
    await until(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(revalidatePrograms).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(99);
    expect(onClose).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(revalidatePrograms).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(400);
    expect(revalidatePrograms).toHaveBeenCalledTimes(2);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('on failure says the program may have been created, closes after 2 s and then hands the request back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, onCreated, onClose, onFailed } = renderDialog({
      'POST /programs': apiError(500, 'INTERNAL_ERROR', 'Boom'),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Symphonic Band - concert band' }));
    await user.clear(field('Program name'));
    await user.type(field('Program name'), 'Winter Gala');
    await user.type(field('Venue'), 'Main Hall');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Create Program' }));
    await until(() => expect(screen.getByText(CREATE_FAILED_MESSAGE)).toBeInTheDocument());
    expect(CREATE_FAILED_MESSAGE).toBe(
      'Error during program creation, but the program may have been created. It will be available in Select Existing.',
    );
    expect(screen.getByRole('button', { name: 'Create Program' }).hasAttribute('disabled')).toBe(true);

    await vi.advanceTimersByTimeAsync(1999);
    expect(onClose).not.toHaveBeenCalled();
    expect(onFailed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onFailed).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Winter Gala', venue: 'Main Hall', ensemble_ids: [2] }),
    );
    expect(onClose.mock.invocationCallOrder[0]).toBeLessThan(onFailed.mock.invocationCallOrder[0]!);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("ticks the director's ensembles at first, or only the ones in use when given", async () => {
    const all = renderDialog();
    await screen.findByRole('checkbox', { name: 'Symphonic Band - concert band' });
    expect(ticked('Symphonic Band - concert band')).toBe(true);
    expect(ticked('Jazz Band - jazz band')).toBe(true);
    all.unmount();

    const { user, api } = renderDialog({ 'POST /programs': created }, [2]);
    await screen.findByRole('checkbox', { name: 'Jazz Band - jazz band' });
    expect(ticked('Jazz Band - jazz band')).toBe(true);
    expect(ticked('Symphonic Band - concert band')).toBe(false);
    await user.clear(field('Program name'));
    await user.type(field('Program name'), 'Jazz Night{Enter}');
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ ensemble_ids: [2] }),
    );
  });

  it("starts with the season's concert as the name, which the director keeps or changes", async () => {
    const { user, api } = renderDialog({ 'POST /programs': created });
    await screen.findByRole('checkbox', { name: 'Symphonic Band - concert band' });
    const name = field('Program name') as HTMLInputElement;
    expect(name.value).toBe(seasonalConcertName('', new Date()));
    expect(name.value).toMatch(/^(Winter|Spring|Summer|Fall) Concert$/);
    expect(name.placeholder).toBe('');

    // untouched, it follows the performance date's season
    fireEvent.change(screen.getByLabelText('Performance date'), { target: { value: '2027-12-10' } });
    expect(name.value).toBe('Winter Concert');
    fireEvent.change(screen.getByLabelText('Performance date'), { target: { value: '2027-05-13' } });
    expect(name.value).toBe('Spring Concert');

    // kept as it is, it is the program's title
    await user.click(screen.getByRole('button', { name: 'Create Program' }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        title: 'Spring Concert',
        performance_date: '2027-05-13',
      }),
    );
  });

  it("keeps the director's own name when the date changes", async () => {
    const { user } = renderDialog();
    await screen.findByRole('checkbox', { name: 'Symphonic Band - concert band' });
    const name = field('Program name') as HTMLInputElement;
    await user.type(name, ' at the Park');
    const typed = name.value;
    fireEvent.change(screen.getByLabelText('Performance date'), { target: { value: '2027-12-10' } });
    expect(name.value).toBe(typed);
  });

  it('lists each ensemble as name and type, every underscore of the type a space', async () => {
    renderDialog({ 'GET /ensembles': [anEnsemble({ id: 3, name: "Men's Choir", type: 'tenor_bass_choir' })] });
    expect(await screen.findByRole('checkbox', { name: "Men's Choir - tenor bass choir" })).toBeInTheDocument();
  });

  it('says there are no ensembles yet and links to My Ensembles', async () => {
    stubApi({ 'GET /ensembles': [] });
    const onClose = vi.fn();
    const { user, router } = renderWithProviders(
      <CreateProgramDialog open onClose={onClose} onCreated={vi.fn()} onFailed={vi.fn()} />,
      { me: aProfile() },
    );
    const link = await screen.findByRole('link', { name: 'My Ensembles' });
    expect(link.getAttribute('href')).toBe('/ensembles');
    await user.click(link);
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/ensembles');
  });
});
