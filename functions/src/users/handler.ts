import { acceptTermsSchema, signupPreferencesSchema, termsStatusQuerySchema, updateProfileSchema } from '@app/shared/contracts/users';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TOO_LARGE } from '@app/shared/domain/account';
import { domainHandler, parseBody, parseQuery } from '../lib/http';
import { json } from '../lib/responses';
import { parseSingleFile } from '../lib/multipart';
import * as users from './service';

export const handler = domainHandler('users', {
  'GET /api/users/me': async ({ user }) => json(200, await users.toProfile(user)),

  'PATCH /api/users/me': async ({ event, user }) =>
    json(200, await users.updateProfile(user, parseBody(event, updateProfileSchema))),

  'POST /api/users/me/profile-picture': async ({ event, user }) => {
    const file = await parseSingleFile(event, PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TOO_LARGE);
    return json(200, await users.replaceProfilePicture(user, file));
  },

  'DELETE /api/users/me/profile-picture': async ({ user }) => json(200, await users.removeProfilePicture(user)),

  'GET /api/users/me/terms-status': async ({ event, user }) => {
    const query = parseQuery(event, termsStatusQuerySchema);
    return json(200, users.termsStatus(user, query.terms_version, query.privacy_version));
  },

  'POST /api/users/me/accept-terms': async ({ event, user }) =>
    json(200, await users.acceptTerms(user, parseBody(event, acceptTermsSchema))),

  'GET /api/users/me/signup-preferences': async ({ user }) => json(200, user.signup_preferences ?? {}),

  'PATCH /api/users/me/signup-preferences': async ({ event, user }) =>
    json(200, await users.updateSignupPreferences(user, parseBody(event, signupPreferencesSchema))),
});
