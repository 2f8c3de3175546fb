import { setPriority } from 'node:os';
import sharp from 'sharp';
import type { PhotoSourceType } from '../../../domain/product-photo';
import { PhotoRenderError, renderPhotoVariants, type PhotoVariant } from './render-photo-variants';

/** What the server asks of the photo worker, one at a time (photo-queue.ts). */
export interface PhotoJob {
  upload: Uint8Array;
  type: PhotoSourceType;
}

export type PhotoJobResult =
  { ok: true; variants: PhotoVariant[] } | { ok: false; code: PhotoRenderError['code'] };

/** What the worker sends: once loaded, that it is ready; then one result per photo. */
export type PhotoWorkerMessage = PhotoJobResult | { ready: true };

// The server's requests come first: the photo worker runs at the lowest priority, so on a busy
// machine photos take the CPU the server leaves (threads started later, libvips' and libuv's,
// inherit it), and libvips works one thread a photo.
try {
  setPriority(19);
} catch {
  // not allowed here: the photo is made at the same priority
}
sharp.concurrency(1);

/**
 * The photo worker, a child process of the server with its own memory (decision 037): decodes and
 * resizes one photo per message and answers its variants, so the server keeps answering meanwhile
 * and never holds a photo's pixels.
 */
process.on('message', (job: PhotoJob) => {
  void renderPhotoVariants(job.upload, job.type).then(
    (variants) => answer({ ok: true, variants }),
    (error: unknown) =>
      answer({
        ok: false,
        code: error instanceof PhotoRenderError ? error.code : 'PHOTO_UNREADABLE',
      }),
  );
});

function answer(result: PhotoWorkerMessage): void {
  process.send?.(result);
}

// loaded: a photo's time is counted from here, not from a slow start on a busy machine
answer({ ready: true });

// the server went away: nothing is left to do
process.on('disconnect', () => process.exit(0));
