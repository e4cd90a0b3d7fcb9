import { S3Client } from '@aws-sdk/client-s3';
import { config, localCredentials } from './config';

export const s3 = new S3Client({
  region: config.AWS_REGION,
  ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
  ...localCredentials(config.S3_ENDPOINT),
  // s3rver stores checksum framing bytes in streamed uploads otherwise (DESIGN.md, known traps)
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
