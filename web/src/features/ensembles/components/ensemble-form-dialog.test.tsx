import { screen, waitFor, within } from '@testing-library/react';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, json, stubApi, type StubRequest } from '../../../testing/api-stub';
import { aProfile } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { MyEnsembles } from './my-ensembles';

const jazz: Ensemble = {
  id: 11,
  name: 'Lincoln High Jazz Band',
  type: 'jazz_band',
  level: 3.5,
  size: 18,
  instrumentation: null,
  uil_conference: null,
  uil_classification: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const renderPage = () => renderWithProviders(<MyEnsembles />, { me: aProfile(), route: '/ensembles' });
const writes = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method !== 'GET');

async function openNewEnsembleDialog(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('button', { name: 'New ensemble' }));
  return screen.findByRole('dialog', { name: 'New ensemble' });
}

describe('the ensemble form', () => {
  it('checks a blank name and a level of 7 with the API messages and sends nothing', async () => {
    const api = stubApi({ 'GET /ensembles': [jazz] });
    const { user } = renderPage();
    const dialog = await openNewEnsembleDialog(user);

    await user.clear(within(dialog).getByRole('textbox', { name: /Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), '   ');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Level' }), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Add ensemble' }));

    expect(await within(dialog).findByText('Ensemble name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Level must be between 0.5 and 6')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(writes(api)).toEqual([]);

    // a level between the steps is refused too; a valid form then sends
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Level' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Level' }), '2.3');
    await user.click(within(dialog).getByRole('button', { name: 'Add ensemble' }));
    expect(await within(dialog).findByText('Level must be in steps of 0.5')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });

  it('creates an ensemble with what was typed (blank optional fields left out), then reloads the list', async () => {
    const created: Ensemble = {
      ...jazz,
      id: 12,
      name: 'Lincoln Middle School Band',
      type: 'concert_band',
      level: 2,
      size: null,
      instrumentation: 'Flutes 6, clarinets 8',
    };
    let list = [jazz];
    const api = stubApi({
      'GET /ensembles': () => list,
      'POST /ensembles': () => {
        list = [jazz, created];
        return json(created, { status: 201 });
      },
    });
    const { user } = renderPage();
    const dialog = await openNewEnsembleDialog(user);

    await user.clear(within(dialog).getByRole('textbox', { name: /Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), '  Lincoln Middle School Band ');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Type/ }), 'concert band');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Level' }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Instrumentation' }), 'Flutes 6, clarinets 8');
    await user.click(within(dialog).getByRole('button', { name: 'Add ensemble' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(api).map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'POST',
        '/ensembles',
        {
          name: 'Lincoln Middle School Band',
          type: 'concert_band',
          level: 2,
          instrumentation: 'Flutes 6, clarinets 8',
        },
      ],
    ]);
    expect(await screen.findByRole('heading', { name: 'Lincoln Middle School Band' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === '/ensembles')).toHaveLength(2);
  });

  it('asks for the type and level first and suggests a name from the type, until the director types their own', async () => {
    const api = stubApi({
      'GET /ensembles': [{ ...jazz, name: 'Jazz Band' }],
      'POST /ensembles': (request: StubRequest) =>
        json({ ...jazz, id: 12, ...(request.body as object) }, { status: 201 }),
    });
    const { user } = renderPage();
    const dialog = await openNewEnsembleDialog(user);
    const type = within(dialog).getByRole('combobox', { name: /Type/ });
    const name = within(dialog).getByRole('textbox', { name: /Name/ }) as HTMLInputElement;
    // type, then level, then name
    const fields = [...dialog.querySelectorAll('select, input, textarea')];
    expect(fields.slice(0, 3)).toEqual([type, within(dialog).getByRole('spinbutton', { name: 'Level' }), name]);
    await waitFor(() => expect(document.activeElement).toBe(type));
    expect(name.value).toBe('Concert Band');
    // the types in words, as the badges show them
    const options = within(type)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('tenor bass choir');
    expect(options.filter((o) => o?.includes('_'))).toEqual([]);

    // the name follows the type; "Jazz Band" is taken, so the next one is numbered
    await user.selectOptions(type, 'jazz band');
    expect(name.value).toBe('Jazz Band 2');
    await user.type(name, ' Combo');
    await user.selectOptions(type, 'wind ensemble');
    expect(name.value).toBe('Jazz Band 2 Combo');
    await user.selectOptions(type, 'jazz band');
    await user.click(within(dialog).getByRole('button', { name: 'Add ensemble' }));
    await waitFor(() =>
      expect(writes(api).map((c) => c.body)).toEqual([{ name: 'Jazz Band 2 Combo', type: 'jazz_band' }]),
    );
  });

  it('edits only what changed, and clears a level left blank', async () => {
    const api = stubApi({
      'GET /ensembles': [jazz],
      'PATCH /ensembles/11': (request: StubRequest) => ({ ...jazz, ...(request.body as object) }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Lincoln High Jazz Band' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ensemble' });

    expect((within(dialog).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe(
      'Lincoln High Jazz Band',
    );
    expect((within(dialog).getByRole('combobox', { name: /Type/ }) as HTMLSelectElement).value).toBe('jazz_band');
    const level = within(dialog).getByRole('spinbutton', { name: 'Level' }) as HTMLInputElement;
    expect(level.value).toBe('3.5');
    await user.clear(level);
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Size' }), '0'); // 18 → 180
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(api).map((c) => [c.method, c.path, c.body])).toEqual([
      ['PATCH', '/ensembles/11', { level: null, size: 180 }],
    ]);
  });

  it('closes without a call when nothing changed', async () => {
    const api = stubApi({ 'GET /ensembles': [jazz] });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Lincoln High Jazz Band' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ensemble' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(api)).toEqual([]);
  });

  it('disables Save while sending, then shows the server error with what was typed kept', async () => {
    const answer = deferred<Response>();
    stubApi({ 'GET /ensembles': [jazz], 'POST /ensembles': () => answer.promise });
    const { user } = renderPage();
    const dialog = await openNewEnsembleDialog(user);

    await user.clear(within(dialog).getByRole('textbox', { name: /Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Chamber Winds');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Size' }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add ensemble' }));

    await waitFor(() =>
      expect((within(dialog).getByRole('button', { name: /Saving/ }) as HTMLButtonElement).disabled).toBe(true),
    );
    answer.resolve(apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.', 'req-ens-1'));

    expect(await within(dialog).findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(within(dialog).getByText('Reference: req-ens-1')).toBeInTheDocument();
    expect((within(dialog).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Chamber Winds');
    expect((within(dialog).getByRole('spinbutton', { name: 'Size' }) as HTMLInputElement).value).toBe('12');
    expect((within(dialog).getByRole('button', { name: 'Add ensemble' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks a band for its UIL conference and classification and sends them (Not set sends null)', async () => {
    const band: Ensemble = {
      ...jazz,
      id: 12,
      name: 'Symphonic Band',
      type: 'symphonic_band',
      uil_conference: '4A',
      uil_classification: 'non_varsity',
    };
    const api = stubApi({
      'GET /ensembles': [band],
      'POST /ensembles': (request: StubRequest) =>
        json({ ...band, id: 13, ...(request.body as object) }, { status: 201 }),
      'PATCH /ensembles/12': (request: StubRequest) => ({ ...band, ...(request.body as object) }),
    });
    const { user } = renderPage();

    // a new concert band: the two selects, Not set first, every conference and classification in words
    let dialog = await openNewEnsembleDialog(user);
    const conference = within(dialog).getByRole('combobox', { name: 'UIL conference' }) as HTMLSelectElement;
    const classification = within(dialog).getByRole('combobox', { name: 'UIL classification' }) as HTMLSelectElement;
    expect(
      within(conference)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not set', '6A', '5A', '4A', '3A', '2A', '1A', 'Middle school / junior high']);
    expect(
      within(classification)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not set', 'Varsity', 'Non-varsity', 'Sub non-varsity']);
    await user.selectOptions(conference, '5A');
    await user.selectOptions(classification, 'Varsity');
    await user.click(within(dialog).getByRole('button', { name: 'Add ensemble' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(api).map((c) => c.body)).toEqual([
      { name: 'Concert Band', type: 'concert_band', uil_conference: '5A', uil_classification: 'varsity' },
    ]);

    // an edit: a conference set, a classification back to Not set (null)
    await user.click(screen.getByRole('button', { name: 'Edit Symphonic Band' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit ensemble' });
    expect((within(dialog).getByRole('combobox', { name: 'UIL conference' }) as HTMLSelectElement).value).toBe('4A');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'UIL conference' }),
      'Middle school / junior high',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'UIL classification' }), 'Not set');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(api).at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/ensembles/12',
      body: { uil_conference: 'middle_school', uil_classification: null },
    });
  });

  it('does not ask a jazz band, and clears them when a band becomes a jazz band', async () => {
    const band: Ensemble = {
      ...jazz,
      id: 12,
      name: 'Lincoln Concert Band',
      type: 'concert_band',
      uil_conference: '5A',
      uil_classification: 'varsity',
    };
    const api = stubApi({
      'GET /ensembles': [jazz, band],
      'PATCH /ensembles/12': (request: StubRequest) => ({ ...band, ...(request.body as object) }),
    });
    const { user } = renderPage();

    // the card says it in a few words
    const card = (await screen.findByRole('heading', { name: 'Lincoln Concert Band' })).closest('li')!;
    expect(within(card).getByText('UIL 5A varsity')).toBeInTheDocument();
    const jazzCard = screen.getByRole('heading', { name: 'Lincoln High Jazz Band' }).closest('li')!;
    expect(jazzCard).not.toHaveTextContent('UIL');

    await user.click(screen.getByRole('button', { name: 'Edit Lincoln High Jazz Band' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit ensemble' });
    expect(within(dialog).queryByRole('combobox', { name: 'UIL conference' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'UIL classification' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit Lincoln Concert Band' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit ensemble' });
    expect((within(dialog).getByRole('combobox', { name: 'UIL conference' }) as HTMLSelectElement).value).toBe('5A');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Type/ }), 'jazz band');
    expect(within(dialog).queryByRole('combobox', { name: 'UIL conference' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(api).map((c) => c.body)).toEqual([
      { type: 'jazz_band', uil_conference: null, uil_classification: null },
    ]);
  });
});
