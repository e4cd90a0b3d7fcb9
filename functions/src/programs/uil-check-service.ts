import type { UilCheck } from '@app/shared/contracts/programs';
import { checkUilSet, uilEventOf, type UilCheckedPiece } from '@app/shared/domain/uil-contest';
import { catalogMatches } from '../catalog/match-catalog';
import type { Caller } from '../lib/caller';
import { listEnsembles } from '../ensembles/service';
import { getProgram } from './service';

/**
 * GET /programs/{id}/uil-check: each ensemble's set against the UIL Concert and Sight-Reading
 * requirements the UIL's pages state, each piece with its Prescribed Music List code when the
 * catalogue holds the same piece listed for the ensemble's event.
 */
export async function uilCheck(caller: Caller, id: number): Promise<UilCheck> {
  const program = await getProgram(caller, id);
  // the ensembles' conference and classification, read now (a name may be seconds old in the program)
  const ensembles = new Map((await listEnsembles(caller)).map((e) => [e.id, e]));
  const sets = program.program_ensembles.flatMap(({ ensemble_id }) => {
    const ensemble = ensembles.get(ensemble_id);
    if (!ensemble) return [];
    const event = uilEventOf(ensemble.type);
    const pieces = program.pieces
      .filter((p) => p.ensemble_id === ensemble_id)
      .map((piece): UilCheckedPiece => {
        const matches = catalogMatches({ ...piece, ensemble_type: ensemble.type });
        const pml = event ? (matches.find((w) => w.uil?.code.startsWith(`${event.code}-`))?.uil ?? null) : null;
        const unaccompanied =
          /a cappella/i.test(pml?.specification ?? '') || matches.some((w) => w.tags.includes('a-cappella'));
        return {
          id: piece.id,
          title: piece.title,
          composer: piece.composer,
          arranger: piece.arranger,
          pml,
          a_cappella: unaccompanied ? true : null,
        };
      });
    return [checkUilSet(ensemble, pieces)];
  });
  return { program_id: program.id, uil_contest: program.uil_contest, sets };
}
