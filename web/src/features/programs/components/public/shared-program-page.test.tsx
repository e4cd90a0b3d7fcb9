import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHARED_PROGRAM_GONE, type SharedProgram } from '@app/shared/contracts/programs';
import { apiError, stubApi } from '../../../../testing/api-stub';
import { renderWithProviders } from '../../../../testing/render';
import { SharedProgramPage } from './shared-program-page';

const TOKEN = 'dGhpcy1pcy1hLWxpbmstdG9r';
const concert: SharedProgram = {
  title: 'Spring Concert',
  performance_date: '2027-05-14',
  performance_time: '19:00',
  venue: 'Lincoln High School Auditorium',
  sets: [
    {
      heading: 'Lincoln Symphonic Band',
      pieces: [{ title: 'Chester', composer: 'William Schuman', arranger: null, notes: 'An overture on a hymn tune.' }],
    },
    {
      heading: 'Lincoln Chamber Choir',
      pieces: [{ title: 'Elijah Rock', composer: null, arranger: 'Moses Hogan', notes: null }],
    },
  ],
  intermission_after: 0,
};

describe('the shared program page', () => {
  it('shows the program as the audience reads it: when and where, each set, credits, notes and the intermission', async () => {
    const api = stubApi({ [`GET /shared/programs/${TOKEN}`]: concert });
    renderWithProviders(<SharedProgramPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Concert' })).toBeInTheDocument();
    expect(screen.getByText('Fri, May 14, 2027 · 7:00 PM · Lincoln High School Auditorium')).toBeInTheDocument();
    const band = screen.getByRole('region', { name: 'Lincoln Symphonic Band' });
    expect(within(band).getByText('Chester')).toBeInTheDocument();
    expect(within(band).getByText('William Schuman')).toBeInTheDocument();
    expect(within(band).getByText('An overture on a hymn tune.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Lincoln Chamber Choir' })).getByText('arr. Moses Hogan'),
    ).toBeInTheDocument();
    // the intermission between the sets
    const order = [...document.querySelectorAll('section h2, [role="separator"]')].map((e) => e.textContent);
    expect(order).toEqual(['Lincoln Symphonic Band', 'Intermission', 'Lincoln Chamber Choir']);
    // never to be indexed; the call carries no sign-in
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(api.calls[0]!.headers.get('authorization')).toBeNull();
  });

  it('says plainly when the link shares nothing', async () => {
    stubApi({
      [`GET /shared/programs/${TOKEN}`]: () =>
        apiError(404, 'NOT_FOUND', SHARED_PROGRAM_GONE, undefined, { resource: 'shared_program' }),
    });
    renderWithProviders(<SharedProgramPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Program not available' })).toBeInTheDocument();
    expect(screen.getByText(SHARED_PROGRAM_GONE)).toBeInTheDocument();
  });
});
