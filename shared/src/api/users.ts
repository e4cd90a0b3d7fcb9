import {
  acceptTermsSchema,
  signupPreferencesSchema,
  termsStatusQuerySchema,
  updateProfileSchema,
  type SignupPreferences,
  type TermsStatus,
  type UserProfile,
} from '../contracts/users';
import { reply, route } from './route';

export const usersRoutes = [
  route('GET', '/api/users/me', 'users', { response: reply<UserProfile>() }),
  route('PATCH', '/api/users/me', 'users', { body: updateProfileSchema, response: reply<UserProfile>() }),
  // multipart, field `file`: the handler reads and checks the picture itself
  route('POST', '/api/users/me/profile-picture', 'users', { multipart: true, response: reply<UserProfile>() }),
  route('DELETE', '/api/users/me/profile-picture', 'users', { response: reply<UserProfile>() }),
  route('GET', '/api/users/me/terms-status', 'users', {
    query: termsStatusQuerySchema,
    response: reply<TermsStatus>(),
  }),
  route('POST', '/api/users/me/accept-terms', 'users', { body: acceptTermsSchema, response: reply<TermsStatus>() }),
  route('GET', '/api/users/me/signup-preferences', 'users', { response: reply<SignupPreferences>() }),
  route('PATCH', '/api/users/me/signup-preferences', 'users', {
    body: signupPreferencesSchema,
    response: reply<SignupPreferences>(),
  }),
] as const;
