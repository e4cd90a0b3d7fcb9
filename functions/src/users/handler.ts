import { usersRoutes } from '@app/shared/api/users';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TOO_LARGE } from '@app/shared/domain/account';
import { domainHandler } from '../lib/http';
import { json } from '../lib/responses';
import { accountMiddleware } from './account-middleware';
import * as users from './service';

/** The multipart parser (busboy): loaded by the first picture upload, not by every cold start. */
const multipart = () => import('../lib/multipart');

// the users routes always read the account fresh (maxAgeMs 0): they show and change it
export const handler = domainHandler(
  usersRoutes,
  {
    'GET /api/users/me': async ({ caller }) => json(200, await users.getProfile(caller)),

    'PATCH /api/users/me': async ({ body, caller }) => json(200, await users.updateProfile(caller, body)),

    'POST /api/users/me/profile-picture': async ({ event, caller }) => {
      const file = await (
        await multipart()
      ).parseSingleFile(event, PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TOO_LARGE);
      return json(200, await users.replaceProfilePicture(caller, file));
    },

    'DELETE /api/users/me/profile-picture': async ({ caller }) => json(200, await users.removeProfilePicture(caller)),

    'GET /api/users/me/terms-status': async ({ query, caller }) =>
      json(200, users.termsStatus(caller, { terms: query.terms_version, privacy: query.privacy_version })),

    'POST /api/users/me/accept-terms': async ({ body, caller }) => json(200, await users.acceptTerms(caller, body)),

    'GET /api/users/me/signup-preferences': async ({ caller }) => json(200, users.signupPreferences(caller)),

    'PATCH /api/users/me/signup-preferences': async ({ body, caller }) =>
      json(200, await users.updateSignupPreferences(caller, body)),
  },
  { account: accountMiddleware() },
);
