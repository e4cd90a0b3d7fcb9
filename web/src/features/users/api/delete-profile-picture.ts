import { call } from '../../../lib/api-client';

/** DELETE /users/me/profile-picture; it answers with the profile, which the caller caches. */
export const deleteProfilePicture = () => call('DELETE /api/users/me/profile-picture');
