import busboy from 'busboy';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from './errors';
import { rawBody } from './http';
import type { ApiEvent } from './responses';

export interface UploadedFile {
  fieldName: string;
  filename: string;
  declaredType: string;
  data: Buffer;
  /** The body's text fields beside the file, by name (the last of a repeated name). */
  fields: Record<string, string>;
}

const MALFORMED = 'The upload did not arrive whole (the multipart body is malformed or cut short). Please try again.';
const MORE_THAN_ONE = 'Send one file per upload: this request holds more than one.';

/**
 * Reads the single file of a multipart/form-data body. A file over `maxBytes` is rejected with
 * `tooLargeMessage` without buffering more than `maxBytes + 1` bytes of it; a body cut short, a
 * boundary that does not match or a second file part is a 400. Every stream error is caught here:
 * none may escape as an uncaught exception (it would take the container down).
 */
export function parseSingleFile(event: ApiEvent, maxBytes: number, tooLargeMessage: string): Promise<UploadedFile> {
  const contentType = event.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw new UnsupportedMediaTypeError('Send the file as multipart/form-data.');
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fileSize: maxBytes + 1, fields: 20 },
      });
    } catch {
      reject(new ValidationError(MALFORMED));
      return;
    }
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    let file: Omit<UploadedFile, 'fields'> | undefined;
    const fields: Record<string, string> = {};
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    let fileComplete = false;
    let failure: Error | undefined;
    parser.on('file', (fieldName, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure ??= new PayloadTooLargeError(tooLargeMessage);
      });
      stream.on('error', () => fail(new ValidationError(MALFORMED)));
      stream.on('end', () => {
        fileComplete = true;
        file = { fieldName, filename: info.filename ?? '', declaredType: info.mimeType, data: Buffer.concat(chunks) };
      });
    });
    parser.on('filesLimit', () => {
      failure ??= new ValidationError(MORE_THAN_ONE);
    });
    parser.on('error', () => fail(new ValidationError(MALFORMED)));
    parser.on('close', () => {
      if (failure) fail(failure);
      else if (file && !fileComplete) fail(new ValidationError(MALFORMED));
      else if (!file) fail(new ValidationError('Choose a file to upload.'));
      else if (file.data.length === 0) fail(new ValidationError('The file is empty.'));
      else if (!settled) {
        settled = true;
        resolve({ ...file, fields });
      }
    });
    parser.end(rawBody(event));
  });
}
