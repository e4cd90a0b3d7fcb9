import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CsvFileError } from './csv-file-error';
import {
  CsvDecoder,
  DECIDE_BYTES,
  SAMPLE_BYTES,
  decodeCsvBytes,
  decodeCsvStream,
  isUtf8,
  notTextReason,
  type DetectedEncoding,
} from './decode';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../test/fixtures/csv/${name}`, import.meta.url)));
const utf8 = (text: string) => new TextEncoder().encode(text);
const cp1252 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1')); // for characters U+00A0–U+00FF only

function chunked(bytes: Uint8Array, size: number): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return chunks;
}

async function decodeInChunks(bytes: Uint8Array, size: number) {
  let encoding: DetectedEncoding | undefined;
  let calls = 0;
  let text = '';
  for await (const part of decodeCsvStream(chunked(bytes, size), {
    onEncoding: (e) => {
      encoding = e;
      calls++;
    },
  })) {
    text += part;
  }
  return { text, encoding, calls };
}

const caught = (fn: () => unknown): CsvFileError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof CsvFileError) return err;
    throw err;
  }
  throw new Error('expected a CsvFileError');
};

describe('decodeCsvBytes', () => {
  it('reads UTF-8 with a byte order mark and leaves the mark out of the text', () => {
    const { text, encoding, bom } = decodeCsvBytes(fixture('utf8-bom.csv'));
    expect({ encoding, bom }).toEqual({ encoding: 'utf-8', bom: true });
    expect(text.startsWith('Title,Composer')).toBe(true);
    expect(text).toContain('Antonín Dvořák');
  });

  it('reads UTF-8 without a mark, and plain ASCII as UTF-8', () => {
    expect(decodeCsvBytes(utf8('Title\nPavane,Gabriel Fauré\n'))).toEqual({
      text: 'Title\nPavane,Gabriel Fauré\n',
      encoding: 'utf-8',
      bom: false,
    });
    expect(decodeCsvBytes(fixture('banner-rows.csv'))).toMatchObject({ encoding: 'utf-8', bom: false });
  });

  it('detects Windows-1252 when the bytes are not UTF-8, with its own characters (– “ ”), not Latin-1', () => {
    const { text, encoding, bom } = decodeCsvBytes(fixture('windows-1252.csv'));
    expect({ encoding, bom }).toEqual({ encoding: 'windows-1252', bom: false });
    expect(text).toContain('España Cañí');
    expect(text).toContain('Pequeña Czarda');
    expect(text).toContain('Ave María,Franz Schubert,2–3,4:00,“Ellens dritter Gesang” – à la carte');
  });

  it('reads UTF-16 (Excel "Unicode Text") when it starts with its byte order mark', () => {
    const le = new Uint8Array(
      Buffer.from('\uFEFFTitle\tComposer\r\nEspaña Cañí\tPascual Marquina Narro\r\n', 'utf16le'),
    );
    expect(decodeCsvBytes(le)).toEqual({
      text: 'Title\tComposer\r\nEspaña Cañí\tPascual Marquina Narro\r\n',
      encoding: 'utf-16le',
      bom: true,
    });
    const be = new Uint8Array(Buffer.from('\uFEFFTitle\nAve María\n', 'utf16le').swap16());
    expect(decodeCsvBytes(be)).toEqual({ text: 'Title\nAve María\n', encoding: 'utf-16be', bom: true });
  });

  it('decides at the first non-ASCII byte, however far into the file it is', () => {
    const ascii = 'Title,Composer\n' + 'Chester,William Billings\n'.repeat(5000); // 125 kB of ASCII
    expect(decodeCsvBytes(new Uint8Array([...utf8(ascii), ...cp1252('España Cañí,Marquina\n')]))).toMatchObject({
      text: `${ascii}España Cañí,Marquina\n`,
      encoding: 'windows-1252',
    });
    expect(decodeCsvBytes(utf8(`${ascii}España Cañí,Marquina\n`))).toMatchObject({
      text: `${ascii}España Cañí,Marquina\n`,
      encoding: 'utf-8',
    });
  });

  it('does not take a UTF-8 character cut at the end of the deciding window for Windows-1252', () => {
    // "ñ…" where a 3-byte character (€, E2 82 AC) straddles the end of the window
    const head = 'Title\nEspa';
    const filler = 'x'.repeat(DECIDE_BYTES - 4); // ñ (2 bytes) + a + filler: the window ends on the first byte of €
    const text = `${head}ña${filler}€uro\n`;
    const bytes = utf8(text);
    const first = bytes.findIndex((b) => b > 0x7f);
    expect(bytes[first + DECIDE_BYTES - 1]).toBe(0xe2);
    expect(decodeCsvBytes(bytes)).toMatchObject({ text, encoding: 'utf-8' });
  });

  it('reads a character cut at the end of the file as Windows-1252 (it cannot be UTF-8)', () => {
    expect(isUtf8(new Uint8Array([0xc3]), false)).toBe(false);
    expect(isUtf8(new Uint8Array([0xc3]), true)).toBe(true);
    expect(decodeCsvBytes(new Uint8Array([...utf8('Title\nCaf'), 0xc3]))).toMatchObject({
      text: 'Title\nCafÃ',
      encoding: 'windows-1252',
    });
  });

  it('shows bytes that do not fit the encoding chosen earlier as U+FFFD (the row parser reports them)', () => {
    const bytes = new Uint8Array([
      ...utf8(`Title\nAntonín Dvořák${' '.repeat(DECIDE_BYTES)}\n`),
      ...cp1252('España\n'),
    ]);
    const { text, encoding } = decodeCsvBytes(bytes);
    expect(encoding).toBe('utf-8');
    expect(text.endsWith('Espa\uFFFDa\n')).toBe(true);
  });

  it.each([
    ['an .xlsx workbook (ZIP)', [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00], 'an Excel workbook (.xlsx)'],
    ['an .xls workbook', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0], 'an Excel 97–2003 workbook (.xls)'],
    ['a PDF', [...utf8('%PDF-1.7\n%âãÏÓ\n')], 'a PDF document'],
    ['a JPEG', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'a JPEG image'],
  ])('refuses %s as not text, naming what it is', (_name, bytes, what) => {
    const err = caught(() => decodeCsvBytes(new Uint8Array(bytes)));
    expect(err.code).toBe('not_text');
    expect(err.message).toContain(`This file is ${what}`);
    expect(err.message).toContain('save or download the sheet as CSV');
  });

  it('refuses the PNG fixture and any file with NUL bytes near its start', () => {
    expect(caught(() => decodeCsvBytes(fixture('not-text.csv'))).message).toMatch(
      /^This file is a PNG image, not a CSV file\./,
    );
    const nul = caught(() => decodeCsvBytes(new Uint8Array([...utf8('Title,Composer\nChester'), 0, 0, 0x12, 0x34])));
    expect(nul.code).toBe('not_text');
    expect(nul.message).toMatch(/^This file is not text \(it contains binary data\)/);
    expect(notTextReason(utf8('Title\n'))).toBeNull();
  });

  it('refuses more bytes than allowed', () => {
    const err = caught(() => decodeCsvBytes(utf8('Title\nChester\n'), { maxBytes: 10 }));
    expect(err.code).toBe('too_large');
    expect(err.message).toMatch(/^The file is larger than/);
  });

  it('gives an empty text for an empty file', () => {
    expect(decodeCsvBytes(fixture('empty.csv'))).toEqual({ text: '', encoding: 'utf-8', bom: false });
  });
});

describe('decodeCsvStream', () => {
  const files = ['utf8-bom.csv', 'windows-1252.csv', 'semicolon.csv', 'quoted.csv', 'crlf.csv', 'other-headers.csv'];

  it.each(files)('decodes %s the same in chunks of 1, 2, 3, 7 and 4096 bytes as whole', async (name) => {
    const bytes = fixture(name);
    const whole = decodeCsvBytes(bytes);
    for (const size of [1, 2, 3, 7, 4096]) {
      const { text, encoding, calls } = await decodeInChunks(bytes, size);
      expect(text).toBe(whole.text);
      expect(encoding).toEqual({ encoding: whole.encoding, bom: whole.bom });
      expect(calls).toBe(1);
    }
  });

  it('decides the same way whatever the chunks, for text longer than the samples', async () => {
    const text = `Title,Notes\n${'Chester,Hymn\n'.repeat(1000)}Ave María,Schubert – “Ellens dritter Gesang”\n`;
    const bytes = utf8(text);
    expect(bytes.length).toBeGreaterThan(SAMPLE_BYTES);
    for (const size of [1, 7, 1000, SAMPLE_BYTES + 1]) expect((await decodeInChunks(bytes, size)).text).toBe(text);
  });

  it('reads a web ReadableStream, as the S3 body is', async () => {
    const chunks = chunked(fixture('windows-1252.csv'), 7);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    let text = '';
    for await (const part of decodeCsvStream(stream)) text += part;
    expect(text).toBe(decodeCsvBytes(fixture('windows-1252.csv')).text);
  });

  it('throws not_text from the first chunks, before giving any text', async () => {
    const parts: string[] = [];
    const run = async () => {
      for await (const part of decodeCsvStream(chunked(fixture('not-text.csv'), 3))) parts.push(part);
    };
    await expect(run()).rejects.toMatchObject({ code: 'not_text' });
    expect(parts).toEqual([]);
  });

  it('throws too_large as soon as the stream passes the limit', async () => {
    const run = async () => {
      for await (const _ of decodeCsvStream(chunked(utf8('Title\n' + 'Chester\n'.repeat(100)), 7), { maxBytes: 100 })) {
        // read on
      }
    };
    await expect(run()).rejects.toMatchObject({ code: 'too_large' });
  });

  it('exposes the decision on the incremental decoder', () => {
    const decoder = new CsvDecoder();
    expect(decoder.push(utf8('Title\n'))).toBe('');
    expect(decoder.encoding).toBeNull();
    expect(decoder.end()).toBe('Title\n');
    expect(decoder.encoding).toEqual({ encoding: 'utf-8', bom: false });
  });
});
