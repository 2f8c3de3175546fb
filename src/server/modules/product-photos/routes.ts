import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecordIdSchema } from '../../../domain/admin-paging';
import { parsePhotoVariantName, photoVariantName } from '../../../domain/product-photo';
import type { AppContext } from '../../context';
import { AppError, ErrorBodySchema } from '../../errors';
import { findPhotoVariant } from './repository';

const PhotoParamsSchema = z.object({
  productId: RecordIdSchema,
  hash: z.string().regex(/^[0-9a-f]{16}$/),
  variant: z.string().max(16),
});

/** The address holds the photo's hash: what it names never changes, so copies keep for a year. */
const FOR_EVER = 'public, max-age=31536000, immutable';

/** `/api/menu/photos/:productId/:hash/:variant`: one size of a product's photo (decision 031). */
export const productPhotoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database }) => {
  app.get(
    '/menu/photos/:productId/:hash/:variant',
    {
      schema: {
        summary: "One size of a product's photo, e.g. `480.avif`; its address changes with it",
        tags: ['storefront'],
        params: PhotoParamsSchema,
        response: { 200: z.any().describe('image/avif or image/webp'), 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { productId, hash, variant } = request.params;
      const parsed = parsePhotoVariantName(variant);
      const found =
        parsed &&
        (await findPhotoVariant(
          database.db,
          productId,
          hash,
          photoVariantName(parsed.width, parsed.format),
        ));
      if (!found) throw new AppError('NOT_FOUND', 'Foto não encontrada.');
      return reply
        .header('content-type', found.contentType)
        .header('cache-control', FOR_EVER)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(found.bytes.buffer, found.bytes.byteOffset, found.bytes.byteLength));
    },
  );
};
