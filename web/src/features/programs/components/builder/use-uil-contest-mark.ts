import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Program } from '@app/shared/contracts/programs';
import { notify } from '../../../../components/toaster';
import { messageOf } from '../../../../lib/api-client';
import { programKey, useRevalidatePrograms } from '../../api/program-keys';
import { markUilContest } from '../../api/update-program';
import { enqueueSave } from '../../hooks/save-queue';

/**
 * The builder's UIL Concert & Sight-Reading mark: PATCH {uil_contest}, after the program's earlier
 * saves. The box shows the new mark at once; the cached program takes it (and its new revision)
 * from the answer, the rest of it as it is on screen (a move made meanwhile stays). A failure puts
 * the mark back and says so.
 */
export function useUilContestMark(program: Program | undefined) {
  const { mutate } = useSWRConfig();
  const revalidatePrograms = useRevalidatePrograms();
  const [pending, setPending] = useState<boolean | null>(null);
  const programId = program?.id;

  const mark = useCallback(
    (uilContest: boolean) => {
      if (programId === undefined) return;
      setPending(uilContest);
      void enqueueSave(
        programId,
        async () => {
          const saved = await markUilContest(programId, uilContest);
          await mutate<Program>(
            programKey(programId),
            (current) => current && { ...current, uil_contest: saved.uil_contest, updated_at: saved.updated_at },
            { revalidate: false },
          );
          void revalidatePrograms();
        },
        (error) => {
          console.error('[builder] saving the UIL Concert & Sight-Reading mark failed', error);
          notify.error(
            uilContest
              ? 'Failed to mark the program UIL Concert & Sight-Reading. Please try again.'
              : 'Failed to unmark the program UIL Concert & Sight-Reading. Please try again.',
            messageOf(error),
          );
        },
      ).finally(() => setPending(null));
    },
    [programId, mutate, revalidatePrograms],
  );

  return { uilContest: pending ?? program?.uil_contest ?? false, marking: pending !== null, mark };
}
