import { describe, expect, it } from 'vitest';
import { detectPictureType } from './image-type';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('detectPictureType', () => {
  it('recognises JPEG, PNG, GIF and WebP by their bytes', () => {
    expect(detectPictureType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(detectPictureType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('image/png');
    expect(detectPictureType(bytes('GIF89a', [1, 0, 1, 0]))).toBe('image/gif');
    expect(detectPictureType(bytes('GIF87a'))).toBe('image/gif');
    expect(detectPictureType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses other files, truncated signatures and look-alikes', () => {
    expect(detectPictureType(bytes('not an image at all'))).toBeUndefined();
    expect(detectPictureType(bytes([0x89], 'PN'))).toBeUndefined();
    expect(detectPictureType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeUndefined();
    expect(detectPictureType(bytes('%PDF-1.7'))).toBeUndefined();
    expect(detectPictureType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectPictureType(new Uint8Array())).toBeUndefined();
  });
});
