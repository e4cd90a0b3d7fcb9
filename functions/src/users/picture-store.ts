import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../lib/config';
import { s3 } from '../lib/s3';

const bucket = config.PICTURES_BUCKET;
/** Long enough for a working session; profile reads sign a fresh URL each time. */
const URL_LIFETIME_SECONDS = 6 * 60 * 60;

export async function putPicture(key: string, data: Buffer, contentType: string): Promise<void> {
  await s3.send(
    new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType, CacheControl: 'private, max-age=31536000, immutable' }),
  );
}

export async function deletePicture(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

export const pictureUrl = (key: string): Promise<string> =>
  getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: URL_LIFETIME_SECONDS });
