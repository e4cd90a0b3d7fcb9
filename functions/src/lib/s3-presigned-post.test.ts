import { createHash, createHmac } from 'node:crypto';
import { getSigningKey } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { setPlaceholderFunctionEnv } from './config-for-tests';

// AWS, not s3rver: the virtual-hosted URL and the execution role's credentials from the environment
setPlaceholderFunctionEnv({
  UPLOADS_BUCKET: 'podium-uploads',
  AWS_REGION: 'eu-west-1',
  AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  AWS_SESSION_TOKEN: 'session-token',
});
delete process.env.S3_ENDPOINT;
const { presignedPost, signingKey } = await import('./s3');

/** node:crypto as the SDK's Hash interface: an HMAC when given a secret, else a plain SHA-256. */
type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytesOf = (data: SourceData): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);
class NodeSha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret ? createHmac('sha256', bytesOf(secret)) : createHash('sha256');
  }
  update(data: SourceData) {
    this.hash.update(bytesOf(data));
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

describe('presignedPost', () => {
  it('derives the signing key as the AWS SDK does', async () => {
    const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
    const sdk = await getSigningKey(NodeSha256, credentials, '20261129', 'eu-west-1', 's3');
    expect(signingKey(credentials.secretAccessKey, '20261129', 'eu-west-1', 's3').equals(Buffer.from(sdk))).toBe(true);
  });

  it('signs a policy that names the bucket, the key, the size range and its own fields, and expires', () => {
    const now = new Date('2026-11-29T10:00:00.000Z');
    const { url, fields } = presignedPost('podium-uploads', 'staged/abc/1.csv', {
      maxBytes: 10 * 1024 * 1024,
      expiresInSeconds: 900,
      now,
    });
    expect(url).toBe('https://podium-uploads.s3.eu-west-1.amazonaws.com/');
    expect(fields).toMatchObject({
      key: 'staged/abc/1.csv',
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-date': '20261129T100000Z',
    });
    const policy = JSON.parse(Buffer.from(fields.policy!, 'base64').toString()) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.expiration).toBe('2026-11-29T10:15:00.000Z');
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'podium-uploads' },
        ['content-length-range', 1, 10 * 1024 * 1024],
        { key: 'staged/abc/1.csv' },
        { 'x-amz-credential': fields['x-amz-credential'] },
        { 'x-amz-date': '20261129T100000Z' },
        { 'x-amz-security-token': 'session-token' },
      ]),
    );
    // the signature is the policy (base64) signed with the day's key
    const day = fields['x-amz-credential']!.split('/')[1]!;
    const region = fields['x-amz-credential']!.split('/')[2]!;
    const secret = process.env.AWS_SECRET_ACCESS_KEY ?? 'S3RVER';
    expect(fields['x-amz-signature']).toBe(
      createHmac('sha256', signingKey(secret, day, region, 's3'))
        .update(fields.policy!)
        .digest('hex'),
    );
  });
});
