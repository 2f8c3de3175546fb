import { parentPort } from 'node:worker_threads';
import type { PhotoSourceType } from '../../../domain/product-photo';
import { PhotoRenderError, renderPhotoVariants, type PhotoVariant } from './render-photo-variants';

/** What the server asks of the photo worker, one at a time (photo-queue.ts). */
export interface PhotoJob {
  upload: Uint8Array;
  type: PhotoSourceType;
}

export type PhotoJobResult =
  { ok: true; variants: PhotoVariant[] } | { ok: false; code: PhotoRenderError['code'] };

/**
 * The photo worker (a worker thread with its own memory limits): decodes and resizes one photo
 * per message and answers its variants, so the server's main thread keeps answering meanwhile.
 */
parentPort?.on('message', (job: PhotoJob) => {
  void renderPhotoVariants(job.upload, job.type).then(
    (variants) => {
      const result: PhotoJobResult = { ok: true, variants };
      parentPort?.postMessage(
        result,
        variants.map((v) => v.bytes.buffer as ArrayBuffer),
      );
    },
    (error: unknown) => {
      const code = error instanceof PhotoRenderError ? error.code : 'PHOTO_UNREADABLE';
      const result: PhotoJobResult = { ok: false, code };
      parentPort?.postMessage(result);
    },
  );
});
