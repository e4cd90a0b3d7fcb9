import { PROFILE_PICTURES_PATH } from '@app/shared/domain/account';
import { config } from '../lib/config';
import { userFolder } from '../lib/object-keys';
import { deleteObject, keyPath, presignedGetUrl, putObject } from '../lib/s3';
import { PICTURE_EXTENSIONS, pictureTypeOfKey, type PictureType } from './image-type';

const bucket = config.PICTURES_BUCKET;
/** Long enough for a working session; profile reads sign a fresh URL each time. */
const URL_LIFETIME_SECONDS = 6 * 60 * 60;

/**
 * The key of a new picture of the user (under the path the site serves pictures from), in the
 * user's folder (`userFolder`: a hash of the sub). A picture uploaded before keeps the key its
 * profile holds.
 */
export const pictureKey = (sub: string, id: number, type: PictureType): string =>
  `${PROFILE_PICTURES_PATH.slice(1)}${userFolder(sub)}/${id}.${PICTURE_EXTENSIONS[type]}`;

export const putPicture = (key: string, data: Buffer, contentType: PictureType) =>
  putObject(bucket, key, data, { contentType, cacheControl: 'private, max-age=31536000, immutable' });

export const deletePicture = (key: string) => deleteObject(bucket, key);

/**
 * Where the browser loads the picture: on the site itself, `/profile-pictures/…` with the S3
 * signature in the query. CloudFront (the local server locally) passes that path and query to the
 * bucket, whose host the URL was signed for, and adds the site's security headers, nosniff among
 * them: S3 cannot send that one. The signature also fixes S3's answer headers: the type detected
 * at upload (the key's extension) and an inline disposition with a harmless name, so a picture
 * with HTML appended is only ever an image.
 */
export async function pictureUrl(key: string): Promise<string> {
  const type = pictureTypeOfKey(key);
  const signed = new URL(
    await presignedGetUrl(bucket, key, URL_LIFETIME_SECONDS, {
      contentType: type ?? 'application/octet-stream',
      contentDisposition: type ? `inline; filename="profile.${PICTURE_EXTENSIONS[type]}"` : 'attachment',
    }),
  );
  // path-style locally (/<bucket>/<key>), virtual-hosted in AWS (/<key>): the site serves /<key>
  const path = keyPath(key);
  if (!path.startsWith(PROFILE_PICTURES_PATH) || !signed.pathname.endsWith(path))
    throw new Error(`picture key ${key} is not under ${PROFILE_PICTURES_PATH}`);
  return `${path}${signed.search}`;
}
