import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  PHOTO_MAX_PIXELS,
  PHOTO_MESSAGES,
  detectPhotoType,
  type PhotoSourceType,
} from '../../../domain/product-photo';
import { AppError } from '../../errors';
import { PhotoQueue, PhotoQueueError } from './photo-queue';
import { readHeifSize } from './read-heif-size';
import type { PhotoVariant } from './render-photo-variants';

export type { PhotoVariant } from './render-photo-variants';

export interface PhotoVariants {
  /** Content hash of the uploaded photo: part of every variant's address. */
  hash: string;
  variants: PhotoVariant[];
}

/** How long a turned-away upload is told to wait (PHOTOS_BUSY). */
const PHOTOS_BUSY_RETRY_AFTER_S = 10;

/** One worker for the whole process: photos are made one at a time (decision 037). */
let sharedQueue: PhotoQueue | null = null;
function photoQueue(): PhotoQueue {
  sharedQueue ??= new PhotoQueue();
  return sharedQueue;
}

function tooManyPixels(): AppError {
  return new AppError('PHOTO_TOO_MANY_PIXELS', PHOTO_MESSAGES.tooManyPixels);
}

function unreadable(): AppError {
  return new AppError('PHOTO_UNREADABLE', PHOTO_MESSAGES.unreadable);
}

/**
 * The photo's width × height as its header says, read without decoding it: HEIC's boxes by our
 * own reader (sharp's libvips would hand it to libheif), the rest by sharp's header read.
 * A header with no size is refused like a damaged file.
 */
async function headerPixels(upload: Buffer, type: PhotoSourceType): Promise<number> {
  if (type === 'heic') {
    const sizes = readHeifSize(upload);
    if (!sizes?.primary) throw unreadable();
    // a tile or a thumbnail claiming more is a bomb too
    return Math.max(...[sizes.primary, ...sizes.all].map((s) => s.width * s.height));
  }
  // loaded on the first photo, not at start: libvips is ~7 MB of the server's memory otherwise
  const { default: sharp } = await import('sharp');
  try {
    const { width, height } = await sharp(upload, { limitInputPixels: false }).metadata();
    if (!width || !height) throw new Error('no size in the header');
    return width * height;
  } catch {
    throw unreadable();
  }
}

/**
 * The sizes the menu shows of an uploaded photo (decision 031): its type checked by its bytes,
 * its size by its header (past 50 megapixels it is refused before anything is decoded,
 * decision 037), then made in the photo worker, one photo at a time. A photo that kills or stalls
 * the worker is refused like an unreadable one, and what happened is logged for the shop's admin.
 */
export async function makePhotoVariants(
  upload: Buffer,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<PhotoVariants> {
  const type = detectPhotoType(upload);
  if (!type) throw new AppError('PHOTO_TYPE_NOT_SUPPORTED', PHOTO_MESSAGES.unsupportedType);
  if ((await headerPixels(upload, type)) > PHOTO_MAX_PIXELS) throw tooManyPixels();

  let variants: PhotoVariant[];
  try {
    variants = await photoQueue().render(upload, type);
  } catch (error) {
    if (!(error instanceof PhotoQueueError)) throw error;
    if (error.workerLost) {
      log?.warn(
        { photoType: type, bytes: upload.length, worker: error.workerLost },
        'the photo worker was lost on an upload; the photo was refused',
      );
    }
    switch (error.code) {
      case 'PHOTOS_BUSY':
        throw new AppError('PHOTOS_BUSY', PHOTO_MESSAGES.busy, undefined, {
          'retry-after': String(PHOTOS_BUSY_RETRY_AFTER_S),
        });
      case 'PHOTO_TOO_MANY_PIXELS':
        throw tooManyPixels();
      case 'PHOTO_UNREADABLE':
        throw unreadable();
    }
  }
  const hash = createHash('sha256').update(upload).digest('hex').slice(0, 16);
  return {
    hash,
    variants: variants.map((v) => ({
      ...v,
      bytes: Buffer.from(v.bytes.buffer, v.bytes.byteOffset, v.bytes.byteLength),
    })),
  };
}
