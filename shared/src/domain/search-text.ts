/**
 * Text folded for searching: accents dropped ("Dvořák" → "dvorak", "España Cañí" → "espana cani"),
 * lower case, and every run of other characters one space. Used for the library search and for
 * recognising the same piece (title + composer + arranger) on create and import.
 */
const SPECIAL: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

export function foldForSearch(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => SPECIAL[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The identity of a piece in a library: the same folded title, composer and arranger. */
export const pieceIdentity = (piece: { title: string; composer: string | null; arranger: string | null }): string =>
  [piece.title, piece.composer, piece.arranger].map(foldForSearch).join('|');
