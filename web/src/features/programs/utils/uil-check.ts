import type { UilCheck } from '@app/shared/contracts/programs';
import type { UilCheckedPiece } from '@app/shared/domain/uil-contest';

/** A piece's Prescribed Music List listing for its ensemble's event; null: not on the list. */
export type PmlListing = UilCheckedPiece['pml'];

/** One piece in one ensemble's set (a piece moved to another ensemble is another event's). */
export const pmlKey = (ensembleId: number, pieceId: number) => `${ensembleId}:${pieceId}`;

/**
 * The PML listing of each piece of a set whose ensemble has a C&SR event, keyed by `pmlKey`: the
 * builder's piece cards show it; a piece of a set without an event, or unassigned, has none.
 */
export function pmlByPiece(check: UilCheck): ReadonlyMap<string, PmlListing> {
  const listings = new Map<string, PmlListing>();
  for (const set of check.sets) {
    if (!set.event) continue;
    for (const piece of set.pieces) listings.set(pmlKey(set.ensemble_id, piece.id), piece.pml);
  }
  return listings;
}

/** "931-5-21671 · grade 5", or "Not on the PML". */
export const pmlText = (pml: PmlListing): string => (pml ? `${pml.code} · grade ${pml.grade}` : 'Not on the PML');

/** What the check found, in a line: the rules not met of every set with an event, and the pieces off the list. */
export function uilSummary(check: UilCheck): { met: boolean; text: string } {
  const sets = check.sets.filter((set) => set.event);
  const rules = sets.flatMap((set) => set.rules);
  const unmet = rules.filter((rule) => !rule.met).length;
  const offList = sets.flatMap((set) => set.pieces).filter((piece) => !piece.pml).length;
  if (!sets.length) return { met: true, text: 'No ensemble of this program has a UIL Concert & Sight-Reading event' };
  const ruleText = unmet
    ? `${unmet} of ${rules.length} ${rules.length === 1 ? 'rule' : 'rules'} not met`
    : rules.length === 1
      ? '1 rule met'
      : `All ${rules.length} rules met`;
  const offText = offList ? ` · ${offList} ${offList === 1 ? 'piece' : 'pieces'} not on the PML` : '';
  return { met: unmet === 0, text: ruleText + offText };
}
