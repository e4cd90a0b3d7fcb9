import { CSV_MAX_BYTES } from '@app/shared/contracts/library';
import { CsvFileError } from './csv-file-error';

/**
 * Bytes → text for library CSV files, whole or as a stream.
 *
 * The encoding is detected, never assumed:
 * - a byte order mark says it: UTF-8 (EF BB BF), UTF-16 LE (FF FE) or BE (FE FF), which is what
 *   Excel's "Unicode Text" export writes;
 * - otherwise the file is read as UTF-8 until its first byte above 0x7F (ASCII reads the same in
 *   both encodings); from there, a window of `DECIDE_BYTES` is decoded as strict UTF-8: if that
 *   fails the file is Windows-1252 (what Excel on Windows writes for "CSV (Comma delimited)"). A
 *   multi-byte character cut at the end of the window is not a failure.
 * - the first `SAMPLE_BYTES` are checked for binary data first (a NUL byte, or the signature of
 *   an .xlsx/.xls workbook, a PDF, an image, a gzip file) → `CsvFileError('not_text')`.
 *
 * The decision depends on the bytes only, not on how they were cut into chunks, so the upload
 * route (`decodeCsvBytes` via `inspectCsvUpload`) and the worker (`decodeCsvStream`) agree.
 * After the decision, a byte that is not valid in the chosen encoding becomes U+FFFD (the row
 * parser reports rows that contain one).
 *
 * Every decode here passes `{ stream: true }` (and flushes with an empty `decode()`): on Node 20 a
 * one-shot `new TextDecoder('windows-1252').decode(bytes)` drops the bytes 0x80–0x9F (€ “ ” – …),
 * while the streaming path decodes them right.
 */
export type CsvEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

export interface DetectedEncoding {
  encoding: CsvEncoding;
  /** The file began with a byte order mark (it is not part of the text). */
  bom: boolean;
}

/** Bytes checked for binary data before any text is given out. */
export const SAMPLE_BYTES = 8 * 1024;
/** Bytes decoded as strict UTF-8, from the first non-ASCII byte, to choose UTF-8 or Windows-1252. */
export const DECIDE_BYTES = 4 * 1024;

const signatures: { bytes: number[]; what: string }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'an Excel workbook (.xlsx) or another zipped document' },
  { bytes: [0x50, 0x4b, 0x05, 0x06], what: 'an empty ZIP archive' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], what: 'an Excel 97–2003 workbook (.xls)' },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], what: 'a PDF document' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
  { bytes: [0x1f, 0x8b], what: 'a gzip archive' },
];

const saveAsCsv = 'In Excel, Numbers or Google Sheets, save or download the sheet as CSV and upload that file.';

/** Why these first bytes of a file cannot be CSV text, or null when they can. */
export function notTextReason(sample: Uint8Array): string | null {
  for (const { bytes, what } of signatures) {
    if (bytes.every((b, i) => sample[i] === b)) return `This file is ${what}, not a CSV file. ${saveAsCsv}`;
  }
  if (sample.subarray(0, SAMPLE_BYTES).includes(0)) {
    return `This file is not text (it contains binary data), so it is not a CSV file. ${saveAsCsv}`;
  }
  return null;
}

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

const ascii = new TextDecoder('utf-8');

/**
 * `window` holds the bytes from the first non-ASCII byte on; `cut` says whether more bytes follow
 * it (then an incomplete character at its end is allowed).
 */
export function isUtf8(window: Uint8Array, cut: boolean): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(window, { stream: cut });
    return true;
  } catch {
    return false;
  }
}

/**
 * The incremental decoder: `push` each chunk and use the text it returns, then `end()`. Throws
 * `CsvFileError` ('not_text', 'too_large'). `encoding` is set once it is decided (at the latest
 * by `end()`).
 */
export class CsvDecoder {
  encoding: DetectedEncoding | null = null;
  #pending: Uint8Array = new Uint8Array(0);
  #checked = false;
  #decoder: InstanceType<typeof TextDecoder> | null = null;
  #bytes = 0;
  readonly #maxBytes: number;
  readonly #onEncoding: ((detected: DetectedEncoding) => void) | undefined;

  constructor(options: { maxBytes?: number; onEncoding?: (detected: DetectedEncoding) => void } = {}) {
    this.#maxBytes = options.maxBytes ?? CSV_MAX_BYTES;
    this.#onEncoding = options.onEncoding;
  }

  push(chunk: Uint8Array): string {
    this.#bytes += chunk.length;
    if (this.#bytes > this.#maxBytes) {
      throw new CsvFileError('too_large', tooLargeMessage(this.#maxBytes));
    }
    if (this.#decoder && this.#checked) return this.#decoder.decode(chunk, { stream: true });
    this.#pending = concat(this.#pending, chunk);
    return this.#drain(false);
  }

  end(): string {
    const text = this.#drain(true);
    if (!this.encoding) this.#decide({ encoding: 'utf-8', bom: false });
    return text + (this.#decoder?.decode() ?? '');
  }

  #decide(detected: DetectedEncoding) {
    this.encoding = detected;
    this.#decoder = new TextDecoder(detected.encoding);
    this.#onEncoding?.(detected);
  }

  #drain(final: boolean): string {
    const pending = this.#pending;
    if (!this.#checked) {
      if (pending.length < SAMPLE_BYTES && !final) return '';
      this.#checked = true;
      if (startsWith(pending, [0xef, 0xbb, 0xbf])) this.#decide({ encoding: 'utf-8', bom: true });
      else if (startsWith(pending, [0xff, 0xfe])) this.#decide({ encoding: 'utf-16le', bom: true });
      else if (startsWith(pending, [0xfe, 0xff])) this.#decide({ encoding: 'utf-16be', bom: true });
      else {
        const reason = notTextReason(pending);
        if (reason) throw new CsvFileError('not_text', reason);
      }
    }
    this.#pending = new Uint8Array(0);
    if (this.#decoder) return this.#decoder.decode(pending, { stream: true });

    const first = pending.findIndex((b) => b > 0x7f);
    if (first === -1) return ascii.decode(pending);
    const head = ascii.decode(pending.subarray(0, first));
    const rest = pending.subarray(first);
    if (rest.length < DECIDE_BYTES && !final) {
      this.#pending = rest;
      return head;
    }
    const window = rest.subarray(0, DECIDE_BYTES);
    const cut = !final || rest.length > window.length;
    this.#decide({ encoding: isUtf8(window, cut) ? 'utf-8' : 'windows-1252', bom: false });
    return head + this.#decoder!.decode(rest, { stream: true });
  }
}

export const tooLargeMessage = (maxBytes: number) =>
  `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Split it into smaller files and upload each one.`;

/** A whole file in memory (the upload route). Throws `CsvFileError` like `CsvDecoder`. */
export function decodeCsvBytes(
  bytes: Uint8Array,
  options: { maxBytes?: number } = {},
): { text: string } & DetectedEncoding {
  const decoder = new CsvDecoder(options);
  const text = decoder.push(bytes) + decoder.end();
  return { text, ...decoder.encoding! };
}

/**
 * A stream of bytes (the S3 object's body: a web `ReadableStream<Uint8Array>` or a Node stream,
 * both async iterable; or chunks in an array) → a stream of text, decoded incrementally. `onEncoding` is called once,
 * when the encoding is decided. Throws `CsvFileError` ('not_text', 'too_large').
 */
export async function* decodeCsvStream(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  options: { maxBytes?: number; onEncoding?: (detected: DetectedEncoding) => void } = {},
): AsyncGenerator<string, void, undefined> {
  const decoder = new CsvDecoder(options);
  for await (const chunk of source) {
    const text = decoder.push(chunk);
    if (text) yield text;
  }
  const text = decoder.end();
  if (text) yield text;
}
