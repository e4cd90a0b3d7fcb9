import { BIDI_CONTROLS } from '../contracts/text';

const BIDI = new RegExp(`[${BIDI_CONTROLS}]+`, 'g');

/**
 * Names Windows keeps for devices, whatever the case and the extension (`nul.docx`, `Con .x`):
 * a file cannot be saved under them.
 */
const RESERVED_DEVICE_NAME = /^(CON|PRN|AUX|NUL|COM[1-9¹²³]|LPT[1-9¹²³]|CONIN\$|CONOUT\$)\s*(\.|$)/i;

export const isReservedFileName = (name: string): boolean => RESERVED_DEVICE_NAME.test(name);

/**
 * A program title as a file name in any script (the server's Content-Disposition, and the
 * browser's fallback when an answer has none): Unicode NFC, bidi controls dropped (they
 * would show the name reordered, `cod.exe` as `exe.doc`), path separators, reserved and control
 * characters replaced by spaces, runs of spaces collapsed, no leading or trailing dots, and a
 * Windows device name prefixed with `_`. May be empty: callers fall back to `program_<id>`.
 */
export function titleAsFileName(title: string): string {
  const name = title
    .normalize('NFC')
    .replace(BIDI, '')
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u001F\u007F"*/:<>?\\|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .trim();
  return isReservedFileName(name) ? `_${name}` : name;
}
