import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminProductSchema } from '../../../domain/admin-catalogue';
import { RecordIdSchema } from '../../../domain/admin-paging';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../../domain/product-photo';
import type { AppContext } from '../../context';
import { AppError, ErrorBodySchema } from '../../errors';
import { rateLimited } from '../../plugins/rate-limits';
import { removeProductPhoto, setProductPhoto } from './set-product-photo';
import { STAFF_ACCESS } from '../../../domain/staff-roles';

const ProductParamsSchema = z.object({ id: RecordIdSchema });

/** Room for the multipart boundaries and headers around the photo itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

function tooLarge(): AppError {
  return new AppError('PHOTO_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
}

/**
 * The photo part of the request, read as it arrives: past 10 MB the rest is discarded as it comes
 * (never held) and the answer is a 413. Busboy stops counting at the limit and flags the part.
 */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  try {
    return await readPhotoPart(request);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // the multipart plugin's own refusals (too many parts, a field where the file should be)
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    // busboy on a body that is not the multipart it says (cut short, a broken boundary)
    throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.incomplete);
  }
}

async function readPhotoPart(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file({
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
    throwFileSizeLimit: false,
  });
  if (!part) throw new AppError('PHOTO_MISSING', PHOTO_MESSAGES.missing);
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (part.file.truncated) {
      // drop what was read: the rest keeps flowing to nowhere until the request ends
      chunks.length = 0;
      continue;
    }
    received += chunk.length;
    chunks.push(chunk);
  }
  if (part.file.truncated || received > PHOTO_MAX_BYTES) throw tooLarge();
  if (received === 0) throw new AppError('PHOTO_MISSING', PHOTO_MESSAGES.missing);
  return Buffer.concat(chunks, received);
}

/** `/api/admin/products/:id/photo` (decision 031): in the admin scope, so session and CSRF apply. */
export const adminProductPhotoRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database },
) => {
  // multipart is read on these routes only; every other route stays JSON
  await app.register(multipart);

  app.put(
    '/:id/photo',
    {
      config: { roles: STAFF_ACCESS.catalogue, ...rateLimited('photoUploads') },
      schema: {
        summary:
          "Sets the product's photo (multipart field 'photo': JPEG, PNG, WebP or HEIC up to 10 MB)",
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        params: ProductParamsSchema,
        response: {
          200: AdminProductSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          422: ErrorBodySchema,
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
      // a declared size past the limit is refused before a byte of it is read
      onRequest: async (request) => {
        const declared = Number(request.headers['content-length']);
        if (declared > PHOTO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.missing);
      }
      const photo = await readPhoto(request);
      return setProductPhoto(database.db, request.params.id, photo, request.log);
    },
  );

  app.delete(
    '/:id/photo',
    {
      config: { roles: STAFF_ACCESS.catalogue },
      schema: {
        summary: "Removes the product's photo; the menu shows its placeholder again",
        tags: ['admin'],
        params: ProductParamsSchema,
        response: {
          204: z.null(),
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await removeProductPhoto(database.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
