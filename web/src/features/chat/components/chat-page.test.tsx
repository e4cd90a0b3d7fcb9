import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ChatAnswer, ChatHistory, ChatMessage, ChatSessionSummary } from '@app/shared/contracts/chat';
import { apiError, deferred, json, stubApi, type StubRequest } from '../../../testing/api-stub';
import { anEnsemble, aProfile, aRecommendation } from '../../../testing/fixtures';
import { ProgramPicksContext } from '../../../lib/add-to-program';
import { renderWithProviders } from '../../../testing/render';
import { ChatPage } from './chat-page';

const band = anEnsemble({ id: 10, name: 'Symphonic Band', type: 'concert_band' });
const jazz = anEnsemble({ id: 11, name: 'Jazz Band', type: 'jazz_band' });

const march = aRecommendation();
const answer = (overrides: Partial<ChatAnswer> = {}): ChatAnswer => ({
  session_id: 77,
  reply: 'Here is 1 piece: Loch Lomond.',
  recommendations: [march],
  ...overrides,
});
const suggestions = { ensemble_id: 10, reply: 'A balanced set for Symphonic Band.', recommendations: [] };

const ASSISTANT_DOWN = 'The assistant could not answer just now. Your message is saved; please try again in a moment.';

function renderPage({ route = '/dashboard', programId = null as number | null } = {}) {
  const addToProgram = vi.fn(() => Promise.resolve(true));
  const programPicks = { program: null, placeOf: () => null, add: addToProgram, remove: vi.fn() };
  const view = renderWithProviders(
    <ProgramPicksContext.Provider value={programPicks}>
      <ChatPage programId={programId} />
    </ProgramPicksContext.Provider>,
    { me: aProfile(), route, path: '/dashboard' },
  );
  return {
    ...view,
    addToProgram,
    box: () => screen.getByRole('textbox', { name: 'Message to the assistant' }) as HTMLTextAreaElement,
  };
}

const posts = (api: ReturnType<typeof stubApi>, path: string) =>
  api.calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);
/** The conversation (hidden while it is empty). */
const log = () => screen.getByRole('log', { hidden: true });

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('ChatPage', () => {
  it('shows the message at once, a thinking indicator and a busy Send while the assistant answers, then the reply and its cards', async () => {
    const reply = deferred<ChatAnswer>();
    const api = stubApi({
      'GET /ensembles': [band],
      'GET /chat/user-sessions': [],
      'GET /chat/ensemble-recommendations/10': suggestions,
      'POST /chat/message': () => reply.promise,
    });
    const { user, box, router } = renderPage({ programId: 5 });

    await screen.findByRole('heading', { name: 'Suggestions for Symphonic Band' });
    expect((screen.getByRole('combobox', { name: 'Ensemble' }) as HTMLSelectElement).value).toBe('10');
    await user.type(box(), 'a grade 2 march{Enter}');

    expect(within(log()).getByText('a grade 2 march')).toBeInTheDocument();
    expect(screen.getByText('The assistant is thinking…')).toBeInTheDocument();
    expect(box().value).toBe('');
    expect(screen.getByRole('button', { name: /Sending/ }).hasAttribute('disabled')).toBe(true);
    expect(posts(api, '/chat/message')).toEqual([
      { message: 'a grade 2 march', ensemble_id: 10, use_library_only: false, program_id: 5 },
    ]);

    reply.resolve(answer());
    await within(log()).findByText('Here is 1 piece: Loch Lomond.');
    expect(within(log()).getByRole('article', { name: 'Loch Lomond' })).toBeInTheDocument();
    expect(screen.queryByText('The assistant is thinking…')).not.toBeInTheDocument();
    // the conversation took the place of the suggestions, and the address names the session
    expect(screen.queryByRole('heading', { name: 'Suggestions for Symphonic Band' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?session=77'));
  });

  it('lets a director without ensembles add each kind in one click, and keeps the choice in view while they add more', async () => {
    const held: ReturnType<typeof anEnsemble>[] = [];
    const api = stubApi({
      'GET /ensembles': () => held,
      'GET /chat/user-sessions': [],
      'GET /chat/ensemble-recommendations/1': { ...suggestions, ensemble_id: 1 },
      'POST /ensembles': ({ body }: StubRequest) => {
        const made = anEnsemble({ ...(body as object), id: held.length + 1 });
        held.push(made);
        return json(made, { status: 201 });
      },
      'PATCH /ensembles/2': ({ body }: StubRequest) => Object.assign(held[1]!, body),
    });
    const { user } = renderPage();

    const quick = await screen.findByRole('region', { name: 'Which ensembles do you lead?' });
    expect(screen.getByText(/No ensembles yet/)).toBeInTheDocument();
    await user.click(within(quick).getByRole('button', { name: 'Add Concert Band' }));
    await within(quick).findByText('Added Concert Band');
    // the first ensemble is chosen, and the others are still one click away
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Ensemble' }) as HTMLSelectElement).value).toBe('1'),
    );
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    await user.click(within(quick).getByRole('button', { name: 'Add Jazz Band' }));
    const confirmation = await within(quick).findByText('Added Concert Band, Jazz Band');
    // the confirmation and the names added are brought into view (on a phone they come below the fold)
    await waitFor(() =>
      expect(scrolled.mock.contexts).toContainEqual(confirmation.closest('[role=status]')!.parentElement),
    );
    scrolled.mockRestore();
    // a second concert band would be numbered
    expect(within(quick).getByRole('button', { name: 'Add Concert Band 2' })).toBeInTheDocument();
    expect(posts(api, '/ensembles')).toEqual([
      { name: 'Concert Band', type: 'concert_band' },
      { name: 'Jazz Band', type: 'jazz_band' },
    ]);
    // each one's level can be set right there
    const level = within(quick).getByRole('combobox', { name: 'Level of Jazz Band' }) as HTMLSelectElement;
    expect(level.value).toBe('');
    await user.selectOptions(level, 'Grade 3.5');
    await waitFor(() => expect(level.value).toBe('3.5'));
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([
      ['/ensembles/2', { level: 3.5 }],
    ]);
  });

  it('lets the director rename each ensemble added, since its name is printed on the programs', async () => {
    const held: ReturnType<typeof anEnsemble>[] = [];
    const api = stubApi({
      'GET /ensembles': () => held,
      'GET /chat/user-sessions': [],
      'GET /chat/ensemble-recommendations/1': { ...suggestions, ensemble_id: 1 },
      'POST /ensembles': ({ body }: StubRequest) => {
        const made = anEnsemble({ ...(body as object), id: held.length + 1 });
        held.push(made);
        return json(made, { status: 201 });
      },
      'PATCH /ensembles/1': ({ body }: StubRequest) =>
        (body as { name: string }).name === 'Westview Band'
          ? apiError(503, 'UNAVAILABLE', 'Podium is busy. Please try again in a minute.')
          : Object.assign(held[0]!, body),
    });
    const { user } = renderPage();

    const quick = await screen.findByRole('region', { name: 'Which ensembles do you lead?' });
    await user.click(within(quick).getByRole('button', { name: 'Add Concert Band' }));
    await within(quick).findByText('Added Concert Band');
    expect(within(quick).getByText(/names are printed on your concert programs/)).toBeInTheDocument();
    const name = within(quick).getByRole('textbox', { name: 'Name of Concert Band' }) as HTMLInputElement;
    expect(name.value).toBe('Concert Band');

    await user.clear(name);
    await user.type(name, '  Westview 7th Grade Band {Enter}');
    await within(quick).findByText('Added Westview 7th Grade Band');
    await user.tab(); // leaving the field saves nothing more
    const patches = () => api.calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body]);
    expect(patches()).toEqual([['/ensembles/1', { name: 'Westview 7th Grade Band' }]]);
    expect(within(quick).getByRole('combobox', { name: 'Level of Westview 7th Grade Band' })).toBeInTheDocument();

    // a name left empty goes back to the saved one; one that cannot be saved too, with the reason
    const renamed = within(quick).getByRole('textbox', { name: 'Name of Westview 7th Grade Band' }) as HTMLInputElement;
    await user.clear(renamed);
    await user.tab();
    expect(renamed.value).toBe('Westview 7th Grade Band');
    await user.type(renamed, '{Backspace>14}Band{Enter}');
    expect(
      await within(quick).findByText(
        'The new name of Westview 7th Grade Band could not be saved: Podium is busy. Please try again in a minute.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(renamed.value).toBe('Westview 7th Grade Band'));
    expect(patches()).toHaveLength(2);
  });

  it('says why an ensemble could not be added, and adds nothing', async () => {
    stubApi({
      'GET /ensembles': [],
      'GET /chat/user-sessions': [],
      'POST /ensembles': () => apiError(503, 'UNAVAILABLE', 'Podium is busy. Please try again in a minute.'),
    });
    const { user } = renderPage();

    const quick = await screen.findByRole('region', { name: 'Which ensembles do you lead?' });
    await user.click(within(quick).getByRole('button', { name: 'Add Jazz Band' }));
    expect(
      await within(quick).findByText('Jazz Band could not be added: Podium is busy. Please try again in a minute.'),
    ).toBeInTheDocument();
    expect(within(quick).getByRole('status')).toHaveTextContent('');
    expect(screen.getByText(/No ensembles yet/)).toBeInTheDocument();
  });

  it('does not offer the quick add to a director who has ensembles', async () => {
    stubApi({
      'GET /ensembles': [band],
      'GET /chat/user-sessions': [],
      'GET /chat/ensemble-recommendations/10': suggestions,
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Suggestions for Symphonic Band' });
    expect(screen.queryByRole('region', { name: 'Which ensembles do you lead?' })).not.toBeInTheDocument();
  });

  it('shows an answer for two ensembles under each ensemble’s name', async () => {
    stubApi({
      'GET /ensembles': [band, jazz],
      'GET /chat/user-sessions': [],
      'GET /chat/ensemble-recommendations/10': suggestions,
      'POST /chat/message': answer({
        reply: 'For Symphonic Band: … For Jazz Band: …',
        recommendations: [
          { ...march, ensemble_id: 10 },
          { ...aRecommendation({ title: 'Blue Monk', catalog_id: 'blue-monk' }), ensemble_id: 11 },
        ],
      }),
    });
    const { user, box } = renderPage();
    const chooser = (await screen.findByRole('combobox', { name: 'Ensemble' })) as HTMLSelectElement;
    await waitFor(() => expect(chooser.querySelectorAll('option')).toHaveLength(3));
    await user.selectOptions(chooser, '10');
    await user.type(box(), '15 minutes for the band and 10 for the jazz band{Enter}');

    const forJazz = await within(log()).findByRole('region', { name: 'For Jazz Band' });
    expect(within(forJazz).getByRole('article', { name: 'Blue Monk' })).toBeInTheDocument();
    const forBand = within(log()).getByRole('region', { name: 'For Symphonic Band' });
    expect(within(forBand).getByRole('article', { name: 'Loch Lomond' })).toBeInTheDocument();
    expect(within(forBand).queryByRole('article', { name: 'Blue Monk' })).not.toBeInTheDocument();
    // an answer for two ensembles leaves the choice as it was
    expect(chooser.value).toBe('10');
  });

  it('chooses the ensemble an answer was for when the message named another one, and sends the follow-up for it', async () => {
    const api = stubApi({
      'GET /ensembles': [band, jazz],
      'GET /chat/user-sessions': [],
      'GET /chat/ensemble-recommendations/10': suggestions,
      'GET /chat/ensemble-recommendations/11': { ...suggestions, ensemble_id: 11, reply: 'A set for Jazz Band.' },
      'POST /chat/message': answer({
        reply: 'You named Symphonic Band, so I answered for Symphonic Band. Here is 1 piece: Loch Lomond.',
        recommendations: [{ ...march, ensemble_id: 10 }],
      }),
      'POST /chat/followup': answer({ reply: 'Faster ones: Loch Lomond.' }),
    });
    const { user, box } = renderPage();
    const chooser = (await screen.findByRole('combobox', { name: 'Ensemble' })) as HTMLSelectElement;
    await waitFor(() => expect(chooser.querySelectorAll('option')).toHaveLength(3));
    await user.selectOptions(chooser, '11');
    await user.type(box(), 'two pieces for my concert band{Enter}');
    await within(log()).findByText(/so I answered for Symphonic Band/);
    await waitFor(() => expect(chooser.value).toBe('10'));

    await user.type(box(), 'something faster{Enter}');
    await within(log()).findByText('Faster ones: Loch Lomond.');
    expect(posts(api, '/chat/message')).toEqual([
      { message: 'two pieces for my concert band', ensemble_id: 11, use_library_only: false },
    ]);
    expect(posts(api, '/chat/followup')).toEqual([
      { message: 'something faster', ensemble_id: 10, use_library_only: false, session_id: 77 },
    ]);
  });

  it.each([
    ['program', 2],
    ['ensemble', 1],
  ])(
    'asks again without the current program only when the 404 names the program (here: %s)',
    async (missing, calls) => {
      const sent: unknown[] = [];
      stubApi({
        'GET /ensembles': [band],
        'GET /chat/user-sessions': [],
        'GET /chat/ensemble-recommendations/10': suggestions,
        'POST /chat/message': (request: StubRequest) => {
          sent.push(request.body);
          if ((request.body as { program_id?: number }).program_id === undefined) return answer();
          // the same status, code and wording: only the item the details name tells them apart
          return apiError(404, 'NOT_FOUND', 'This item is gone.', undefined, { resource: missing });
        },
      });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user, box } = renderPage({ programId: 5 });
      await screen.findByRole('heading', { name: 'Suggestions for Symphonic Band' });

      await user.type(box(), 'a grade 2 march{Enter}');
      if (calls === 2) await within(log()).findByText('Here is 1 piece: Loch Lomond.');
      else await screen.findByText('This item is gone.');
      expect(sent).toEqual(
        [
          { message: 'a grade 2 march', ensemble_id: 10, use_library_only: false, program_id: 5 },
          { message: 'a grade 2 march', ensemble_id: 10, use_library_only: false },
        ].slice(0, calls),
      );
    },
  );

  it('sends later messages as follow-ups of the session, with the library-only switch', async () => {
    const api = stubApi({
      'GET /ensembles': [band],
      'GET /chat/user-sessions': [],
      'GET /chat/ensemble-recommendations/10': suggestions,
      'POST /chat/message': answer(),
      'POST /chat/followup': answer({ reply: 'Shorter ones: Loch Lomond.' }),
    });
    const { user, box } = renderPage();
    await screen.findByRole('heading', { name: 'Suggestions for Symphonic Band' });
    await user.type(box(), 'a grade 2 march{Enter}');
    await within(log()).findByText('Here is 1 piece: Loch Lomond.');

    await user.click(screen.getByRole('checkbox', { name: 'Use my library only' }));
    await user.type(box(), 'shorter{Enter}');
    await within(log()).findByText('Shorter ones: Loch Lomond.');
    expect(posts(api, '/chat/followup')).toEqual([
      { message: 'shorter', ensemble_id: 10, use_library_only: true, session_id: 77 },
    ]);
    expect(posts(api, '/chat/message')).toHaveLength(1);
  });

  it('keeps the message when the assistant fails: back in the box, the server says why, and Retry sends it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const api = stubApi({
      'GET /ensembles': [band],
      'GET /chat/user-sessions': [],
      'GET /chat/ensemble-recommendations/10': suggestions,
      // the server stored the message in session 77 and says so
      'POST /chat/message': () =>
        fail
          ? json(
              { error: { code: 'ASSISTANT_UNAVAILABLE', message: ASSISTANT_DOWN, details: { session_id: 77 } } },
              { status: 503, headers: { 'apigw-requestid': 'req-7' } },
            )
          : answer(),
    });
    const { user, box } = renderPage();
    await screen.findByRole('heading', { name: 'Suggestions for Symphonic Band' });
    await user.type(box(), 'a grade 2 march');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await screen.findByText(ASSISTANT_DOWN);
    expect(box().value).toBe('a grade 2 march');
    expect(within(log()).queryByText('a grade 2 march')).toBeNull();
    expect(screen.getByText(/Reference: req-7/)).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await within(log()).findByText('Here is 1 piece: Loch Lomond.');
    expect(screen.queryByText(ASSISTANT_DOWN)).not.toBeInTheDocument();
    expect(box().value).toBe('');
    expect(posts(api, '/chat/message')).toHaveLength(2);
    // the retry continues the session the failed message started, not a second one
    expect(posts(api, '/chat/message')[1]).toMatchObject({ message: 'a grade 2 march', session_id: 77 });
  });

  it('sends on Enter only: Shift+Enter starts a line, an empty or too long message cannot be sent', async () => {
    const api = stubApi({
      'GET /ensembles': [band],
      'GET /chat/user-sessions': [],
      'GET /chat/ensemble-recommendations/10': suggestions,
      'POST /chat/message': answer(),
    });
    const { user, box } = renderPage();
    await screen.findByRole('heading', { name: 'Suggestions for Symphonic Band' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);

    await user.type(box(), '   {Enter}');
    expect(posts(api, '/chat/message')).toHaveLength(0);

    await user.clear(box());
    await user.type(box(), 'two lines{Shift>}{Enter}{/Shift}please');
    expect(box().value).toBe('two lines\nplease');
    expect(posts(api, '/chat/message')).toHaveLength(0);

    await user.clear(box());
    await user.click(box());
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('Your message is too long: at most 2000 characters.')).toBeInTheDocument();
    expect(screen.getByText('2001 / 2000')).toBeInTheDocument();
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(box(), '{Enter}');
    expect(posts(api, '/chat/message')).toHaveLength(0);
    expect(box().value).toHaveLength(2001);
  });

  it('asks which ensemble a suggested prompt is for when several could be meant, then sends it for the one chosen', async () => {
    const api = stubApi({
      'GET /ensembles': [band, jazz],
      'GET /chat/user-sessions': [],
      'POST /chat/disambiguate': {
        question: 'Which ensemble is this for?',
        choices: [
          { label: 'Symphonic Band - concert band', ensemble_id: 10 },
          { label: 'Jazz Band - jazz band', ensemble_id: 11 },
        ],
      },
      'POST /chat/message': answer({ session_id: 78, reply: 'A 40-minute spring concert for Jazz Band.' }),
    });
    const { user, box } = renderPage();
    const chooser = (await screen.findByRole('combobox', { name: 'Ensemble' })) as HTMLSelectElement;
    await waitFor(() => expect(chooser.querySelectorAll('option')).toHaveLength(3));
    expect(chooser.value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Fill a 40-minute spring concert' }));
    const question = await screen.findByRole('group', { name: 'Which ensemble is this for?' });
    expect(box().value).toBe('Fill a 40-minute spring concert');
    expect(posts(api, '/chat/disambiguate')).toEqual([{ message: 'Fill a 40-minute spring concert' }]);
    expect(posts(api, '/chat/message')).toHaveLength(0);

    await user.click(within(question).getByRole('button', { name: 'Jazz Band - jazz band' }));
    await within(log()).findByText('A 40-minute spring concert for Jazz Band.');
    expect(posts(api, '/chat/message')).toEqual([
      { message: 'Fill a 40-minute spring concert', ensemble_id: 11, use_library_only: false },
    ]);
    expect(chooser.value).toBe('11');
    expect(localStorage.getItem('podium.chatEnsemble')).toBe('11');
  });

  it('sends a prompt for both ensembles when the director answers "Both", naming them in the message', async () => {
    const api = stubApi({
      'GET /ensembles': [band, jazz],
      'GET /chat/user-sessions': [],
      'POST /chat/disambiguate': {
        question: 'Which ensemble is this for?',
        choices: [
          { label: 'Symphonic Band - concert band', ensemble_id: 10 },
          { label: 'Jazz Band - jazz band', ensemble_id: 11 },
        ],
      },
      'POST /chat/message': answer({ session_id: 79, reply: 'For Symphonic Band: … For Jazz Band: …' }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Fill a 40-minute spring concert' }));
    const question = await screen.findByRole('group', { name: 'Which ensemble is this for?' });
    await user.click(within(question).getByRole('button', { name: 'Both' }));
    await within(log()).findByText('For Symphonic Band: … For Jazz Band: …');
    expect(posts(api, '/chat/message')).toEqual([
      {
        message: 'Fill a 40-minute spring concert for Symphonic Band and Jazz Band',
        ensemble_id: 10,
        use_library_only: false,
      },
    ]);
  });

  it('reopens the session named by the address with its history and ensemble, and continues it with follow-ups', async () => {
    const history: ChatHistory = {
      session_id: 9,
      ensemble_id: 11,
      title: 'swing charts',
      messages: [
        {
          id: 1,
          role: 'user',
          content: 'swing charts',
          kind: 'message',
          recommendations: [],
          created_at: '2026-05-01T10:00:00.000Z',
        },
        {
          id: 2,
          role: 'assistant',
          content: 'Three swing charts.',
          kind: 'message',
          recommendations: [{ ...march, title: 'Basie Straight Ahead' }],
          created_at: '2026-05-01T10:00:01.000Z',
        },
      ],
      next_cursor: null,
    };
    const sessions: ChatSessionSummary[] = [
      {
        session_id: 9,
        ensemble_id: 11,
        ensemble_name: 'Jazz Band',
        ensembles: [{ id: 11, name: 'Jazz Band' }],
        title: 'swing charts',
        message_count: 2,
        created_at: '2026-05-01T10:00:00.000Z',
        updated_at: '2026-05-01T10:00:01.000Z',
      },
    ];
    const api = stubApi({
      'GET /ensembles': [band, jazz],
      'GET /chat/user-sessions': sessions,
      'GET /chat/history/9': history,
      'POST /chat/followup': answer({ session_id: 9, reply: 'Easier ones.' }),
    });
    const { user, box } = renderPage({ route: '/dashboard?session=9' });

    await within(log()).findByText('Three swing charts.');
    expect(within(log()).getByRole('article', { name: 'Basie Straight Ahead' })).toBeInTheDocument();
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Ensemble' }) as HTMLSelectElement).value).toBe('11'),
    );
    // happy-dom's window is narrower than the side panel's breakpoint: the list is folded
    await user.click(screen.getByRole('button', { name: 'Past conversations' }));
    const list = screen.getByRole('navigation', { name: 'Past conversations' });
    expect(
      within(list)
        .getByRole('button', { name: /swing charts/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(within(list).getByRole('button', { name: /swing charts/ }).textContent).toContain('Jazz Band');
    expect(within(list).getByRole('button', { name: /swing charts/ }).textContent).toContain('2 messages');

    await user.type(box(), 'easier{Enter}');
    await within(log()).findByText('Easier ones.');
    expect(posts(api, '/chat/followup')).toEqual([
      { message: 'easier', ensemble_id: 11, use_library_only: false, session_id: 9 },
    ]);
  });

  it('adds a card to the program, opens its insights, and asks for more like it', async () => {
    const api = stubApi({
      'GET /ensembles': [band],
      'GET /chat/user-sessions': [],
      'GET /chat/ensemble-recommendations/10': { ...suggestions, recommendations: [march] },
      'GET /library/pieces/0/analyze/10': apiError(503, 'ASSISTANT_UNAVAILABLE', 'Not now.'),
      'POST /chat/vector': answer({ reply: 'Pieces like Loch Lomond: Molly on the Shore.' }),
    });
    const { user, addToProgram } = renderPage();
    const card = await screen.findByRole('article', { name: 'Loch Lomond' });

    await user.click(within(card).getByRole('button', { name: 'Add to program: Loch Lomond' }));
    // filed under the ensemble the suggestions are for
    expect(addToProgram).toHaveBeenCalledWith([
      {
        piece: { title: 'Loch Lomond', composer: 'Traditional', arranger: 'Dave Black', duration: 150 },
        ensembleId: 10,
      },
    ]);

    await user.click(within(card).getByRole('button', { name: 'Insights: Loch Lomond' }));
    await screen.findByRole('dialog', { name: 'Insights: Loch Lomond' });
    await user.click(screen.getByRole('button', { name: 'Close insights' }));

    await user.click(within(card).getByRole('button', { name: 'More like this: Loch Lomond' }));
    await within(log()).findByText('Pieces like Loch Lomond: Molly on the Shore.');
    expect(posts(api, '/chat/vector')).toEqual([
      { message: 'Pieces like Loch Lomond by Traditional', ensemble_id: 10, use_library_only: false },
    ]);
    expect(within(log()).getByText('Pieces like Loch Lomond by Traditional')).toBeInTheDocument();
  });

  it('keeps working when the suggestions cannot be loaded', async () => {
    stubApi({
      'GET /ensembles': [band],
      'GET /chat/user-sessions': [],
      'GET /chat/ensemble-recommendations/10': apiError(503, 'ASSISTANT_UNAVAILABLE', ASSISTANT_DOWN),
      'POST /chat/message': answer(),
    });
    const { user, box } = renderPage();
    await screen.findByText(/Suggestions could not be loaded just now/);
    await user.type(box(), 'a grade 2 march{Enter}');
    await within(log()).findByText('Here is 1 piece: Loch Lomond.');
  });

  it('keeps a follow-up in the box and shows why when the director sends faster than the limit (429)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tooFast =
      'You are sending messages faster than the assistant can answer. Please wait 3 seconds and send it again.';
    const api = stubApi({
      'GET /ensembles': [band],
      'GET /chat/user-sessions': [],
      'GET /chat/ensemble-recommendations/10': suggestions,
      'POST /chat/message': answer(),
      'POST /chat/followup': json(
        { error: { code: 'TOO_MANY_REQUESTS', message: tooFast, details: { retry_after_seconds: 3 } } },
        { status: 429, headers: { 'retry-after': '3' } },
      ),
    });
    const { user, box } = renderPage();
    await screen.findByRole('heading', { name: 'Suggestions for Symphonic Band' });
    await user.type(box(), 'a grade 2 march{Enter}');
    await within(log()).findByText('Here is 1 piece: Loch Lomond.');

    await user.type(box(), 'shorter, please{Enter}');
    await screen.findByText(tooFast);
    expect(screen.getByText('Your message is still in the box below.')).toBeInTheDocument();
    expect(box().value).toBe('shorter, please');
    expect(within(log()).queryByText('shorter, please')).toBeNull();
    expect(posts(api, '/chat/followup')).toHaveLength(1);
  });

  it('opens a long conversation at its newest messages and puts the earlier ones in front as the director scrolls up', async () => {
    const message = (id: number, role: ChatMessage['role'], content: string): ChatMessage => ({
      id,
      role,
      content,
      kind: id > 2 ? 'followup' : 'message',
      recommendations: [],
      created_at: `2026-05-01T10:00:0${id}.000Z`,
    });
    const page = (messages: ChatMessage[], next_cursor: string | null): ChatHistory => ({
      session_id: 9,
      ensemble_id: 10,
      title: 'marches',
      messages,
      next_cursor,
    });
    let earlierFails = true;
    const api = stubApi({
      'GET /ensembles': [band],
      'GET /chat/user-sessions': [],
      'GET /chat/history/9': ({ query }: StubRequest) => {
        if (!query.has('before'))
          return page(
            [message(3, 'user', 'shorter'), message(4, 'assistant', 'Two short marches.')],
            '000000000000002-2',
          );
        if (earlierFails) return apiError(503, 'INTERNAL_ERROR', 'The history could not be read just now.');
        return page([message(1, 'user', 'marches'), message(2, 'assistant', 'Three marches.')], null);
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = scrollWatch();
    const { user } = renderPage({ route: '/dashboard?session=9' });

    await within(log()).findByText('Two short marches.');
    expect(within(log()).queryByText('Three marches.')).toBeNull();
    const showEarlier = screen.getByRole('button', { name: 'Show earlier messages' });

    // scrolled up to the start of the conversation: the page before it is asked for
    view.scrollTo(showEarlier);
    await screen.findByText('Earlier messages could not be loaded: The history could not be read just now.');
    earlierFails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await within(log()).findByText('Three marches.');
    expect(
      within(log())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'You said: marches',
      'The assistant said: Three marches.',
      'You said: shorter',
      'The assistant said: Two short marches.',
    ]);
    // the conversation starts there: nothing more to load
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
    expect(api.calls.filter((c) => c.path === '/chat/history/9').map((c) => c.query.get('before'))).toEqual([
      null,
      '000000000000002-2',
      '000000000000002-2',
    ]);
  });
});

/**
 * IntersectionObserver as scrolling drives it: nothing is in view until `scrollTo(element)` brings
 * the element into view, and the observers watching it (or a box around it) are told.
 */
function scrollWatch() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  class ScrollObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    readonly targets = new Set<Element>();
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', ScrollObserver);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return {
    scrollTo(element: Element) {
      for (const observer of [...observers])
        for (const target of observer.targets)
          if (target.contains(element))
            observer.callback(
              [{ target, isIntersecting: true } as IntersectionObserverEntry],
              observer as unknown as IntersectionObserver,
            );
    },
  };
}
