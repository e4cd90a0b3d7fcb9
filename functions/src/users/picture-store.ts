import { config } from '../lib/config';
import { deleteObject, presignedGetUrl, putObject } from '../lib/s3';

const bucket = config.PICTURES_BUCKET;
/** Long enough for a working session; profile reads sign a fresh URL each time. */
const URL_LIFETIME_SECONDS = 6 * 60 * 60;

export const putPicture = (key: string, data: Buffer, contentType: string) =>
  putObject(bucket, key, data, { contentType, cacheControl: 'private, max-age=31536000, immutable' });

export const deletePicture = (key: string) => deleteObject(bucket, key);

export const pictureUrl = (key: string): Promise<string> => presignedGetUrl(bucket, key, URL_LIFETIME_SECONDS);
