import { describe, expect, it } from 'vitest';
import {
  detectPhotoType,
  parsePhotoVariantName,
  photoHeight,
  photoUrl,
  productPhoto,
  productPhotoAlt,
} from './product-photo';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );
/** An ISO-BMFF `ftyp` box: size, 'ftyp', major brand, version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible);

describe('detectPhotoType', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(detectPhotoType(bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
    expect(detectPhotoType(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe('png');
    expect(detectPhotoType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
  });

  it("knows a phone's HEIC by its brands, major or compatible, and AVIF apart from it", () => {
    expect(detectPhotoType(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(detectPhotoType(ftyp('mif1', 'mif1', 'heic'))).toBe('heic');
    expect(detectPhotoType(ftyp('avif', 'mif1', 'avif'))).toBe('avif');
    // HEIF of something else, or an MP4 video: not a photo we take
    expect(detectPhotoType(ftyp('mif1', 'mif1'))).toBeNull();
    expect(detectPhotoType(ftyp('isom', 'isom', 'mp41'))).toBeNull();
  });

  it('refuses a program, a text or a file too short to tell', () => {
    expect(detectPhotoType(bytes('MZ', [0x90, 0, 3, 0]))).toBeNull();
    expect(detectPhotoType(bytes([0x7f], 'ELF', [2, 1, 1]))).toBeNull();
    expect(detectPhotoType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectPhotoType(bytes('GIF89a'))).toBeNull();
    expect(detectPhotoType(bytes([0xff, 0xd8]))).toBeNull();
    expect(detectPhotoType(new Uint8Array())).toBeNull();
  });
});

describe('photo addresses', () => {
  it('names each variant by width and format, and reads back only those made', () => {
    expect(parsePhotoVariantName('480.webp')).toEqual({ width: 480, format: 'webp' });
    expect(parsePhotoVariantName('960.avif')).toEqual({ width: 960, format: 'avif' });
    expect(parsePhotoVariantName('481.webp')).toBeNull();
    expect(parsePhotoVariantName('480.png')).toBeNull();
    expect(parsePhotoVariantName('../480.webp')).toBeNull();
    expect(photoHeight(480)).toBe(360);
  });

  it('gives srcsets smallest first, every address holding the hash', () => {
    const photo = productPhoto(12, 'abcdef0123456789');
    expect(photo.avif).toBe(
      '/api/menu/photos/12/abcdef0123456789/240.avif 240w, ' +
        '/api/menu/photos/12/abcdef0123456789/480.avif 480w, ' +
        '/api/menu/photos/12/abcdef0123456789/960.avif 960w',
    );
    expect(photo.fallback).toBe(photoUrl(12, 'abcdef0123456789', 480, 'webp'));
  });
});

describe('productPhotoAlt', () => {
  it('says the product and what it has: the first sentence of its description', () => {
    expect(
      productPhotoAlt({
        name: 'Calabresa',
        description: 'Molho de tomate, mussarela, calabresa fatiada e orégano. Massa fina.',
      }),
    ).toBe('Calabresa: Molho de tomate, mussarela, calabresa fatiada e orégano');
  });

  it('is the name alone without a description', () => {
    expect(productPhotoAlt({ name: 'Coca-Cola 2L', description: '  ' })).toBe('Coca-Cola 2L');
  });

  it('cuts a long description at a word', () => {
    const alt = productPhotoAlt({ name: 'Especial', description: 'queijo, '.repeat(30) });
    expect(alt.length).toBeLessThanOrEqual('Especial: '.length + 101);
    expect(alt).toMatch(/^Especial: queijo, .*queijo…$/);
  });
});
