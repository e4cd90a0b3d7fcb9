/**
 * A program title as a file name in any script (the server's Content-Disposition, and the
 * browser's fallback when an answer has none, spec §7): Unicode NFC, path separators, reserved and
 * control characters replaced by spaces, runs of spaces collapsed, no leading or trailing dots.
 * May be empty: callers fall back to `program_<id>`.
 */
export const titleAsFileName = (title: string): string =>
  title
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u001F\u007F"*/:<>?\\|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .trim();
