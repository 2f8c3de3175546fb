import { createHash } from 'node:crypto';
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_FORMATS,
  PHOTO_MESSAGES,
  PHOTO_WIDTHS,
  detectPhotoType,
  photoHeight,
  photoVariantName,
} from '../../../domain/product-photo';
import { AppError } from '../../errors';

export interface PhotoVariant {
  variant: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface PhotoVariants {
  /** Content hash of the uploaded photo: part of every variant's address. */
  hash: string;
  variants: PhotoVariant[];
}

/** 100 megapixels: past any phone's photo; a 'decompression bomb' is refused before decoding. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * The sizes the menu shows of an uploaded photo (decision 031): its type checked by its bytes,
 * turned upright by its EXIF orientation, cut to the menu's 4:3 shape and written as AVIF and
 * WebP at each width. Nothing of the original's metadata (EXIF, GPS, camera, XMP) is kept: sharp
 * writes none unless asked to.
 */
export async function makePhotoVariants(upload: Buffer): Promise<PhotoVariants> {
  const type = detectPhotoType(upload);
  if (!type) throw new AppError('PHOTO_TYPE_NOT_SUPPORTED', PHOTO_MESSAGES.unsupportedType);

  let source: Sharp;
  try {
    if (type === 'heic') {
      // sharp's own libvips reads HEIF only with AV1 inside (AVIF); a phone's HEVC photo is
      // decoded here, already upright (HEIF keeps its rotation in the container, not in EXIF)
      const image = await decodeHeic({ buffer: upload });
      if (image.width * image.height > MAX_INPUT_PIXELS) throw new Error('too many pixels');
      source = sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
        raw: { width: image.width, height: image.height, channels: 4 },
      });
    } else {
      source = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
    }
    // one decode, then each size from it
    const upright = await source
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = {
      raw: {
        width: upright.info.width,
        height: upright.info.height,
        channels: upright.info.channels,
      },
    };
    const variants: PhotoVariant[] = [];
    for (const width of PHOTO_WIDTHS) {
      const height = photoHeight(width);
      const resized = await sharp(upright.data, raw)
        .resize(width, height, { fit: 'cover', position: 'centre' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      for (const format of PHOTO_FORMATS) {
        const image = sharp(resized.data, {
          raw: {
            width: resized.info.width,
            height: resized.info.height,
            channels: resized.info.channels,
          },
        });
        const bytes =
          format === 'avif'
            ? await image.avif({ quality: 55, effort: 3 }).toBuffer()
            : await image.webp({ quality: 78 }).toBuffer();
        variants.push({
          variant: photoVariantName(width, format),
          contentType: PHOTO_CONTENT_TYPES[format],
          width,
          height,
          bytes,
        });
      }
    }
    const hash = createHash('sha256').update(upload).digest('hex').slice(0, 16);
    return { hash, variants };
  } catch {
    // a damaged file, or one whose bytes only begin like a photo
    throw new AppError('PHOTO_UNREADABLE', PHOTO_MESSAGES.unreadable);
  }
}
