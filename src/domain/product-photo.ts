/**
 * Product photos (decision 031): what the admin may upload, the sizes the server makes of it, and
 * the addresses the storefront loads them from.
 */

/** A phone's photo fits; anything larger is refused before it is read whole. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * 50 megapixels: every phone's photo at full size (an iPhone's 48 MP is 8064×6048, a 50 MP
 * Android sensor 8160×6120); past it, a 'decompression bomb' (a few KB that claim a huge image)
 * is refused by its header, before any decoding. Decision 037.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;

/** What an upload may be, told by its first bytes, never by its name or declared type. */
export type PhotoSourceType = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif';

/** Every variant is cut to this shape (width:height), so a card knows its box before it loads. */
const PHOTO_ASPECT = { width: 4, height: 3 } as const;

/** Widths made of each photo: a card's thumbnail at 1x–3x, and the wizard's wider picture. */
export const PHOTO_WIDTHS = [240, 480, 960] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_CONTENT_TYPES: Readonly<Record<PhotoFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

export const PHOTO_MESSAGES = {
  tooLarge: 'A foto passa de 10 MB. Envie uma foto menor.',
  unsupportedType: 'Esse arquivo não é uma foto aceita. Envie uma foto em JPEG, PNG, WebP ou HEIC.',
  unreadable: 'Não foi possível ler essa foto. Tente tirar ou exportar a foto de novo.',
  missing: 'Escolha uma foto para enviar.',
  incomplete: 'A foto não chegou inteira. Tente enviar de novo.',
  tooManyPixels:
    'A foto tem resolução grande demais (mais de 50 megapixels). Reduza a foto e envie de novo.',
  busy: 'Outras fotos estão sendo processadas agora. Tente de novo em alguns segundos.',
} as const;

export function photoHeight(width: number): number {
  return Math.round((width * PHOTO_ASPECT.height) / PHOTO_ASPECT.width);
}

/** The name a variant is stored and served under, e.g. `480.webp`. */
export function photoVariantName(width: PhotoWidth, format: PhotoFormat): string {
  return `${width}.${format}`;
}

export function parsePhotoVariantName(
  name: string,
): { width: PhotoWidth; format: PhotoFormat } | null {
  const match = /^(\d+)\.([a-z]+)$/.exec(name);
  if (!match) return null;
  const width = PHOTO_WIDTHS.find((w) => String(w) === match[1]);
  const format = PHOTO_FORMATS.find((f) => f === match[2]);
  return width !== undefined && format !== undefined ? { width, format } : null;
}

/**
 * The public address of one variant. The photo's content hash is part of it, so a new photo has
 * new addresses and every copy of an old one may be kept for ever.
 */
export function photoUrl(
  productId: number,
  hash: string,
  width: PhotoWidth,
  format: PhotoFormat,
): string {
  return `/api/menu/photos/${productId}/${hash}/${photoVariantName(width, format)}`;
}

/**
 * A product's photo as the menu gives it (its schema is `ProductPhotoSchema` in menu.ts, kept
 * apart so the storefront's first load draws a photo without loading zod).
 */
export interface ProductPhoto {
  /** Content hash of the photo: changes with every new upload. */
  hash: string;
  /** `srcset` of each format, smallest first. */
  avif: string;
  webp: string;
  /** A WebP of the middle width, for browsers that read no `<source>`. */
  fallback: string;
}

/** The longest description an `alt` carries: a screen reader reads it whole, every time. */
const PHOTO_ALT_DESCRIPTION_MAX = 100;

/**
 * What a product's photo shows, for its `alt`: 'Calabresa: Molho de tomate, mussarela, calabresa
 * fatiada e orégano'. The name, then the description's first sentence cut at a word; never a
 * file name.
 */
export function productPhotoAlt(product: { name: string; description: string }): string {
  const name = product.name.trim();
  const sentence = (product.description.trim().split(/(?<=[.!?])\s/)[0] ?? '').replace(
    /[.!?\s]+$/,
    '',
  );
  if (sentence === '') return name;
  if (sentence.length <= PHOTO_ALT_DESCRIPTION_MAX) return `${name}: ${sentence}`;
  const cut = sentence.slice(0, PHOTO_ALT_DESCRIPTION_MAX + 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[,;:\s]+$/, '');
  return `${name}: ${atWord}…`;
}

export function productPhoto(productId: number, hash: string): ProductPhoto {
  const srcset = (format: PhotoFormat) =>
    PHOTO_WIDTHS.map((w) => `${photoUrl(productId, hash, w, format)} ${w}w`).join(', ');
  return {
    hash,
    avif: srcset('avif'),
    webp: srcset('webp'),
    fallback: photoUrl(productId, hash, 480, 'webp'),
  };
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  let text = '';
  for (let i = start; i < start + length && i < bytes.length; i++) {
    text += String.fromCharCode(bytes[i] ?? 0);
  }
  return text;
}

/** HEIF brands of HEVC-coded stills (what a phone saves as .heic) and of AV1 ones (AVIF). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * The photo's type from its first bytes (magic numbers), or null when it is none we take: a
 * program or a text file renamed `.jpg` stays what it is.
 */
export function detectPhotoType(bytes: Uint8Array): PhotoSourceType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 4) === 'ftyp') {
    // ISO base media: the major brand, then (after a version) the compatible brands
    const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8);
    const end = Math.min(bytes.length, (boxSize | (bytes[3] ?? 0)) >>> 0);
    const brands = [ascii(bytes, 8, 4)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
  }
  return null;
}
