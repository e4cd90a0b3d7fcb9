import { foldForSearch } from '@app/shared/domain/search-text';

const UNNAMED_COMPOSER = /^(traditional|trad\.?|anonymous|anon\.?|folk ?song|spiritual|unknown)\b/i;

/** A composer string that names no person ("Traditional", "Anon.", "Spiritual"): the tune is traditional. */
export const isUnnamedComposer = (composer: string) => UNNAMED_COMPOSER.test(composer.trim());

/**
 * Who a piece is "by" when a program should not repeat a composer: the composer, or for a
 * traditional tune the arranger (two different settings of folk songs are two creators).
 */
export function creatorKey(piece: { composer: string | null; arranger: string | null }): string {
  const composer = piece.composer?.trim() ?? '';
  if (composer && !isUnnamedComposer(composer)) return foldForSearch(composer);
  return foldForSearch(piece.arranger?.trim() || composer || 'unknown');
}
