/** Minutes:seconds, seconds zero-padded to two digits (e.g. 75 → "1:15", 3600 → "60:00"). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export const totalDuration = (pieces: readonly { duration: number | null }[]): number =>
  pieces.reduce((sum, piece) => sum + (piece.duration ?? 0), 0);
