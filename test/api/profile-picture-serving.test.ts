import http from 'node:http';
import { AwsClient } from 'aws4fetch';
import { describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_INVALID_TYPE, PROFILE_PICTURES_PATH } from '@app/shared/domain/account';
import type { UserProfile } from '@app/shared/contracts/users';
import { useLocalStack } from '../support/local-stack';
import { snapshotUser, subOfToken } from '../support/partition';

const local = useLocalStack();

// a real 1×1 PNG, then a page: image decoders stop at IEND, a browser sniffing the bytes would not
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201e5270ee20000000049454e44ae426082',
  'hex',
);
const PAGE = '<html><body><script>document.title = "owned"</script></body></html>';
const PNG_WITH_PAGE = Buffer.concat([PNG, Buffer.from(PAGE)]);

const pictureForm = (data: Buffer, filename: string, type: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  return form;
};

const upload = (token: string, data: Buffer, filename: string, type = 'image/png') =>
  local.api<UserProfile & { error?: { code: string; message: string } }>('/users/me/profile-picture', {
    token,
    method: 'POST',
    body: pictureForm(data, filename, type),
  });

/** The picture URL the profile names, loaded from the site as a browser's <img> would. */
async function loadPicture(token: string): Promise<{ url: string; response: Response; bytes: Buffer }> {
  const me = await local.api<UserProfile>('/users/me', { token });
  expect(me.status).toBe(200);
  const url = me.body.profile_picture_url!;
  const response = await fetch(new URL(url, local.stack.appUrl));
  return { url, response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A GET of the site with the path sent as written (fetch would resolve its dot segments first). */
const rawGet = (path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(local.stack.appUrl);
    http
      .get({ hostname, port, path }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
        res.on('error', reject);
      })
      .on('error', reject);
  });

describe('the picture address stays in the pictures bucket', () => {
  it('refuses dot segments, plain or percent-encoded, so no other bucket is listed', async () => {
    const uploads = local.stack.env.UPLOADS_BUCKET;
    // the uploads bucket holds an object to list
    const token = await local.token('picture-traversal@example.com');
    const form = new FormData();
    form.append('file', new Blob(['Title\r\nShenandoah\r\n'], { type: 'text/csv' }), 'library.csv');
    expect((await local.api('/library/upload/csv', { token, method: 'POST', body: form })).status).toBe(202);

    for (const path of [
      `${PROFILE_PICTURES_PATH}../../${uploads}/`,
      `${PROFILE_PICTURES_PATH}../`,
      `${PROFILE_PICTURES_PATH}%2e%2e/%2E%2E/${uploads}/`,
      `${PROFILE_PICTURES_PATH}.%2e/.%2e/${uploads}/`,
      `${PROFILE_PICTURES_PATH}..%2f..%2f${uploads}/`,
      `${PROFILE_PICTURES_PATH}..\\..\\${uploads}/`,
      `${PROFILE_PICTURES_PATH}./x.png`,
      `${PROFILE_PICTURES_PATH}.%09./.%09./${uploads}/`,
      `${PROFILE_PICTURES_PATH}%E0%A4%A`,
    ]) {
      const answer = await rawGet(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).not.toMatch(/ListBucketResult|ListAllMyBucketsResult|<Key>/);
    }
    // a name with dots that is not a dot segment is still a picture address (not found here)
    expect((await rawGet(`${PROFILE_PICTURES_PATH}a..b/x.png`)).status).toBe(404);
  });
});

describe('profile pictures are served as images only', () => {
  it('serves a PNG with a page appended as image/png, inline with a file name, nosniff, from the site', async () => {
    const token = await local.token('picture-with-page@example.com');
    const uploaded = await upload(token, PNG_WITH_PAGE, 'holiday.png');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);

    const { url, response, bytes } = await loadPicture(token);
    // on the site (CloudFront's /profile-pictures/* in AWS), signed for the bucket
    expect(url.startsWith(PROFILE_PICTURES_PATH)).toBe(true);
    expect(new URL(url, local.stack.appUrl).searchParams.get('X-Amz-Signature')).toBeTruthy();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="profile.png"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    // stored as uploaded: the headers, not the bytes, decide what it is
    expect(bytes.equals(PNG_WITH_PAGE)).toBe(true);
  });

  it('answers with the detected type even when the stored object says text/html', async () => {
    const token = await local.token('picture-retyped@example.com');
    expect((await upload(token, PNG, 'me.png')).status).toBe(200);
    const { url } = await loadPicture(token);

    // the object rewritten behind the API's back, as a page
    const s3 = new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', service: 's3', region: 'us-east-1' });
    const objectUrl = `${local.stack.env.S3_ENDPOINT}/${local.stack.env.PICTURES_BUCKET}${url.split('?')[0]}`;
    const put = await s3.fetch(objectUrl, {
      method: 'PUT',
      body: PNG_WITH_PAGE,
      headers: { 'content-type': 'text/html' },
    });
    expect(put.status).toBe(200);
    expect((await s3.fetch(objectUrl)).headers.get('content-type')).toBe('text/html');

    const { response, bytes } = await loadPicture(token);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="profile.png"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(bytes.equals(PNG_WITH_PAGE)).toBe(true);
  });

  it('refuses a page named .png and declared image/png with 400, storing nothing', async () => {
    const token = await local.token('picture-page@example.com');
    const sub = subOfToken(token);
    expect((await local.api('/users/me', { token })).status).toBe(200);
    const before = await snapshotUser(local.stack, sub);
    const answer = await upload(token, Buffer.from(`<!doctype html>${PAGE}`), 'innocent.png');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: PROFILE_PICTURE_INVALID_TYPE });
    expect(await snapshotUser(local.stack, sub)).toEqual(before);
    expect((await local.api<UserProfile>('/users/me', { token })).body.profile_picture_url).toBeNull();
  });
});
