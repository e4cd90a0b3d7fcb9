import jsQR from 'jsqr';
import mammoth from 'mammoth';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { Program, ProgramPiece } from '@app/shared/contracts/programs';
import { UNASSIGNED_HEADING } from '@app/shared/domain/program-listing';
import {
  CLOSING_HEADING,
  DIRECTOR,
  INTERMISSION,
  NOTES_HEADING,
  printedListing as programListing,
  SHARED_PAGE_HEADING,
  renderProgram,
  type Presenter,
  type RenderOptions,
} from './render-program';

const PRESENTER: Presenter = { schoolName: 'Lincoln High School', directorName: 'Jane Rivera' };

const BAND = 11;
const STRINGS = 12;
const CHOIR = 13;

let nextId = 100;
const piece = (
  title: string,
  composer: string | null,
  arranger: string | null,
  duration: number | null,
  ensemble_id: number | null,
  notes: string | null = null,
): Omit<ProgramPiece, 'order'> => ({
  id: nextId++,
  title,
  composer,
  arranger,
  duration,
  ensemble_id,
  notes,
  library_entry_id: null,
});

/** Pieces in running order; `order` is given 1-based the way the API numbers them. */
function program(pieces: Omit<ProgramPiece, 'order'>[], overrides: Partial<Program> = {}): Program {
  const numbered = pieces.map((p, i) => ({ ...p, order: i + 1 }));
  const total = numbered.reduce((sum, p) => sum + (p.duration ?? 0), 0);
  return {
    id: 42,
    title: 'Spring Concert',
    name: 'Spring Concert',
    date: '2027-05-14',
    status: 'in_progress',
    pieces: numbered,
    program_ensembles: [
      { ensemble_id: BAND, order: 1, name: 'Symphonic Band', type: 'symphonic_band' },
      { ensemble_id: STRINGS, order: 2, name: 'String Orchestra', type: 'string_orchestra' },
      { ensemble_id: CHOIR, order: 3, name: 'Concert Choir', type: 'mixed_choir' },
    ],
    performance_date: '2027-05-14',
    performance_time: '19:00',
    venue: 'Lincoln High School Auditorium',
    is_half_concert: false,
    uil_contest: false,
    target_duration: 60,
    notes: null,
    total_duration: total,
    formatted_duration: `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`,
    created_at: '2027-01-10T12:00:00.000Z',
    updated_at: '2027-01-10T12:00:00.000Z',
    share: null,
    ...overrides,
  };
}

const HOLST_NOTES =
  'Written in 1909, the suite is a cornerstone of the wind band repertoire.\nIts three movements are a Chaconne, an Intermezzo and a March.';
const springConcert = (overrides: Partial<Program> = {}) =>
  program(
    [
      piece('Sleigh Ride', 'Leroy Anderson', null, 180, null),
      piece('First Suite in E-flat for Military Band', 'Gustav Holst', null, 660, BAND, HOLST_NOTES),
      piece('Irish Tune from County Derry', 'Percy Grainger', null, 240, BAND),
      piece(
        'Simple Symphony',
        'Benjamin Britten',
        null,
        1020,
        STRINGS,
        'Britten built it from tunes he wrote as a boy.',
      ),
      piece('Sure on This Shining Night', 'Morten Lauridsen', null, 240, CHOIR),
      piece('Ave Maria', 'Franz Biebl', null, 360, CHOIR),
    ],
    overrides,
  );

/** The document's text; US English unless the test says otherwise. */
async function textOf(
  program: Program,
  options: Omit<RenderOptions, 'locale'> & { locale?: string },
  presenter = PRESENTER,
): Promise<string> {
  const buffer = await renderProgram(program, presenter, { locale: 'en-US', ...options });
  expect(buffer.subarray(0, 2).toString('latin1')).toBe('PK');
  const { value, messages } = await mammoth.extractRawText({ buffer });
  expect(messages.filter((m) => m.type === 'error')).toEqual([]);
  return value;
}

/** Asserts that every needle occurs, in this order. */
function expectInOrder(text: string, needles: string[]) {
  let from = 0;
  for (const needle of needles) {
    const at = text.indexOf(needle, from);
    expect(at, `"${needle}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + needle.length;
  }
}

describe.each(['standard', 'booklet'] as const)('%s document', (format) => {
  it('prints the school, title, date and time for people, venue, director, every ensemble and piece in order, and the total', async () => {
    const text = await textOf(springConcert(), { format, includeProgramNotes: false });
    expectInOrder(text, [
      'Lincoln High School',
      'Spring Concert',
      'Friday, May 14, 2027 · 7:00 PM',
      'Lincoln High School Auditorium',
      `Jane Rivera, ${DIRECTOR}`,
      UNASSIGNED_HEADING,
      'Sleigh Ride — Leroy Anderson',
      'Symphonic Band',
      'First Suite in E-flat for Military Band — Gustav Holst',
      'Irish Tune from County Derry — Percy Grainger',
      'String Orchestra',
      'Simple Symphony — Benjamin Britten',
      'Concert Choir',
      'Sure on This Shining Night — Morten Lauridsen',
      'Ave Maria — Franz Biebl',
      'Total running time: 45:00 (about 45 minutes)',
    ]);
    expect(text).not.toContain(INTERMISSION);
    expect(text).not.toContain('Written in 1909');
    expect(text).not.toContain(NOTES_HEADING);
  });

  it('leaves pieces without a length out of the total and says so, never printing 0:00 for them', async () => {
    const some = await textOf(
      program([
        piece('Sleigh Ride', 'Leroy Anderson', null, 180, null),
        piece('Chester', 'William Schuman', null, null, BAND),
      ]),
      { format, includeProgramNotes: false },
    );
    expect(some).toContain('Total running time: 3:00 (about 3 minutes) + 1 piece without a length');
    const none = await textOf(program([piece('Chester', 'William Schuman', null, null, BAND)]), {
      format,
      includeProgramNotes: false,
    });
    expect(none).toContain('Total running time: — (1 piece without a length)');
    expect(none).not.toContain('0:00');
  });

  it('places the intermission of a half concert between the sets nearest half the performed time', async () => {
    // performed (unassigned pieces are not): band 900 | strings 1020 | choir 600, half 1260 → after the band
    const text = await textOf(springConcert({ is_half_concert: true }), { format, includeProgramNotes: false });
    expectInOrder(text, ['Irish Tune from County Derry', INTERMISSION, 'String Orchestra', 'Simple Symphony']);
    expect(text.split(INTERMISSION)).toHaveLength(2);
  });

  it("prints the time in the director's locale, and leaves out what the profile does not say", async () => {
    const text = await textOf(
      springConcert(),
      { format, includeProgramNotes: false, locale: 'en-GB' },
      { schoolName: '  ', directorName: null },
    );
    expectInOrder(text, ['Spring Concert', 'Friday, May 14, 2027 · 19:00', 'Lincoln High School Auditorium']);
    expect(text).not.toContain('PM');
    expect(text).not.toContain(DIRECTOR);
    expect(text.indexOf('Lincoln High School')).toBe(text.indexOf('Lincoln High School Auditorium'));
  });

  it('prints program notes only when asked', async () => {
    const text = await textOf(springConcert(), { format, includeProgramNotes: true });
    expectInOrder(text, [
      'First Suite in E-flat for Military Band',
      'Written in 1909, the suite is a cornerstone of the wind band repertoire.',
      'Its three movements are a Chaconne, an Intermezzo and a March.',
      'Britten built it from tunes he wrote as a boy.',
    ]);
    if (format === 'booklet')
      expectInOrder(text, ['Ave Maria', NOTES_HEADING, 'First Suite in E-flat', 'Written in 1909', CLOSING_HEADING]);
  });

  it('survives quotes, slashes, accents, emoji, markup characters and XML-invalid control characters', async () => {
    const tricky = program(
      [
        piece('Variations on "America"', 'Charles Ives', 'William Schuman', 420, BAND),
        piece('Danzón No. 2 🎺', 'Arturo Márquez', 'Oliver Nickel', 600, BAND),
        piece(
          'Amazing Grace\u0007 <Ticheli> & friends / band',
          null,
          'Frank Ticheli',
          330,
          STRINGS,
          'Notes with a form feed\u000C and a NUL\u0000 in them.',
        ),
      ],
      { title: 'Fête / “Noël” \u0001🎄', venue: 'Salle Pleyel & Co.', performance_time: null },
    );
    const text = await textOf(tricky, { format, includeProgramNotes: true });
    expectInOrder(text, [
      'Fête / “Noël” 🎄',
      'Friday, May 14, 2027',
      'Salle Pleyel & Co.',
      'Variations on "America" — Charles Ives, arr. William Schuman',
      'Danzón No. 2 🎺 — Arturo Márquez, arr. Oliver Nickel',
      'Amazing Grace <Ticheli> & friends / band — arr. Frank Ticheli',
      'Notes with a form feed and a NUL in them.',
    ]);
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(text).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
    expect(text).not.toContain('7:00 PM');
  });
});

describe('booklet', () => {
  it('has a cover, the program listing and a closing page, on half-letter pages with page numbers', async () => {
    const buffer = await renderProgram(springConcert(), PRESENTER, {
      format: 'booklet',
      includeProgramNotes: false,
      locale: 'en-US',
    });
    const { value } = await mammoth.extractRawText({ buffer });
    // the cover names the ensembles that perform, in concert order, then who directs them
    expectInOrder(value, [
      'Lincoln High School',
      'Spring Concert',
      'Symphonic Band',
      'String Orchestra',
      'Concert Choir',
      `Jane Rivera, ${DIRECTOR}`,
      'Program',
      'Symphonic Band',
      CLOSING_HEADING,
    ]);
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(buffer);
    const body = await zip.file('word/document.xml')!.async('string');
    expect(body).toMatch(/<w:pgSz w:w="7920" w:h="12240"/);
    expect(body).toContain('<w:titlePg/>');
    const footers = await Promise.all(
      Object.keys(zip.files)
        .filter((n) => /^word\/footer\d+\.xml$/.test(n))
        .map((n) => zip.file(n)!.async('string')),
    );
    expect(footers.some((xml) => /PAGE/.test(xml))).toBe(true);
  });

  it("prints a shared program's QR code and address on its last page, every note in its notes pages", async () => {
    const url = 'https://podium.example.org/p/dGhpcy1pcy1hLWxpbmstdG9r';
    const program = springConcert();
    const buffer = await renderProgram(program, PRESENTER, {
      format: 'booklet',
      includeProgramNotes: true,
      locale: 'en-US',
      sharedUrl: url,
    });
    const { value } = await mammoth.extractRawText({ buffer });
    expectInOrder(value, [NOTES_HEADING, CLOSING_HEADING, SHARED_PAGE_HEADING, url]);
    for (const piece of program.pieces.filter((p) => p.notes))
      expect(value).toContain(piece.notes!.trim().slice(0, 40));
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(buffer);
    const images = Object.keys(zip.files).filter((n) => /^word\/media\/.+\.png$/.test(n));
    expect(images).toHaveLength(1);
    // the code reads back as the address
    const png = PNG.sync.read(await zip.file(images[0]!)!.async('nodebuffer'));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(url);
    // not shared, or the standard format: no code
    const plain = await JSZip.loadAsync(
      await renderProgram(program, PRESENTER, {
        format: 'standard',
        includeProgramNotes: true,
        locale: 'en-US',
        sharedUrl: url,
      }),
    );
    expect(Object.keys(plain.files).some((n) => n.startsWith('word/media/'))).toBe(false);
  });
});

describe('programListing', () => {
  it('leaves out unassigned heading and empty ensembles when there is nothing under them', () => {
    const listing = programListing(
      program([
        piece('Chester', 'William Schuman', null, 480, BAND),
        piece('Ave Maria', 'Franz Biebl', null, 360, CHOIR),
      ]),
    );
    expect(listing.groups.map((g) => g.heading)).toEqual(['Symphonic Band', 'Concert Choir']);
  });

  it('treats a piece whose ensemble left the program as unassigned', () => {
    const listing = programListing(program([piece('Chester', 'William Schuman', null, 480, 999)]));
    expect(listing.groups).toEqual([
      { heading: UNASSIGNED_HEADING, ensembleId: null, pieces: [expect.objectContaining({ title: 'Chester' })] },
    ]);
  });

  it('sorts by order, not by array position', () => {
    const p = springConcert();
    p.pieces.reverse();
    p.program_ensembles.reverse();
    expect(programListing(p).groups.flatMap((g) => g.pieces.map((x) => x.title))).toEqual(
      springConcert().pieces.map((x) => x.title),
    );
  });

  it('puts the intermission after the ensemble the shared rule names, never inside a set or at the end', () => {
    // the last ensemble holds most of the time: the break goes before it
    const late = programListing(
      program(
        [
          piece('Chester', 'William Schuman', null, 100, BAND),
          piece('Simple Symphony', 'Benjamin Britten', null, 1020, STRINGS),
        ],
        { is_half_concert: true },
      ),
    );
    expect(late.intermissionAfter).toBe(0);
    // unassigned pieces open the listing as a group of their own: the index counts it
    const withUnassigned = programListing(springConcert({ is_half_concert: true }));
    expect(withUnassigned.groups[withUnassigned.intermissionAfter!]!.heading).toBe('Symphonic Band');
    // one ensemble is one set: there is no place between sets
    const single = programListing(
      program(
        [
          piece('First Suite in E-flat for Military Band', 'Gustav Holst', null, 660, BAND),
          piece('Chester', 'William Schuman', null, 480, BAND),
          piece('Irish Tune from County Derry', 'Percy Grainger', null, 240, BAND),
        ],
        { is_half_concert: true },
      ),
    );
    expect(single.intermissionAfter).toBeUndefined();
  });

  it('weighs the sets by their piece count when no piece has a length', () => {
    const listing = programListing(
      program(
        [
          piece('Chester', 'William Schuman', null, null, BAND),
          piece('Simple Symphony', 'Benjamin Britten', null, null, STRINGS),
          piece('Ave Maria', 'Franz Biebl', null, null, CHOIR),
          piece('Sure on This Shining Night', 'Morten Lauridsen', null, null, CHOIR),
        ],
        { is_half_concert: true },
      ),
    );
    expect(listing.intermissionAfter).toBe(1);
  });
});
