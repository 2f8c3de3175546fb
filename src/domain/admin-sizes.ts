/**
 * The back office's 'Tamanhos' (decision 046): what the owner types for a size, checked the same
 * way by the dialog and the API.
 */
import { z } from 'zod';
import {
  MAX_FLAVOURS_PER_SIZE,
  MIN_FLAVOURS_PER_SIZE,
  SIZE_NAME_MAX,
  SIZE_NOTE_MAX,
  SIZE_SLICES_MAX,
  type Size,
} from './sizes';

/** `POST /api/admin/sizes` and `PUT /api/admin/sizes/:id`: what the owner types. */
export const SizeInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Informe o nome do tamanho')
      .max(SIZE_NAME_MAX, `O nome tem no máximo ${SIZE_NAME_MAX} caracteres`),
    slices: z
      .number({ message: 'Informe o número de fatias' })
      .int('O número de fatias é um número inteiro')
      .min(1, 'Pelo menos 1 fatia')
      .max(SIZE_SLICES_MAX, `No máximo ${SIZE_SLICES_MAX} fatias`),
    note: z
      .string()
      .trim()
      .max(SIZE_NOTE_MAX, `A observação tem no máximo ${SIZE_NOTE_MAX} caracteres`),
    maxFlavours: z
      .number({ message: 'Informe quantos sabores' })
      .int('Quantos sabores: um número inteiro')
      .min(MIN_FLAVOURS_PER_SIZE, `De ${MIN_FLAVOURS_PER_SIZE} a ${MAX_FLAVOURS_PER_SIZE} sabores`)
      .max(MAX_FLAVOURS_PER_SIZE, `De ${MIN_FLAVOURS_PER_SIZE} a ${MAX_FLAVOURS_PER_SIZE} sabores`),
    isActive: z.boolean(),
  })
  .strict();
export type SizeInput = z.input<typeof SizeInputSchema>;
export type SizeData = z.output<typeof SizeInputSchema>;

/** A size as the API answers it. */
export const SizeSchema = z.object({
  id: z.string(),
  name: z.string(),
  slices: z.number().int(),
  note: z.string(),
  maxFlavours: z.number().int(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
}) satisfies z.ZodType<Size>;

/** A size as the back office lists it: whether orders used it (then it is never deleted). */
export const AdminSizeSchema = SizeSchema.extend({ usedByOrders: z.boolean() });
export type AdminSize = z.infer<typeof AdminSizeSchema>;

/** `GET /api/admin/sizes`: every size, inactive ones too, in menu order. */
export const AdminSizeListSchema = z.object({ sizes: z.array(AdminSizeSchema) });

/** `POST /api/admin/sizes/:id/move`: one place up or down on the menu. */
export const SizeMoveSchema = z.object({ direction: z.enum(['up', 'down']) }).strict();
export type SizeMove = z.infer<typeof SizeMoveSchema>;
