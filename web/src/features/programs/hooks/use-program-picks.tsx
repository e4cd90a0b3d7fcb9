import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import type { Program } from '@app/shared/contracts/programs';
import { foldForSearch } from '@app/shared/domain/search-text';
import { notify } from '../../../components/toaster';
import type { PieceToAdd, PlaceInProgram, ProgramPick, ProgramPicks } from '../../../lib/add-to-program';
import { messageOf } from '../../../lib/api-client';
import { getProgram, useProgram } from '../api/get-program';
import { programKey, programsKey } from '../api/program-keys';
import { addPickedPiece, removePiece, setProgramEnsembles } from '../api/program-pieces';
import { currentProgram, useCurrentProgram } from './current-program';
import { enqueueSave } from './save-queue';

// the chat page offers it only when a pick is added without a program: its form (and zod, dialog and
// checkbox machinery) loads then, not with the page
const CreateProgramDialog = lazy(() =>
  import('../components/dialogs/create-program-dialog').then((module) => ({ default: module.CreateProgramDialog })),
);

const sameText = (a: string | null | undefined, b: string | null | undefined) => foldForSearch(a) === foldForSearch(b);

/** The program's piece that is `piece`: the same library entry, or the same title (and composer, when known). */
export function findInProgram(program: Program, piece: PieceToAdd): PlaceInProgram | null {
  const found = program.pieces.find((p) =>
    'libraryEntryId' in piece
      ? p.library_entry_id === piece.libraryEntryId
      : sameText(p.title, piece.title) && (!piece.composer || !p.composer || sameText(p.composer, piece.composer)),
  );
  if (!found) return null;
  const where = program.program_ensembles.find((e) => e.ensemble_id === found.ensemble_id)?.name ?? 'Unassigned';
  return { pieceId: found.id, where };
}

interface Waiting {
  picks: ProgramPick[];
  resolve(added: boolean): void;
}

/**
 * "Add to program" for the chat page: the program being built, where it holds a piece, adding
 * several picks at once (each under the ensemble it was recommended for) and removing one. Without
 * a program, adding opens Create New Program (`newProgramDialog`, rendered by the page) with the
 * picks' ensembles ticked, and the picks go into the program it creates; several picks then open
 * the builder on it.
 */
export function useProgramPicks(): { picks: ProgramPicks; newProgramDialog: ReactNode } {
  const { programId } = useCurrentProgram();
  const { data: program } = useProgram(programId);
  const { cache, mutate } = useSWRConfig();
  const [asking, setAsking] = useState<number[] | null>(null);
  // mounted from the first ask on, so that it animates out as it closes
  const [asked, setAsked] = useState(false);
  const waiting = useRef<Waiting | null>(null);

  const addTo: (id: number, picks: ProgramPick[]) => Promise<boolean> = useCallback(
    async (id: number, picks: ProgramPick[]): Promise<boolean> => {
      const key = programKey(id);
      let added = 0;
      let latest: Program | undefined;
      await enqueueSave(
        id,
        async () => {
          latest = (cache.get(key)?.data as Program | undefined) ?? (await getProgram(id));
          const held = new Set(latest.program_ensembles.map((e) => e.ensemble_id));
          const missing = [
            ...new Set(picks.map((p) => p.ensembleId).filter((e): e is number => e !== null && !held.has(e))),
          ];
          // an ensemble the program lacks joins it after the ones it has, so its picks are filed under it
          if (missing.length) {
            const heldIds = [...latest.program_ensembles].sort((a, b) => a.order - b.order).map((e) => e.ensemble_id);
            latest = await setProgramEnsembles(id, [...heldIds, ...missing], heldIds);
          }
          for (const pick of picks) {
            latest = (await addPickedPiece(id, pick.piece, pick.ensembleId)).program;
            added += 1;
          }
        },
        (error) => {
          console.error('[programs] adding pieces failed', error);
          const title = latest?.title ?? 'the program';
          // Retry adds the picks not added yet
          const rest = picks.slice(added);
          notify.error(
            picks.length === 1
              ? `Could not add "${picks[0]!.piece.title}" to ${title}`
              : `Added ${added} of ${picks.length} pieces to ${title}`,
            messageOf(error),
            () => void addTo(id, rest),
          );
        },
      );
      if (latest) {
        await mutate(key, latest, { revalidate: false });
        void mutate(programsKey('in_progress'));
        void mutate(programsKey('all'));
      }
      if (added < picks.length || !latest) return false;
      if (picks.length === 1) {
        const place = findInProgram(latest, picks[0]!.piece);
        notify.success(`Added "${picks[0]!.piece.title}" to ${latest.title} (${place?.where ?? 'Unassigned'})`);
      } else notify.success(`Added ${picks.length} pieces to ${latest.title}`);
      return true;
    },
    [cache, mutate],
  );

  const add = useCallback(
    (picks: ProgramPick[]): Promise<boolean> => {
      if (!picks.length) return Promise.resolve(true);
      if (programId !== null) return addTo(programId, picks);
      waiting.current?.resolve(false);
      setAsked(true);
      setAsking([...new Set(picks.map((p) => p.ensembleId).filter((e): e is number => e !== null))]);
      return new Promise((resolve) => (waiting.current = { picks, resolve }));
    },
    [programId, addTo],
  );

  const remove = useCallback(
    async ({ pieceId, title }: PlaceInProgram & { title: string }): Promise<boolean> => {
      if (programId === null) return false;
      let removed = false;
      await enqueueSave(
        programId,
        async () => {
          const after = await removePiece(programId, pieceId);
          await mutate(programKey(programId), after, { revalidate: false });
          void mutate(programsKey('in_progress'));
          void mutate(programsKey('all'));
          notify.success(`Removed "${title}" from ${after.title}`);
          removed = true;
        },
        (error) => {
          console.error('[programs] removing a piece failed', error);
          notify.error('Failed to remove piece from program. Please try again.', messageOf(error));
        },
      );
      return removed;
    },
    [programId, mutate],
  );

  const picks = useMemo<ProgramPicks>(
    () => ({
      program: program ? { id: program.id, title: program.title } : null,
      placeOf: (piece) => (program ? findInProgram(program, piece) : null),
      add,
      remove,
    }),
    [program, add, remove],
  );

  /** The dialog closed: picks still waiting were not added (cancelled, or the creation failed). */
  const settle = () => {
    setAsking(null);
    waiting.current?.resolve(false);
    waiting.current = null;
  };

  const newProgramDialog = asked && (
    <Suspense fallback={null}>
      <CreateProgramDialog
        open={asking !== null}
        preselectedEnsembleIds={asking ?? undefined}
        onClose={settle}
        onFailed={settle}
        onCreated={(made) => {
          const pending = waiting.current;
          waiting.current = null;
          void mutate(programKey(made.id), made, { revalidate: false });
          currentProgram.select(made.id, { ensembleId: made.program_ensembles[0]?.ensemble_id ?? null });
          if (pending)
            void addTo(made.id, pending.picks).then((added) => {
              // a whole answer made into a program: the builder shows what was made (one pick: the director goes on choosing)
              if (added && pending.picks.length > 1) currentProgram.open();
              pending.resolve(added);
            });
        }}
      />
    </Suspense>
  );

  return { picks, newProgramDialog };
}
