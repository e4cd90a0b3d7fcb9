import { describe, expect, it } from 'vitest';
import { fileForm } from '../support/route-requests';
import { useLocalStack } from '../support/local-stack';
import { signedAccessToken } from '../support/signed-token';

/**
 * A token's `sub` is whatever the identity provider chose (OpenID Connect allows 255 characters): it
 * is data, never a path. Subs that are a path's own names, long runs of multi-byte letters and emoji,
 * and the characters keys and URLs give a meaning to each upload a picture (then read the profile
 * and delete it) and a CSV library, as any other director does.
 */
const local = useLocalStack();

const tokenFor = (sub: string) => signedAccessToken(local, sub);

// a real 1×1 PNG
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201e5270ee20000000049454e44ae426082',
  'hex',
);

const SUBJECTS: [string, string][] = [
  ['a dot', '.'],
  ['two dots', '..'],
  ['255 multi-byte letters', 'ÿ'.repeat(255)],
  ['emoji', '🎻'.repeat(100)],
  ['a hash', 'director#CHAT#1'],
  ['a percent sign', '100%sure'],
  ['slashes and dots', '../../profile-pictures/x'],
];

describe('every sub is data', () => {
  it.each(SUBJECTS)(
    '%s: a picture uploads, the profile reads it, it deletes; a CSV library imports',
    async (_what, sub) => {
      const token = await tokenFor(sub);
      expect(
        (
          await local.api('/users/me/accept-terms', {
            token,
            method: 'POST',
            body: { terms_accepted: true, privacy_policy_accepted: true },
          })
        ).status,
      ).toBe(200);

      const uploaded = await local.api<{ profile_picture_url: string }>('/users/me/profile-picture', {
        token,
        method: 'POST',
        body: fileForm(PNG, 'face.png', 'image/png'),
      });
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
      const profile = await local.api<{ profile_picture_url: string }>('/users/me', { token });
      expect(profile.status).toBe(200);
      const picture = await fetch(`${local.stack.appUrl}${profile.body.profile_picture_url}`);
      expect(picture.status).toBe(200);
      expect(Buffer.from(await picture.arrayBuffer())).toEqual(PNG);
      expect((await local.api('/users/me/profile-picture', { token, method: 'DELETE' })).status).toBe(200);
      expect((await local.api('/users/me', { token })).status).toBe(200);

      const upload = await local.api<{ task_id: number }>('/library/upload/csv', {
        token,
        method: 'POST',
        body: fileForm('Title,Composer\nChester,William Billings\n', 'library.csv', 'text/csv'),
      });
      expect(upload.status, JSON.stringify(upload.body)).toBe(202);
    },
  );
});
