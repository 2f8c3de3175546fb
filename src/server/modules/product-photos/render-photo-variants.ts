import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_FORMATS,
  PHOTO_MAX_PIXELS,
  PHOTO_WIDTHS,
  photoHeight,
  photoVariantName,
  type PhotoSourceType,
} from '../../../domain/product-photo';

export interface PhotoVariant {
  variant: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** Why a photo could not be made: the codes the upload is answered with. */
export type PhotoFailure = 'PHOTO_UNREADABLE' | 'PHOTO_TOO_MANY_PIXELS';

export class PhotoRenderError extends Error {
  constructor(readonly code: PhotoFailure) {
    super(code);
  }
}

/**
 * The sizes the menu shows of a photo whose type and header were checked (decision 031): turned
 * upright, cut to the menu's 4:3 shape and written as AVIF and WebP at each width, no metadata
 * kept. Runs in the photo worker (photo-worker.ts), never on the server's main thread: decoding
 * a 50-megapixel photo takes seconds and hundreds of MB (decision 037).
 */
export async function renderPhotoVariants(
  upload: Uint8Array,
  type: PhotoSourceType,
): Promise<PhotoVariant[]> {
  let source: Sharp;
  try {
    if (type === 'heic') {
      // sharp's own libvips reads HEIF only with AV1 inside (AVIF); a phone's HEVC photo is
      // decoded here, already upright (HEIF keeps its rotation in the container, not in EXIF)
      const image = await decodeHeic({ buffer: upload });
      // the header said less: the stream inside lied
      if (image.width * image.height > PHOTO_MAX_PIXELS) {
        throw new PhotoRenderError('PHOTO_TOO_MANY_PIXELS');
      }
      source = sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
        raw: { width: image.width, height: image.height, channels: 4 },
      });
    } else {
      source = sharp(upload, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).autoOrient();
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
          // a copy of its own, so it can be handed to the main thread without another
          bytes: new Uint8Array(bytes),
        });
      }
    }
    return variants;
  } catch (error) {
    if (error instanceof PhotoRenderError) throw error;
    // a damaged file, or one whose bytes only begin like a photo
    throw new PhotoRenderError('PHOTO_UNREADABLE');
  }
}
