import { DEFAULT_ROTATION_YEARS } from '@app/shared/domain/rotation';
import type { Caller } from '../lib/caller';
import { getUser, type UserRecord } from './repository';

/** The director's rotation years: theirs, or the default until they set one. */
export const rotationYearsOf = (user: Pick<UserRecord, 'rotation_years'> | undefined): number =>
  user?.rotation_years ?? DEFAULT_ROTATION_YEARS;

/**
 * The caller's rotation years, read now: the account the middleware loaded may be seconds old, and
 * a director who has just changed the setting expects the next answer to follow it. Its own file,
 * so the assistant's function does not bundle the profile's picture store.
 */
export const rotationYears = async (caller: Caller): Promise<number> => rotationYearsOf(await getUser(caller.sub));
