import { z } from 'zod';
import { CATEGORY_GROUPS, EXTRA_TYPES, PRODUCT_NAME_MAX } from './catalogue';
import { AdminUserSchema } from './admin-accounts';
import { formatDateTime } from './date-format';
import { StoredEstablishmentSettingsSchema } from './establishment';
import { ProductPhotoSchema } from './menu';
import { SizeSchema } from './admin-sizes';
import { STAFF_ROLES } from './staff-roles';
import { duplicateVariantName, VARIANT_NAME_MAX, VARIANTS_MAX } from './variants';

// ---------------------------------------------------------------- products (docs/product/screens.md, docs/product/data.md, docs/product/rules.md#back-office-forms)

export { PRODUCT_NAME_MAX };
export const PRODUCT_DESCRIPTION_MAX = 500;
export const INGREDIENT_MAX = 60;
export const INGREDIENTS_MAX = 30;
/** R$ 10.000,00: above any real menu price, low enough to catch a slip of the keyboard. */
const PRICE_MAX_CENTS = 1_000_000;
export const PRICE_REQUIRED = 'Preço deve ser maior que zero';

const price = z
  .number({ error: PRICE_REQUIRED })
  .int()
  .min(1, PRICE_REQUIRED) // docs/product/rules.md#back-office-forms: at least 0,01
  .max(PRICE_MAX_CENTS, 'Preço muito alto');

const VARIANT_NAME_REQUIRED = 'Nome da opção é obrigatório';

/**
 * One variant as the product dialog sends it (decision 052), in the order the shop wants: `id`
 * for one already saved, none for a new one; a saved one left out of the list is deleted.
 */
const ProductVariantInputSchema = z
  .object({
    id: z.number().int().positive().optional(),
    name: z
      .string({ error: VARIANT_NAME_REQUIRED })
      .trim()
      .min(1, VARIANT_NAME_REQUIRED)
      .max(VARIANT_NAME_MAX, `No máximo ${VARIANT_NAME_MAX} caracteres`),
    priceCents: price,
    isActive: z.boolean().default(true),
  })
  .strict();

/** What the product dialog sends; the server parses the same schema. Prices in centavos. */
export const ProductInputSchema = z
  .object({
    name: z
      .string({ error: 'Nome é obrigatório' })
      .trim()
      .min(1, 'Nome é obrigatório')
      .max(PRODUCT_NAME_MAX),
    description: z
      .string({ error: 'Descrição é obrigatória' })
      .trim()
      .min(1, 'Descrição é obrigatória')
      .max(PRODUCT_DESCRIPTION_MAX),
    categoryId: z
      .number({ error: 'Categoria é obrigatória' })
      .int()
      .positive('Categoria é obrigatória'),
    /** A drink's one price; ignored for a product sold by size (decision 046). */
    priceCents: price.optional(),
    /** Its price in each size it is sold in, by size id; a size left out: not sold in it. */
    sizePrices: z.record(z.string(), price).default({}),
    ingredients: z
      .array(z.string().trim().min(1).max(INGREDIENT_MAX))
      .max(INGREDIENTS_MAX)
      .default([]),
    isAvailable: z.boolean().default(true),
    /**
     * The variants of a product sold without sizes (decision 052), replacing its list; absent:
     * left as they are. A product with variants has no price of its own to type.
     */
    variants: z
      .array(ProductVariantInputSchema)
      .max(VARIANTS_MAX, `No máximo ${VARIANTS_MAX} opções`)
      .superRefine((variants, ctx) => {
        const index = duplicateVariantName(variants);
        if (index !== null) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: 'Já existe uma opção com esse nome',
          });
        }
      })
      .optional(),
  })
  .strict();
export type ProductInput = z.input<typeof ProductInputSchema>;
export type ProductData = z.output<typeof ProductInputSchema>;

/** docs/product/rules.md#back-office-forms: 'ingredientes' typed comma-separated: split, trimmed, empty items dropped. */
export function parseIngredients(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

const AdminCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  group: z.enum(CATEGORY_GROUPS),
  /** true savoury, false sweet, null neither: the select shows '(Salgado)', '(Doce)' or nothing. */
  isSalgado: z.boolean().nullable(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

/** docs/product/screens.md#products, type filter: salgado, doce, outro (isSalgado true, false, null). */
export const PRODUCT_TYPES = ['salgado', 'doce', 'outro'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_TYPE_LABELS: Readonly<Record<ProductType, string>> = {
  salgado: 'Salgado',
  doce: 'Doce',
  outro: 'Outro',
};

export function productTypeOf(isSalgado: boolean | null): ProductType {
  return isSalgado === null ? 'outro' : isSalgado ? 'salgado' : 'doce';
}

export const AdminProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  isSalgado: z.boolean().nullable(),
  priceCents: z.number().int(),
  sizePrices: z.record(z.string(), z.number().int()),
  ingredients: z.array(z.string()),
  isAvailable: z.boolean(),
  /** Its variants in the shop's order (decision 052), paused ones too; none: its one price. */
  variants: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        priceCents: z.number().int(),
        isActive: z.boolean(),
      }),
    )
    .optional(),
  updatedAt: z.string(),
  /** The photo the menu shows (decision 031); null or absent: none yet. */
  photo: z.nullable(ProductPhotoSchema).optional(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductListSchema = z.object({
  products: z.array(AdminProductSchema),
  categories: z.array(AdminCategorySchema),
  /** The shop's sizes, inactive ones too, in menu order: one price field each (decision 046). */
  sizes: z.array(SizeSchema),
});

export const ProductAvailabilitySchema = z.object({ isAvailable: z.boolean() }).strict();

// ---------------------------------------------------------------- 'Acabou' switches

/** One thing the kitchen can run out of, as the desk's 'Acabou?' panel lists it. */
export const SoldOutExtraSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(EXTRA_TYPES),
  isAvailable: z.boolean(),
});
export type SoldOutExtra = z.infer<typeof SoldOutExtraSchema>;

export const SoldOutFillingSchema = z.object({
  crustId: z.string(),
  id: z.string(),
  name: z.string(),
  isAvailable: z.boolean(),
});
export type SoldOutFilling = z.infer<typeof SoldOutFillingSchema>;

export const SoldOutCrustSchema = z.object({
  id: z.string(),
  name: z.string(),
  isAvailable: z.boolean(),
  fillings: z.array(SoldOutFillingSchema),
});
export type SoldOutCrust = z.infer<typeof SoldOutCrustSchema>;

/**
 * `GET /api/admin/sold-out`: the extras, crusts and fillings with their switches, in menu order.
 * Products (and so extra flavours) have theirs on `/api/admin/products`.
 */
export const SoldOutListSchema = z.object({
  extras: z.array(SoldOutExtraSchema),
  crusts: z.array(SoldOutCrustSchema),
});
export type SoldOutList = z.infer<typeof SoldOutListSchema>;

/** A variant of a product sold without sizes (decision 052), as its 'Acabou' switch answers. */
export const SoldOutVariantSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  isAvailable: z.boolean(),
});
export type SoldOutVariant = z.infer<typeof SoldOutVariantSchema>;

/** What an 'Acabou' switch can pause. */
export const PAUSABLE_KINDS = ['produto', 'adicional', 'borda', 'recheio', 'variante'] as const;
export type PausableKind = (typeof PAUSABLE_KINDS)[number];

const PAUSABLE_KIND_LABELS: Record<PausableKind, string> = {
  produto: 'produto',
  adicional: 'adicional',
  borda: 'borda',
  recheio: 'recheio',
  // a drink's variant (decision 052), named 'Opções' in the product dialog
  variante: 'opção',
};

/** One switch that changed, as the pause history lists it (docs/decisions/034). */
const PauseEventSchema = z.object({
  id: z.number().int(),
  itemKind: z.enum(PAUSABLE_KINDS),
  itemName: z.string(),
  isAvailable: z.boolean(),
  actorName: z.string(),
  at: z.string(),
});
export type PauseEvent = z.infer<typeof PauseEventSchema>;
export const PauseHistorySchema = z.object({ events: z.array(PauseEventSchema) });
export type PauseHistory = z.infer<typeof PauseHistorySchema>;

/** 'Acabou: Calabresa (produto), por ana às 20:31' / 'Voltou: Borda Catupiry (borda), …'. */
export function describePauseEvent(event: PauseEvent, timeZone: string): string {
  const what = `${event.itemName} (${PAUSABLE_KIND_LABELS[event.itemKind]})`;
  const when = formatDateTime(event.at, timeZone);
  return `${event.isAvailable ? 'Voltou' : 'Acabou'}: ${what}, por ${event.actorName} em ${when}`;
}

/** 'Sem borda' is the absence of a crust: it cannot run out. */
export const NO_CRUST_SWITCH_ID = 'none';

// ---------------------------------------------------------------- settings and team

/** `GET/PUT /api/admin/settings`: the settings as stored, and when they last changed. */
export const AdminSettingsSchema = z.object({
  settings: StoredEstablishmentSettingsSchema,
  lastUpdated: z.string().nullable(),
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;

export const TeamMemberSchema = AdminUserSchema.extend({ approvedAt: z.string().nullable() });
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export const TeamSchema = z.object({ members: z.array(TeamMemberSchema) });

/** The role an approval gives, or a change of role (decision 039). */
export const StaffRoleChoiceSchema = z
  .object({
    role: z.enum(STAFF_ROLES, { error: 'Escolha a função: Dono, Gerente, Atendente ou Cozinha.' }),
  })
  .strict();
