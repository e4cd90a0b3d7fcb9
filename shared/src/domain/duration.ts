/** Minutes:seconds, seconds zero-padded to two digits (e.g. 75 → "1:15", 3600 → "60:00"). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The sum of the lengths that are known (an unknown one counts as nothing, never as a length). */
export const totalDuration = (pieces: readonly { duration: number | null }[]): number =>
  pieces.reduce((sum, piece) => sum + (piece.duration ?? 0), 0);

/** What stands for a length nobody gave (a piece never shows 0:00). */
export const UNKNOWN_DURATION = '—';

/** A piece's length, or "—" when it is unknown (null, or the 0 older program pieces stored). */
export const formatPieceDuration = (seconds: number | null | undefined): string =>
  seconds ? formatDuration(seconds) : UNKNOWN_DURATION;

/** How many of the pieces have no known length. */
export const countWithoutDuration = (pieces: readonly { duration: number | null }[]): number =>
  pieces.filter((piece) => !piece.duration).length;

/** "+ 2 pieces without a length" for `count` pieces of unknown length (empty for none). */
export const withoutDurationText = (count: number): string =>
  count ? `+ ${count} ${count === 1 ? 'piece' : 'pieces'} without a length` : '';

/**
 * A total in its two parts: `time`, the sum of the known lengths ("—" when pieces exist and none
 * has one), and `without`, "+ 2 pieces without a length" for those unknown (empty for none).
 */
export function totalDurationParts(pieces: readonly { duration: number | null }[]): { time: string; without: string } {
  const unknown = countWithoutDuration(pieces);
  const time = unknown && unknown === pieces.length ? UNKNOWN_DURATION : formatDuration(totalDuration(pieces));
  return { time, without: withoutDurationText(unknown) };
}
