import busboy from 'busboy';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from './errors';
import { rawBody } from './http';
import type { ApiEvent } from './responses';

export interface UploadedFile {
  fieldName: string;
  filename: string;
  declaredType: string;
  data: Buffer;
}

/**
 * Reads the single file of a multipart/form-data body. A file over `maxBytes` is rejected with
 * `tooLargeMessage` without buffering more than `maxBytes + 1` bytes of it.
 */
export function parseSingleFile(event: ApiEvent, maxBytes: number, tooLargeMessage: string): Promise<UploadedFile> {
  const contentType = event.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw new UnsupportedMediaTypeError('Send the file as multipart/form-data.');
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': contentType }, limits: { files: 1, fileSize: maxBytes + 1, fields: 20 } });
    } catch {
      reject(new ValidationError('The multipart body is malformed.'));
      return;
    }
    let file: UploadedFile | undefined;
    let failure: Error | undefined;
    parser.on('file', (fieldName, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = new PayloadTooLargeError(tooLargeMessage);
      });
      stream.on('end', () => {
        file = { fieldName, filename: info.filename ?? '', declaredType: info.mimeType, data: Buffer.concat(chunks) };
      });
    });
    parser.on('error', () => reject(new ValidationError('The multipart body is malformed.')));
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!file || file.data.length === 0) reject(new ValidationError('Choose a file to upload.'));
      else resolve(file);
    });
    parser.end(rawBody(event));
  });
}
