import { sharedProgramPath } from '@app/shared/contracts/programs';
import { call } from '../../../lib/api-client';

/** POST /programs/{id}/share: the program with its public page's link (the same link if it is shared already). */
export const shareProgram = (id: number) => call('POST /api/programs/{id}/share', { params: { id } });

/** DELETE /programs/{id}/share: the link stops working at once; the program comes back without it. */
export const stopSharingProgram = (id: number) => call('DELETE /api/programs/{id}/share', { params: { id } });

/** The public page's address, on the site the director is using. */
export const sharedProgramUrl = (token: string) => `${window.location.origin}${sharedProgramPath(token)}`;
