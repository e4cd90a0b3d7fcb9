import { useState } from 'react';
import type { DocumentFormat } from '@app/shared/contracts/documents';
import type { Program } from '@app/shared/contracts/programs';
import { notify } from '../../../components/toaster';
import { messageOf } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import { exportProgram } from '../api/export-program';
import { useRevalidatePrograms } from '../api/program-keys';
import { finalizeProgram } from '../api/update-program';
import { useSession } from '../../../lib/session';

export interface ExportChoice {
  format: DocumentFormat;
  includeProgramNotes: boolean;
}

/**
 * Generates the program's Word document (with a token obtained silently for the call, or "You
 * must be logged in to generate a program" when the session is lost): the file downloads under the
 * server's name, "Program generated successfully", and the program is marked finalized (a failed
 * finalize is only logged: the generation still counts as done).
 */
export function useExportProgram() {
  const auth = useSession();
  const revalidatePrograms = useRevalidatePrograms();
  const [exportingId, setExportingId] = useState<number | null>(null);

  const run = async (program: Pick<Program, 'id' | 'title'>, choice: ExportChoice) => {
    setExportingId(program.id);
    // The token for this call is obtained silently first: a session lost meanwhile (signed out
    // elsewhere, expired past renewal) is said here, where a refused call would leave for sign-in.
    const session = auth.isAuthenticated ? await auth.signinSilent().catch(() => null) : null;
    if (!session) {
      setExportingId(null);
      notify.error('You must be logged in to generate a program');
      return false;
    }
    try {
      const { blob, filename } = await exportProgram(program.id, program.title, choice);
      saveFile(blob, filename);
      notify.success('Program generated successfully');
      try {
        await finalizeProgram(program.id);
      } catch (error) {
        console.error('[programs] marking the program finalized failed', error);
      }
      void revalidatePrograms(program.id);
      return true;
    } catch (error) {
      console.error('[programs] generating the document failed', error);
      const reason = error instanceof Error && error.message ? messageOf(error) : 'Unknown error';
      notify.error(`Failed to generate program: ${reason}`);
      return false;
    } finally {
      setExportingId(null);
    }
  };

  return { exportProgram: run, exportingId };
}
