import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DynamoDBClient, GetItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import type { Program } from '@app/shared/contracts/programs';
import { subOfToken } from '../support/partition';
import { useLocalStack } from '../support/local-stack';

const local = useLocalStack();
const run = promisify(execFile);

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const INSTALL_SOFFICE =
  'LibreOffice is required by this test (it converts the exported .docx to PDF). Install it with: ' +
  'apt-get update && apt-get install -y --no-install-recommends libreoffice-writer-nogui';

let work: string;

/** Converts with LibreOffice the way a school's office suite would open the file; returns the PDF. */
/** What LibreOffice may take to start and convert on a loaded machine (the first run also makes its profile). */
const SOFFICE_MS = 90_000;
/** A test that converts with LibreOffice waits for it, beyond vitest's 30 s default. */
const CONVERTS = SOFFICE_MS + 30_000;

async function toPdf(docx: Buffer, name: string): Promise<Buffer> {
  const input = join(work, `${name}.docx`);
  await writeFile(input, docx);
  let output: { stdout: string; stderr: string };
  try {
    output = await run(
      'soffice',
      [
        `-env:UserInstallation=file://${join(work, 'lo-profile')}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        work,
        input,
      ],
      { timeout: SOFFICE_MS },
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(INSTALL_SOFFICE);
    throw error;
  }
  // soffice exits 0 even when it cannot load a file; it says so on stderr and writes no PDF
  expect(output.stderr).not.toMatch(/Error|could not be loaded/i);
  const pdfPath = join(work, `${name}.pdf`);
  expect((await stat(pdfPath)).size, `${pdfPath} is empty`).toBeGreaterThan(1000);
  const pdf = await readFile(pdfPath);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdf;
}

const textOf = async (docx: Buffer) => (await mammoth.extractRawText({ buffer: docx })).value;

function expectInOrder(text: string, needles: string[]) {
  let from = 0;
  for (const needle of needles) {
    const at = text.indexOf(needle, from);
    expect(at, `"${needle}" after position ${from} in:\n${text}`).toBeGreaterThanOrEqual(0);
    from = at + needle.length;
  }
}

const HOLST_NOTES = 'Written in 1909, the suite is a cornerstone of the wind band repertoire.';
const TITLE = 'Fête / "Noël" 🎄';
/** The director's profile: the document's head names the school and the director. */
const PROFILE = { name: 'Jane Rivera', school_name: 'Lincoln High School' };

let program: Program;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'podium-documents-'));
  // fail early and clearly when LibreOffice is missing, before any API work
  try {
    await run('soffice', ['--version'], { timeout: 30_000 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(INSTALL_SOFFICE);
    throw error;
  }
  const ensemble = async (name: string, type: string) => {
    const answer = await local.api<Ensemble>('/ensembles', { method: 'POST', body: { name, type } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  const profile = await local.api('/users/me', { method: 'PATCH', body: PROFILE });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const band = await ensemble('Symphonic Band', 'symphonic_band');
  const choir = await ensemble('Concert Choir', 'mixed_choir');
  const created = await local.api<Program>('/programs', {
    method: 'POST',
    body: {
      title: TITLE,
      ensemble_ids: [band.id, choir.id],
      performance_date: '2027-05-14',
      performance_time: '19:00',
      venue: 'Lincoln High School Auditorium',
      is_half_concert: true,
      pieces: [
        { title: 'Sleigh Ride', composer: 'Leroy Anderson', duration: 180 },
        {
          title: 'First Suite in E-flat for Military Band',
          composer: 'Gustav Holst',
          duration: 660,
          ensemble_id: band.id,
          notes: HOLST_NOTES,
        },
        {
          title: 'Variations on "America"',
          composer: 'Charles Ives',
          arranger: 'William Schuman',
          duration: 420,
          ensemble_id: band.id,
        },
        {
          title: 'Amazing Grace',
          composer: 'Traditional',
          arranger: 'Frank Ticheli',
          duration: 330,
          ensemble_id: band.id,
        },
        { title: 'Sure on This Shining Night', composer: 'Morten Lauridsen', duration: 240, ensemble_id: choir.id },
        { title: 'Ave Maria', composer: 'Franz Biebl', duration: 360, ensemble_id: choir.id },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  program = created.body;
  await addBellToStoredTitle('Amazing Grace');
});

/**
 * A control character pasted before the API refused them is still stored in older
 * programs: it must not make the .docx invalid XML.
 */
async function addBellToStoredTitle(title: string) {
  const raw = new DynamoDBClient({
    endpoint: local.stack.env.DYNAMODB_ENDPOINT,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const Key = { PK: { S: `USER#${subOfToken(await local.token())}` }, SK: { S: `PROGRAM#${program.id}` } };
    const { Item } = await raw.send(
      new GetItemCommand({ TableName: local.stack.env.TABLE_NAME, Key, ConsistentRead: true }),
    );
    const index = Item!.pieces!.L!.findIndex((piece) => piece.M!.title!.S === title);
    expect(index).toBeGreaterThanOrEqual(0);
    await raw.send(
      new UpdateItemCommand({
        TableName: local.stack.env.TABLE_NAME,
        Key,
        UpdateExpression: `SET pieces[${index}].title = :title`,
        ExpressionAttributeValues: { ':title': { S: `${title}\u0007` } },
      }),
    );
  } finally {
    raw.destroy();
  }
}

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

const download = (query: string, token?: string | null, headers?: Record<string, string>) =>
  local.api(`/document/programs/${program.id}${query}`, { headers, ...(token === undefined ? {} : { token }) });

describe('GET /api/document/programs/{id}', () => {
  it(
    'returns the standard program by default, named after the title, without notes, and leaves the status alone',
    async () => {
      const answer = await download('');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(DOCX);
      expect(answer.headers.get('content-disposition')).toBe(
        `attachment; filename="Fete Noel.docx"; filename*=UTF-8''${encodeURIComponent('Fête Noël 🎄.docx')}`,
      );
      const text = await textOf(answer.raw);
      // no Accept-Language (Node's fetch sends "*"): US English, as the web app shows it there
      expectInOrder(text, [
        'Lincoln High School',
        'Fête / "Noël" 🎄',
        'Friday, May 14, 2027 · 7:00 PM',
        'Lincoln High School Auditorium',
        'Jane Rivera, Director',
        'Sleigh Ride — Leroy Anderson',
        'Symphonic Band',
        'First Suite in E-flat for Military Band — Gustav Holst',
        'Variations on "America" — Charles Ives, arr. William Schuman',
        'Amazing Grace — Traditional, arr. Frank Ticheli',
        'Intermission',
        'Concert Choir',
        'Sure on This Shining Night — Morten Lauridsen',
        'Ave Maria — Franz Biebl',
        'Total running time: 36:30',
      ]);
      expect(text).not.toContain(HOLST_NOTES);
      const pdf = await toPdf(answer.raw, 'standard');
      expect(pdf.toString('latin1')).toMatch(/\/MediaBox\s*\[\s*0 0 612 792\s*\]/);

      // the download does not finalize: the browser PATCHes status itself
      const after = await local.api<Program>(`/programs/${program.id}`);
      expect(after.body.status).toBe('in_progress');
    },
    CONVERTS,
  );

  it(
    'returns the booklet with program notes on half-letter pages that LibreOffice converts',
    async () => {
      const answer = await download('?format=booklet&include_program_notes=true');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(DOCX);
      expect(answer.headers.get('content-disposition')).toMatch(
        /^attachment; filename="Fete Noel\.docx"; filename\*=UTF-8''/,
      );
      const text = await textOf(answer.raw);
      expectInOrder(text, [
        'Fête / "Noël" 🎄',
        'Program',
        'Sleigh Ride',
        'Ave Maria',
        'Program Notes',
        'First Suite in E-flat',
        HOLST_NOTES,
        'Acknowledgements',
      ]);
      const pdf = await toPdf(answer.raw, 'booklet');
      expect(pdf.toString('latin1')).toMatch(/\/MediaBox\s*\[\s*0 0 396 612\s*\]/);
    },
    CONVERTS,
  );

  it('prints the time in the language the browser asks for, and the profile as just saved', async () => {
    const saved = await local.api('/users/me', {
      method: 'PATCH',
      body: { name: 'Sam Okafor', school_name: 'Roosevelt Middle School' },
    });
    expect(saved.status).toBe(200);
    try {
      const answer = await download('', undefined, { 'accept-language': 'en-GB,en;q=0.9' });
      expect(answer.status).toBe(200);
      const text = await textOf(answer.raw);
      expectInOrder(text, [
        'Roosevelt Middle School',
        'Fête / "Noël" 🎄',
        'Friday, May 14, 2027 · 19:00',
        'Sam Okafor, Director',
      ]);
      expect(text).not.toContain('Jane Rivera');
      expect(text).not.toContain('PM');
    } finally {
      await local.api('/users/me', { method: 'PATCH', body: PROFILE });
    }
  });

  it('prints notes under the pieces of the standard program when asked', async () => {
    const answer = await download('?format=standard&include_program_notes=true');
    expect(answer.status).toBe(200);
    expectInOrder(await textOf(answer.raw), [
      'First Suite in E-flat for Military Band',
      HOLST_NOTES,
      'Variations on "America"',
    ]);
  });

  it.each([
    ['?format=pdf', 'format'],
    ['?include_program_notes=yes', 'include_program_notes'],
    ['?format=booklet&include_program_notes=1', 'include_program_notes'],
  ])('answers 400 for %s', async (query, field) => {
    const answer = await download(query);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_ERROR');
    expect(answer.body.error.message).toContain(field);
  });

  it('still exports a program the browser has finalized', async () => {
    const finalized = await local.api<Program>(`/programs/${program.id}`, {
      method: 'PATCH',
      body: { status: 'finalized' },
    });
    expect(finalized.status).toBe(200);
    expect(finalized.body.status).toBe('finalized');
    const answer = await download('?format=booklet');
    expect(answer.status).toBe(200);
    expect(await textOf(answer.raw)).toContain('Ave Maria — Franz Biebl');
    await local.api(`/programs/${program.id}`, { method: 'PATCH', body: { status: 'in_progress' } });
  });

  it('answers 404 for an unknown id, a malformed id and another user’s program', async () => {
    expect((await local.api('/document/programs/999999999')).status).toBe(404);
    expect((await local.api('/document/programs/abc')).status).toBe(404);
    const other = await local.token('someone-else@example.com');
    const answer = await download('', other);
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('NOT_FOUND');
  });

  it('answers 401 without a token', async () => {
    expect((await download('', null)).status).toBe(401);
  });

  it(
    "prints a shared program's QR code and address at the end of the booklet, on the site the browser names",
    async () => {
      const site = 'https://podium.example.org';
      const query = `?format=booklet&include_program_notes=true&site_origin=${encodeURIComponent(site)}`;
      // not shared: no code
      expect(await textOf((await download(query)).raw)).not.toContain('The program on your phone');
      const shared = await local.api<Program>(`/programs/${program.id}/share`, { method: 'POST' });
      const link = `${site}/p/${shared.body.share!.token}`;
      const answer = await download(query);
      expect(answer.status).toBe(200);
      expectInOrder(await textOf(answer.raw), ['Acknowledgements', 'The program on your phone', link]);
      await toPdf(answer.raw, 'booklet-shared');
      // an origin only
      const refused = await download(`?format=booklet&site_origin=${encodeURIComponent(`${site}/evil?x=1`)}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/site_origin must be an origin/);
      await local.api(`/programs/${program.id}/share`, { method: 'DELETE' });
    },
    CONVERTS,
  );
});
