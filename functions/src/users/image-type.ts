import type { PROFILE_PICTURE_TYPES } from '@app/shared/domain/account';

export type PictureType = (typeof PROFILE_PICTURE_TYPES)[number];

const startsWith = (data: Uint8Array, signature: readonly number[], offset = 0) =>
  data.length >= offset + signature.length && signature.every((byte, i) => data[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The picture type a file's bytes show, by their magic numbers (the same signatures the
 * file-type package checks for these four formats), whatever its name or declared type says;
 * undefined for anything else.
 */
export function detectPictureType(data: Uint8Array): PictureType | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/** The extension a picture of each type is stored under: a stored key names its detected type. */
export const PICTURE_EXTENSIONS: Record<PictureType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The detected type a stored picture's key names (its extension); undefined for any other key. */
export function pictureTypeOfKey(key: string): PictureType | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return (Object.keys(PICTURE_EXTENSIONS) as PictureType[]).find((type) => PICTURE_EXTENSIONS[type] === extension);
}
