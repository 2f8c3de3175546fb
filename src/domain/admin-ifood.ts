import { z } from 'zod';
import type { CustomerAddress } from './customer';
import type { Fulfilment } from './delivery';
import type { OrderItem } from './order';
import type { OrderStatus } from './order-status';
import type { DiscountLine } from './promotions';

/**
 * iFood's orders on our desk (decision 072), as iFood's Merchant API describes them
 * (developer.ifood.com.br, Order and Events modules): only the fields Forno reads; iFood may add
 * others. Money comes in reais with cents as decimals; we keep cents.
 */

const money = z.number().transform((reais) => Math.round(reais * 100));

export const IfoodEventSchema = z.object({
  id: z.string().min(1),
  code: z.string().min(1),
  fullCode: z.string().default(''),
  orderId: z.string().min(1),
  merchantId: z.string().default(''),
  createdAt: z.string(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type IfoodEvent = z.infer<typeof IfoodEventSchema>;

const IfoodOptionSchema = z.object({
  name: z.string(),
  groupName: z.string().default(''),
  /** The option group's kind for pizzas: SIZE, CRUST (massa), EDGE (borda), TOPPING (sabor). */
  type: z.string().default(''),
  externalCode: z.string().nullish(),
  quantity: z.number().default(1),
  unitPrice: money.default(0),
  addition: money.default(0),
  price: money.default(0),
});

const IfoodItemSchema = z.object({
  name: z.string(),
  externalCode: z.string().nullish(),
  quantity: z.number().int().positive(),
  unitPrice: money,
  price: money.default(0),
  optionsPrice: money.default(0),
  totalPrice: money,
  observations: z.string().nullish(),
  options: z.array(IfoodOptionSchema).default([]),
});

const IfoodBenefitSchema = z.object({
  value: money,
  sponsorshipValues: z.array(z.object({ name: z.string(), value: money })).default([]),
});

export const IfoodOrderSchema = z.object({
  id: z.string(),
  displayId: z.string().default(''),
  orderType: z.string(),
  createdAt: z.string(),
  customer: z.object({
    name: z.string().default('Cliente iFood'),
    phone: z.object({ number: z.string().default(''), localizer: z.string().nullish() }).nullish(),
  }),
  delivery: z
    .object({
      deliveryAddress: z
        .object({
          streetName: z.string().default(''),
          streetNumber: z.string().default(''),
          complement: z.string().nullish(),
          neighborhood: z.string().default(''),
          city: z.string().default(''),
          state: z.string().default(''),
          postalCode: z.string().default(''),
        })
        .nullish(),
    })
    .nullish(),
  items: z.array(IfoodItemSchema).min(1),
  benefits: z.array(IfoodBenefitSchema).default([]),
  total: z.object({
    subTotal: money,
    deliveryFee: money.default(0),
    benefits: money.default(0),
    orderAmount: money,
    additionalFees: money.default(0),
  }),
  payments: z.object({
    prepaid: money.default(0),
    pending: money.default(0),
    methods: z
      .array(
        z.object({
          value: money,
          method: z.string(),
          type: z.string(),
          cash: z.object({ changeFor: money.default(0) }).nullish(),
        }),
      )
      .default([]),
  }),
});
export type IfoodOrder = z.infer<typeof IfoodOrderSchema>;

/** Our product of an iFood item or option whose externalCode is one of ours. */
export interface CatalogueMatch {
  productId: number;
  name: string;
  categorySlug: string;
}

export interface MappedIfoodOrder {
  lines: OrderItem[];
  fulfilment: Fulfilment;
  customer: { name: string; phone: string; address: CustomerAddress };
  subtotalCents: number;
  deliveryFeeCents: number;
  discountCents: number;
  discountLines: DiscountLine[];
  totalCents: number;
  paymentMethod: string;
  changeForCents: number | null;
  /** iFood took the whole amount online: nothing is due at the door. */
  isPrepaid: boolean;
  payment: {
    prepaidCents: number;
    pendingCents: number;
    methods: { method: string; type: string; valueCents: number; changeForCents: number | null }[];
  };
  fees: {
    subtotalCents: number;
    deliveryFeeCents: number;
    benefitsCents: number;
    additionalFeesCents: number;
    orderAmountCents: number;
    benefits: { valueCents: number; sponsors: string[] }[];
  };
}

const FLAVOUR = /sabor|sabores/i;
const EDGE = /borda/i;
const DOUGH = /massa/i;
const SIZE = /tamanho/i;

type OptionKind = 'size' | 'flavour' | 'edge' | 'dough' | 'extra';

function optionKind(option: z.infer<typeof IfoodOptionSchema>): OptionKind {
  const type = option.type.toUpperCase();
  if (type === 'SIZE' || SIZE.test(option.groupName)) return 'size';
  if (type === 'TOPPING' || FLAVOUR.test(option.groupName)) return 'flavour';
  if (type === 'EDGE' || EDGE.test(option.groupName)) return 'edge';
  if (type === 'CRUST' || DOUGH.test(option.groupName)) return 'dough';
  return 'extra';
}

/** A half's name as the desk prints it: '1/2 Calabresa' for one of two flavours. */
function flavourName(name: string, count: number): string {
  return count > 1 ? `1/${count} ${name}` : name;
}

/**
 * One iFood item as our order line, at iFood's prices: a pizza's flavours become its halves (the
 * first is the line's product, the others its extra flavours), its edge our crust, its size the
 * line's size name, its dough a note, anything else an extra. Items and flavours whose
 * externalCode is one of our products keep that product; the others keep iFood's names.
 */
function mapItem(
  item: z.infer<typeof IfoodItemSchema>,
  catalogue: ReadonlyMap<string, CatalogueMatch>,
): OrderItem {
  const match = (code: string | null | undefined) => (code ? (catalogue.get(code) ?? null) : null);
  const byKind = (kind: OptionKind) => item.options.filter((o) => optionKind(o) === kind);
  const flavours = byKind('flavour');
  const edge = byKind('edge')[0] ?? null;
  const size = byKind('size')[0] ?? null;
  const dough = byKind('dough')[0] ?? null;
  const itemMatch = match(item.externalCode);
  const first = flavours[0] ?? null;
  const firstMatch = first ? match(first.externalCode) : null;
  const product = firstMatch ?? itemMatch;
  const notes = [dough ? `Massa: ${dough.name}` : '', item.observations ?? '']
    .filter(Boolean)
    .join(' · ');
  return {
    productId: product?.productId ?? null,
    productName: first
      ? flavourName(firstMatch?.name ?? first.name, flavours.length)
      : (itemMatch?.name ?? item.name),
    categorySlug: product?.categorySlug ?? 'ifood',
    size: 'normal',
    sizeName: size?.name ?? (first ? item.name : ''),
    sizeNote: '',
    quantity: item.quantity,
    basePriceCents: item.unitPrice + (first?.price ?? 0),
    extraFlavours: flavours.slice(1).map((flavour) => {
      const found = match(flavour.externalCode);
      return {
        // the snapshot needs an id: 0 is a flavour iFood sold that is not in our catalogue
        productId: found?.productId ?? 0,
        name: flavourName(found?.name ?? flavour.name, flavours.length),
        priceCents: flavour.price,
      };
    }),
    extras: byKind('extra').map((option) => ({
      extraId: null,
      name: option.quantity > 1 ? `${option.quantity}x ${option.name}` : option.name,
      priceCents: option.price,
    })),
    crustId: edge ? (edge.externalCode ?? null) : null,
    crustName: edge?.name ?? null,
    crustPriceCents: edge?.price ?? 0,
    fillingId: null,
    fillingName: null,
    notes,
    lineTotalCents: item.totalPrice,
  };
}

const METHOD_LABELS: Readonly<Record<string, string>> = {
  CASH: 'Dinheiro',
  CREDIT: 'Cartão de crédito',
  DEBIT: 'Cartão de débito',
  MEAL_VOUCHER: 'Vale-refeição',
  FOOD_VOUCHER: 'Vale-alimentação',
  PIX: 'Pix',
  DIGITAL_WALLET: 'Carteira digital',
};

/** 'iFood (pago online)', or how the customer pays at the door ('Dinheiro (na entrega)'). */
export function ifoodPaymentText(methods: MappedIfoodOrder['payment']['methods']): string {
  if (methods.length === 0 || methods.every((method) => method.type === 'ONLINE')) {
    return 'iFood (pago online)';
  }
  return methods
    .map((method) =>
      method.type === 'ONLINE'
        ? 'iFood (pago online)'
        : `${METHOD_LABELS[method.method] ?? method.method} (na entrega)`,
    )
    .join(' + ');
}

export function mapIfoodOrder(
  order: IfoodOrder,
  catalogue: ReadonlyMap<string, CatalogueMatch>,
): MappedIfoodOrder {
  const address = order.delivery?.deliveryAddress;
  const methods = order.payments.methods.map((method) => ({
    method: method.method,
    type: method.type,
    valueCents: method.value,
    changeForCents: method.cash && method.cash.changeFor > 0 ? method.cash.changeFor : null,
  }));
  const phoneDigits = (order.customer.phone?.number ?? '').replace(/\D/g, '');
  const localizer = (order.customer.phone?.localizer ?? '').replace(/\D/g, '');
  return {
    lines: order.items.map((item) => mapItem(item, catalogue)),
    fulfilment: order.orderType === 'DELIVERY' ? 'entrega' : 'retirada',
    customer: {
      name: order.customer.name,
      // iFood's masked number and the order's localizer (the code the call asks for)
      phone: `${phoneDigits}${localizer}` || `ifood${order.id.slice(0, 8)}`,
      address: {
        cep: (address?.postalCode ?? '').replace(/\D/g, ''),
        street: address?.streetName ?? '',
        number: address?.streetNumber ?? '',
        complement: address?.complement ?? '',
        district: address?.neighborhood ?? '',
        city: address?.city ?? '',
        state: address?.state ?? '',
      },
    },
    subtotalCents: order.total.subTotal,
    deliveryFeeCents: order.total.deliveryFee,
    discountCents: order.total.benefits,
    discountLines:
      order.total.benefits > 0
        ? [{ source: 'offer', name: 'Desconto iFood', amountCents: order.total.benefits }]
        : [],
    totalCents: order.total.orderAmount,
    paymentMethod: ifoodPaymentText(methods),
    changeForCents:
      methods.find((method) => method.changeForCents !== null)?.changeForCents ?? null,
    isPrepaid: order.payments.pending === 0,
    payment: {
      prepaidCents: order.payments.prepaid,
      pendingCents: order.payments.pending,
      methods,
    },
    fees: {
      subtotalCents: order.total.subTotal,
      deliveryFeeCents: order.total.deliveryFee,
      benefitsCents: order.total.benefits,
      additionalFeesCents: order.total.additionalFees,
      orderAmountCents: order.total.orderAmount,
      benefits: order.benefits.map((benefit) => ({
        valueCents: benefit.value,
        sponsors: benefit.sponsorshipValues.filter((s) => s.value > 0).map((s) => s.name),
      })),
    },
  };
}

// ——— what our desk tells iFood ———

/** The order actions of iFood's Order API, each sent at most once per order. */
export type IfoodStep =
  'confirm' | 'startPreparation' | 'readyToPickup' | 'dispatch' | 'requestCancellation';

/**
 * The steps that bring iFood up to our order's current status, in order, leaving out those
 * already sent: notices may run out of order (decision 071), so each run sends what is still due.
 * A pickup order is 'readyToPickup' when it leaves our flow; a delivery is dispatched.
 */
export function ifoodStepsDue(
  status: OrderStatus,
  orderType: string,
  sent: readonly string[],
): IfoodStep[] {
  if (status === 'rejeitado') {
    return sent.includes('requestCancellation') ? [] : ['requestCancellation'];
  }
  const flow: IfoodStep[] = ['confirm', 'startPreparation'];
  const last: IfoodStep = orderType === 'DELIVERY' ? 'dispatch' : 'readyToPickup';
  const reached: Record<OrderStatus, number> = {
    pendente: 0,
    aprovado: 1,
    'em preparo': 2,
    'saiu para entrega': 3,
    entregue: 3,
    finalizado: 3,
    rejeitado: 0,
  };
  return [...flow, last].slice(0, reached[status]).filter((step) => !sent.includes(step));
}

// ——— the settings card and the desk ———

const IFOOD_AUTHORIZATION_CODE_MAX = 200;

export const IfoodSettingsSchema = z.object({
  /** The app's credentials are set on the server (IFOOD_CLIENT_ID, IFOOD_CLIENT_SECRET). */
  isAvailable: z.boolean(),
  status: z.enum(['desconectado', 'aguardando', 'conectado']),
  /** The link code to type in iFood's partner portal, while 'aguardando'. */
  userCode: z.string().nullable(),
  verificationUrl: z.string().nullable(),
  merchantId: z.string().nullable(),
  merchantName: z.string().nullable(),
  /** The token, masked ('••••3f2a'): never the token itself (decision 060). */
  tokenSummary: z.string().nullable(),
  connectedAt: z.string().nullable(),
  lastPolledAt: z.string().nullable(),
});
export type IfoodSettings = z.infer<typeof IfoodSettingsSchema>;

export const IfoodConnectSchema = z.object({
  authorizationCode: z
    .string()
    .trim()
    .min(1, 'Cole o código de autorização que o Portal do Parceiro mostrou.')
    .max(IFOOD_AUTHORIZATION_CODE_MAX, 'Código de autorização longo demais.'),
});

export const IfoodCancellationReasonSchema = z.object({
  code: z.string(),
  description: z.string(),
});
export type IfoodCancellationReason = z.infer<typeof IfoodCancellationReasonSchema>;

export const IfoodStoreStatusSchema = z.object({
  connected: z.boolean(),
  /** iFood's state: OK (open), WARNING (open with limits), CLOSED, ERROR. */
  state: z.string().nullable(),
  isOpen: z.boolean(),
  message: z.string().nullable(),
});
export type IfoodStoreStatus = z.infer<typeof IfoodStoreStatusSchema>;

/** What the desk shows of the store's state on iFood. */
export function ifoodStoreStatusText(status: IfoodStoreStatus): string {
  if (!status.connected) return 'iFood não conectado';
  if (status.state === null) return 'iFood: sem resposta';
  return status.isOpen ? 'iFood: loja aberta' : 'iFood: loja fechada';
}

/** '••••3f2a': the end of a token, enough to tell two apart. */
export function maskToken(token: string): string {
  return `••••${token.slice(-4)}`;
}

/** The history's actor of what iFood did to an order. */
export const IFOOD_ACTOR_NAME = 'iFood';
