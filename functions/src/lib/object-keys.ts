import { createHash } from 'node:crypto';

/**
 * A user's folder in a bucket: the SHA-256 of their `sub`, base64url (43 characters of
 * `A–Z a–z 0–9 - _`). A `sub` is whatever the identity provider chose (up to 255 characters:
 * ".", "..", "#", "%", emoji), and as a path segment it could climb out of the folder, outgrow S3's
 * 1,024-byte key once percent-encoded, or be decoded twice on the way; its hash is none of those,
 * and no two users share one.
 */
export const userFolder = (sub: string): string => createHash('sha256').update(sub, 'utf8').digest('base64url');
