import type { EnsembleInUseDetails } from '@app/shared/contracts/ensembles';
import { ApiError, call } from '../../../lib/api-client';

/**
 * DELETE /ensembles/{id}; the caller revalidates the ensembles list (`ensemblesKey`) once it
 * settled, also after a refusal: the list then shows what the server has.
 */
export const deleteEnsemble = (id: number) => call('DELETE /api/ensembles/{id}', { params: { id } });

const isInUseDetails = (details: unknown): details is EnsembleInUseDetails =>
  typeof details === 'object' &&
  details !== null &&
  Array.isArray((details as { programs?: unknown }).programs) &&
  (details as { programs: unknown[] }).programs.every(
    (p) => typeof p === 'object' && p !== null && typeof (p as { title?: unknown }).title === 'string',
  );

/**
 * The programs that still use the ensemble when the server refused to delete it (409 with
 * `details.programs`, see functions/src/ensembles/service.ts); undefined for any other failure.
 */
export const programsUsingEnsemble = (error: unknown): EnsembleInUseDetails['programs'] | undefined =>
  error instanceof ApiError && error.status === 409 && isInUseDetails(error.details)
    ? error.details.programs
    : undefined;
