import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Program, UilCheck } from '@app/shared/contracts/programs';
import { apiError, stubApi, type StubRequest } from '../../../../testing/api-stub';
import { aProfile, aProgram, aProgramPiece } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { currentProgram } from '../../hooks/current-program';
import { summaryOf } from '../../utils/program-summary';
import { BuilderBar } from './builder-bar';

const setWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport(
    { width, height: 900 },
  );

beforeEach(() => {
  localStorage.clear();
  currentProgram.reset();
  setWidth(1440); // a laptop: the check beside the board
});
afterEach(() => setWidth(1024));

const CONCERT_RULES = 'https://www.uiltexas.org/policy/constitution/music/concert';
const CHOIR_REQUIREMENTS = 'https://uiltexas.org/music/concert-sight-reading/choir-performance-requirements';
const BAND_REQUIREMENTS = 'https://uiltexas.org/music/concert-sight-reading/band-performance-requirements';

const PROGRAM = aProgram({
  id: 77,
  title: 'Spring Gala',
  name: 'Spring Gala',
  uil_contest: true,
  program_ensembles: [
    { ensemble_id: 1, order: 1, name: 'Symphonic Band', type: 'symphonic_band' },
    { ensemble_id: 2, order: 2, name: 'Varsity Choir', type: 'mixed_choir' },
    { ensemble_id: 3, order: 3, name: 'Jazz I', type: 'jazz_band' },
  ],
  pieces: [
    aProgramPiece({ id: 11, title: 'Chorale and Shaker Dance', ensemble_id: 1, order: 1 }),
    aProgramPiece({ id: 12, title: 'Sketches on a Tudor Psalm', ensemble_id: 1, order: 2 }),
    aProgramPiece({ id: 21, title: 'Sure on This Shining Night', ensemble_id: 2, order: 3 }),
    aProgramPiece({ id: 31, title: 'Cute', ensemble_id: 3, order: 4 }),
  ],
});

const CHECK: UilCheck = {
  program_id: 77,
  uil_contest: true,
  sets: [
    {
      ensemble_id: 1,
      ensemble_name: 'Symphonic Band',
      conference: '5A',
      classification: 'varsity',
      event: { code: '100', name: 'Concert Band', requirements: BAND_REQUIREMENTS },
      pieces: [
        {
          id: 11,
          title: 'Chorale and Shaker Dance',
          composer: 'John Zdechlik',
          arranger: null,
          pml: { code: '100-5-10432', grade: 5, specification: null },
          a_cappella: null,
        },
        {
          id: 12,
          title: 'Sketches on a Tudor Psalm',
          composer: 'Fisher Tull',
          arranger: null,
          pml: null,
          a_cappella: null,
        },
      ],
      rules: [
        {
          rule: 'Selections from the Prescribed Music List',
          met: false,
          detail: 'Not on the Concert Band list: Sketches on a Tudor Psalm.',
          source: CONCERT_RULES,
        },
      ],
      not_checked: [
        {
          rule: 'A march',
          why: 'Only secondary sources say a band plays a march; no UIL page Podium could read says so.',
          source: BAND_REQUIREMENTS,
        },
      ],
    },
    {
      ensemble_id: 2,
      ensemble_name: 'Varsity Choir',
      conference: null,
      classification: null,
      event: { code: '931', name: 'Mixed Choir', requirements: CHOIR_REQUIREMENTS },
      pieces: [
        {
          id: 21,
          title: 'Sure on This Shining Night',
          composer: 'Morten Lauridsen',
          arranger: null,
          pml: { code: '931-5-21671', grade: 5, specification: null },
          a_cappella: true,
        },
      ],
      rules: [
        {
          rule: 'Selections from the Prescribed Music List',
          met: true,
          detail: 'Every piece is on the Mixed Choir list.',
          source: CONCERT_RULES,
        },
        {
          rule: 'At least one composition a cappella',
          met: true,
          detail: 'A cappella: Sure on This Shining Night.',
          source: CHOIR_REQUIREMENTS,
        },
      ],
      not_checked: [],
    },
    {
      ensemble_id: 3,
      ensemble_name: 'Jazz I',
      conference: null,
      classification: null,
      event: null,
      pieces: [{ id: 31, title: 'Cute', composer: null, arranger: null, pml: null, a_cappella: null }],
      rules: [],
      not_checked: [],
    },
  ],
};

/** The builder opened from the bar on `program`. */
async function openBuilderOn(program: Program, routes: Record<string, unknown>) {
  const api = stubApi({ 'GET /programs/77': program, 'GET /programs': [summaryOf(program)], ...routes });
  currentProgram.select(program.id);
  const rendered = renderWithProviders(<BuilderBar />, { me: aProfile() });
  await screen.findByText('Spring Gala');
  await rendered.user.click(screen.getByRole('button', { name: 'VIEW PROGRAM' }));
  const builder = await screen.findByTestId('program-builder');
  await within(builder).findByRole('toolbar', { name: 'Program actions' });
  return { api, builder, ...rendered };
}

/** One ensemble's set in the check, by the ensemble's name. */
async function setNamed(within_: HTMLElement, name: string) {
  const sets = await within(within_).findAllByTestId('uil-set');
  const set = sets.find((s) => s.getAttribute('aria-label') === name);
  if (!set) throw new Error(`no set of ${name}`);
  return set;
}

const checksRead = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.method === 'GET' && c.path === '/programs/77/uil-check').length;
const cardOf = (builder: HTMLElement, title: string) =>
  within(builder)
    .getByText(title, { selector: '[data-testid="piece-title"]' })
    .closest<HTMLElement>('[data-testid="builder-piece"]')!;

describe('the UIL check in the builder', () => {
  it('shows, for a marked program, each set: its event and conference, its pieces’ PML codes, the rules met or not with their sources, and what is not checked', async () => {
    const { builder } = await openBuilderOn(PROGRAM, { 'GET /programs/77/uil-check': CHECK });
    const panel = await within(builder).findByTestId('uil-check-panel');
    const band = await setNamed(panel, 'Symphonic Band');

    expect(within(panel).getByText('1 of 3 rules not met · 1 piece not on the PML')).toBeInTheDocument();
    expect(band).toHaveTextContent('Concert Band (100) · UIL 5A varsity');
    expect(band).toHaveTextContent('Chorale and Shaker Dance — 100-5-10432 · grade 5');
    expect(band).toHaveTextContent('Sketches on a Tudor Psalm — Not on the PML');
    const [pml] = within(band).getAllByTestId('uil-rule');
    expect(pml).toHaveTextContent('Not met');
    expect(pml).toHaveTextContent('Selections from the Prescribed Music List');
    expect(pml).toHaveTextContent('Not on the Concert Band list: Sketches on a Tudor Psalm.');
    const source = within(pml!).getByRole('link', { name: /UIL source/ });
    expect(source).toHaveAttribute('href', CONCERT_RULES);
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    const march = within(band).getByTestId('uil-not-checked');
    expect(march).toHaveTextContent('A march');
    expect(march).toHaveTextContent('Only secondary sources say a band plays a march');
    expect(within(march).getByRole('link', { name: /UIL source/ })).toHaveAttribute('href', BAND_REQUIREMENTS);
    expect(within(band).getByText('Not checked')).toBeInTheDocument();

    // a choir without its conference: said so; both its rules met, each with its mark in words
    const choir = await setNamed(panel, 'Varsity Choir');
    expect(choir).toHaveTextContent('Mixed Choir (931)');
    expect(choir).toHaveTextContent('Set the conference on the ensemble');
    expect(choir).toHaveTextContent('Sure on This Shining Night — 931-5-21671 · grade 5');
    const choirRules = within(choir).getAllByTestId('uil-rule');
    expect(choirRules.map((rule) => rule.getAttribute('data-met'))).toEqual(['true', 'true']);
    expect(choirRules[1]).toHaveTextContent('MetAt least one composition a cappella');
    expect(within(choirRules[1]!).getByRole('link', { name: /UIL source/ })).toHaveAttribute(
      'href',
      CHOIR_REQUIREMENTS,
    );

    // a jazz band has no event
    expect(await setNamed(panel, 'Jazz I')).toHaveTextContent(
      'Jazz I: no UIL Concert & Sight-Reading event for a jazz band.',
    );

    // beside each piece of a set with an event, its PML code
    expect(within(cardOf(builder, 'Chorale and Shaker Dance')).getByTestId('pml-badge')).toHaveTextContent(
      'PML 100-5-10432',
    );
    expect(within(cardOf(builder, 'Sketches on a Tudor Psalm')).getByTestId('pml-badge')).toHaveTextContent(
      'Not on PML',
    );
    expect(within(cardOf(builder, 'Sure on This Shining Night')).getByTestId('pml-badge')).toHaveTextContent(
      'PML 931-5-21671',
    );
    expect(within(cardOf(builder, 'Cute')).queryByTestId('pml-badge')).not.toBeInTheDocument();

    // the phone's strip says it in a line and opens the same check in a dialog
    const strip = within(builder).getByTestId('uil-check-strip');
    expect(strip).toHaveTextContent('1 of 3 rules not met');
  });

  it('shows nothing of it for a program not marked, and reads no check', async () => {
    const { api, builder } = await openBuilderOn(
      { ...PROGRAM, uil_contest: false },
      {
        'GET /programs/77/uil-check': CHECK,
      },
    );
    await within(builder).findByText('Chorale and Shaker Dance');
    expect(within(builder).queryByTestId('uil-check-panel')).not.toBeInTheDocument();
    expect(within(builder).queryByTestId('uil-check-strip')).not.toBeInTheDocument();
    expect(within(builder).queryByTestId('pml-badge')).not.toBeInTheDocument();
    expect(checksRead(api)).toBe(0);
    expect(within(builder).getByRole('checkbox', { name: 'UIL contest' }) as HTMLInputElement).not.toBeChecked();
  });

  it('marking sends PATCH {uil_contest: true} and shows the check; unmarking hides it all', async () => {
    let marked = false;
    const { api, builder, user } = await openBuilderOn(
      { ...PROGRAM, uil_contest: false },
      {
        'GET /programs/77': () => ({ ...PROGRAM, uil_contest: marked }),
        'PATCH /programs/77': (request: StubRequest) => {
          marked = (request.body as { uil_contest: boolean }).uil_contest;
          return { ...PROGRAM, uil_contest: marked, updated_at: `2026-02-0${marked ? 1 : 2}T00:00:00.000Z` };
        },
        'GET /programs/77/uil-check': CHECK,
      },
    );
    await user.click(within(builder).getByRole('checkbox', { name: 'UIL contest' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ uil_contest: true }]),
    );
    const panel = await within(builder).findByTestId('uil-check-panel');
    expect(await setNamed(panel, 'Symphonic Band')).toBeInTheDocument();
    expect(within(builder).getAllByTestId('pml-badge')).toHaveLength(3);

    await user.click(within(builder).getByRole('checkbox', { name: 'UIL contest' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { uil_contest: true },
        { uil_contest: false },
      ]),
    );
    await waitFor(() => expect(within(builder).queryByTestId('uil-check-panel')).not.toBeInTheDocument());
    expect(within(builder).queryByTestId('uil-check-strip')).not.toBeInTheDocument();
    expect(within(builder).queryByTestId('pml-badge')).not.toBeInTheDocument();
  });

  it('on a phone the mark is under More, and the check opens from a strip', async () => {
    setWidth(390);
    const { api, builder, user } = await openBuilderOn(
      { ...PROGRAM, uil_contest: false },
      {
        'PATCH /programs/77': { ...PROGRAM, updated_at: '2026-02-01T00:00:00.000Z' },
        'GET /programs/77/uil-check': CHECK,
      },
    );
    await user.click(within(builder).getByRole('button', { name: 'More' }));
    const item = await screen.findByRole('menuitemcheckbox', { name: 'UIL Concert & Sight-Reading' });
    expect(item).toHaveAttribute('aria-checked', 'false');
    await user.click(item);
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ uil_contest: true }]),
    );
    expect(await within(builder).findByTestId('uil-check-strip')).toHaveTextContent('1 of 3 rules not met');
    // nothing else of the menu ran
    expect(api.calls.some((c) => c.path.includes('notes') || c.path.endsWith('/share'))).toBe(false);

    await user.click(within(builder).getByRole('button', { name: 'Open UIL check' }));
    const dialog = await screen.findByRole('dialog', { name: 'UIL Concert & Sight-Reading check' });
    expect(await setNamed(dialog, 'Varsity Choir')).toHaveTextContent('Set the conference on the ensemble');
  });

  it('says when the check could not be loaded, and Try again reads it again', async () => {
    let fail = true;
    const { builder, user } = await openBuilderOn(PROGRAM, {
      'GET /programs/77/uil-check': () =>
        fail ? apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.', 'req-uil-1') : CHECK,
    });
    const panel = await within(builder).findByTestId('uil-check-panel');
    expect(await within(panel).findByText('The UIL check could not be loaded.')).toBeInTheDocument();
    expect(within(panel).getByText('Reference: req-uil-1')).toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await setNamed(panel, 'Symphonic Band')).toBeInTheDocument();
    expect(within(panel).queryByText('The UIL check could not be loaded.')).not.toBeInTheDocument();
  });

  it('checks the program again when it changes: a piece removed', async () => {
    const withoutTudor: UilCheck = {
      ...CHECK,
      sets: CHECK.sets.map((set) =>
        set.ensemble_id === 1
          ? {
              ...set,
              pieces: set.pieces.filter((p) => p.id !== 12),
              rules: [{ ...set.rules[0]!, met: true, detail: 'Every piece is on the Concert Band list.' }],
            }
          : set,
      ),
    };
    let removed = false;
    const { api, builder, user } = await openBuilderOn(PROGRAM, {
      'GET /programs/77/uil-check': () => (removed ? withoutTudor : CHECK),
      'DELETE /programs/77/pieces/12': () => {
        removed = true;
        return { ...PROGRAM, pieces: PROGRAM.pieces.filter((p) => p.id !== 12) };
      },
    });
    const panel = await within(builder).findByTestId('uil-check-panel');
    expect(await within(panel).findByText('1 of 3 rules not met · 1 piece not on the PML')).toBeInTheDocument();
    const before = checksRead(api);

    await user.click(within(builder).getByRole('button', { name: 'Remove "Sketches on a Tudor Psalm"' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove piece' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await within(panel).findByText('All 3 rules met')).toBeInTheDocument();
    expect(checksRead(api)).toBeGreaterThan(before);
    expect(within(builder).queryByText('Not on PML')).not.toBeInTheDocument();
  });
});
