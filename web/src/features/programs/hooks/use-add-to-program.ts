import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Program } from '@app/shared/contracts/programs';
import { notify } from '../../../components/toaster';
import type { AddToProgram, PieceToAdd } from '../../../lib/add-to-program';
import { messageOf } from '../../../lib/api-client';
import { addPickedPiece } from '../api/program-pieces';
import { programKey, programsKey } from '../api/program-keys';
import { currentProgram } from './current-program';
import { enqueueSave } from './save-queue';

/**
 * Adds a piece to the current program, into the current ensemble (the chip selected in the
 * builder) or Unassigned; the builder and the bottom bar show it at once. For the library and chat
 * pages (app/ hands it to them). Resolves true when the piece was added. Without a program it
 * opens the builder, where the director selects or creates one. A failure's notice offers to retry.
 */
export function useAddToProgram(): AddToProgram {
  const { cache, mutate } = useSWRConfig();
  const add = useCallback(
    async (piece: PieceToAdd): Promise<boolean> => {
      const { programId, ensembleId } = currentProgram.get();
      if (programId === null) {
        notify.error('Select or create a program first', 'Then add the piece again.');
        currentProgram.open();
        return false;
      }
      const key = programKey(programId);
      const cached = cache.get(key)?.data as Program | undefined;
      const inProgram =
        ensembleId !== null && (cached ? cached.program_ensembles.some((e) => e.ensemble_id === ensembleId) : true);
      const ensemble_id = inProgram ? ensembleId : null;
      let added = false;
      await enqueueSave(
        programId,
        async () => {
          const result = await addPickedPiece(programId, piece, ensemble_id);
          await mutate(key, result.program, { revalidate: false });
          void mutate(programsKey('in_progress'));
          void mutate(programsKey('all'));
          const where =
            result.program.program_ensembles.find((e) => e.ensemble_id === result.new_piece.ensemble_id)?.name ??
            'Unassigned';
          notify.success(`Added "${result.new_piece.title}" to ${result.program.title} (${where})`);
          added = true;
        },
        (error) => {
          console.error('[programs] adding a piece failed', error);
          notify.error(`Could not add "${piece.title}" to the program`, messageOf(error), () => void add(piece));
        },
      );
      return added;
    },
    [cache, mutate],
  );
  return add;
}
