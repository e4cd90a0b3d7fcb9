import { usersRoutes } from '@app/shared/api/users';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TOO_LARGE } from '@app/shared/domain/account';
import { domainHandler } from '../lib/http';
import { json } from '../lib/responses';
import { parseSingleFile } from '../lib/multipart';
import { accountMiddleware, accountOf } from './account-middleware';
import * as users from './service';

// the users routes always read the account fresh (maxAgeMs 0): they show and change it
export const handler = domainHandler(
  usersRoutes,
  {
    'GET /api/users/me': async ({ caller }) => json(200, await users.toProfile(accountOf(caller))),

    'PATCH /api/users/me': async ({ body, caller }) => json(200, await users.updateProfile(accountOf(caller), body)),

    'POST /api/users/me/profile-picture': async ({ event, caller }) => {
      const file = await parseSingleFile(event, PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TOO_LARGE);
      return json(200, await users.replaceProfilePicture(accountOf(caller), file));
    },

    'DELETE /api/users/me/profile-picture': async ({ caller }) =>
      json(200, await users.removeProfilePicture(accountOf(caller))),

    'GET /api/users/me/terms-status': async ({ query, caller }) =>
      json(200, users.termsStatus(accountOf(caller), { terms: query.terms_version, privacy: query.privacy_version })),

    'POST /api/users/me/accept-terms': async ({ body, caller }) =>
      json(200, await users.acceptTerms(accountOf(caller), body)),

    'GET /api/users/me/signup-preferences': async ({ caller }) => json(200, accountOf(caller).signup_preferences ?? {}),

    'PATCH /api/users/me/signup-preferences': async ({ body, caller }) =>
      json(200, await users.updateSignupPreferences(accountOf(caller), body)),
  },
  { account: accountMiddleware() },
);
