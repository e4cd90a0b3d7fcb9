import { isReservedFileName, titleAsFileName } from '@app/shared/domain/file-name';
import { stripXmlInvalid } from './text';

const MAX_NAME_LENGTH = 100;

/** ASCII fallback for the `filename=` parameter: accents folded, anything else unsafe turned into `_`. */
function asciiName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .replace(/[^A-Za-z0-9 ._()-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[\s._]+|[\s._]+$/g, '');
}

const cut = (name: string) => [...name].slice(0, MAX_NAME_LENGTH).join('').trim();

/** RFC 5987 `attr-char` encoding: encodeURIComponent leaves `'()*!` unescaped, which RFC 5987 does not allow. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition` of a program document: an ASCII `filename` (the sanitized title, or
 * `program_<id>` when nothing printable is left or it would be a Windows device name) and the full
 * title in `filename*` (RFC 6266).
 */
export function documentDisposition(title: string, id: number): { filename: string; header: string } {
  const fallback = `program_${id}`;
  const full = cut(titleAsFileName(stripXmlInvalid(title))) || fallback;
  // the ASCII name loses the `_` that keeps `_CON` from being the device CON
  const folded = cut(asciiName(full));
  const ascii = folded && !isReservedFileName(folded) ? folded : fallback;
  const filename = `${full}.docx`;
  return {
    filename,
    header: `attachment; filename="${ascii}.docx"; filename*=UTF-8''${encodeRfc5987(filename)}`,
  };
}
