import type { Caller } from '../lib/caller';
import { programsUsingEnsemble as programItemsUsingEnsemble } from './repository';

/**
 * The programs that name an ensemble (id and title), for the ensembles domain, which refuses to
 * delete an ensemble a program uses. Its own file, so the ensembles function does not bundle the
 * programs service.
 */
export const programsUsingEnsemble = (caller: Caller, ensembleId: number): Promise<{ id: number; title: string }[]> =>
  programItemsUsingEnsemble(caller.sub, ensembleId);
