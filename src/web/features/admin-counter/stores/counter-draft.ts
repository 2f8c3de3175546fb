import { useCallback, useState } from 'react';
import { z } from 'zod/mini';
import {
  STAFF_ORDER_SOURCES,
  type CounterCustomer,
  type StaffOrderInput,
} from '../../../../domain/admin-counter';
import { cartItemRequest } from '../../../../domain/cart';
import { CartSchema } from '../../../../domain/cart-schema';
import { AddressPartsSchema, type CustomerAddress } from '../../../../domain/customer';
import { FULFILMENTS, hasDelivery } from '../../../../domain/delivery';
import { formatCep, onlyDigits } from '../../../../domain/formats';
import { readStoredWith, removeStored, writeStored } from '../../../lib/local-store';

/**
 * The 'Novo pedido' being typed (docs/decisions/056), kept on this device until it is placed: a
 * failed request, a reload or a closed tab loses nothing, and the order's key stays the same, so
 * confirming again never makes a second order.
 */
const COUNTER_DRAFT_KEY = 'forno.admin.counter-draft';

const CounterDraftSchema = z.object({
  key: z.string(),
  source: z.enum(STAFF_ORDER_SOURCES),
  phone: z.string(),
  name: z.string(),
  address: AddressPartsSchema,
  fulfilment: z.enum(FULFILMENTS),
  tableLabel: z.string(),
  lines: CartSchema,
  paymentMethod: z.string(),
  changeForCents: z.nullable(z.number()),
  couponCode: z.string(),
  scheduledFor: z.nullable(z.string()),
});
export type CounterDraft = z.infer<typeof CounterDraftSchema>;

const EMPTY_ADDRESS: CustomerAddress = {
  cep: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
};

/** The address form of a delivery, in the order a person reads an address out. */
export const ADDRESS_FIELDS: readonly {
  key: keyof CustomerAddress;
  label: string;
  span: string;
}[] = [
  { key: 'cep', label: 'CEP', span: 'col-span-5' },
  { key: 'street', label: 'Rua', span: 'col-span-7' },
  { key: 'number', label: 'Número', span: 'col-span-3' },
  { key: 'complement', label: 'Complemento', span: 'col-span-9' },
  { key: 'district', label: 'Bairro', span: 'col-span-6' },
  { key: 'city', label: 'Cidade', span: 'col-span-4' },
  { key: 'state', label: 'UF', span: 'col-span-2' },
];

/** 16 random bytes in base64url: the order's Idempotency-Key. */
function newOrderKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function emptyDraft(): CounterDraft {
  return {
    key: newOrderKey(),
    source: 'telefone',
    phone: '',
    name: '',
    address: { ...EMPTY_ADDRESS },
    fulfilment: 'entrega',
    tableLabel: '',
    lines: [],
    paymentMethod: '',
    changeForCents: null,
    couponCode: '',
    scheduledFor: null,
  };
}

function readDraft(): CounterDraft {
  return readStoredWith(COUNTER_DRAFT_KEY, emptyDraft(), (raw) => {
    try {
      const parsed = CounterDraftSchema.safeParse(JSON.parse(raw));
      return parsed.success
        ? { value: parsed.data, hadBadData: false }
        : { value: emptyDraft(), hadBadData: true };
    } catch {
      return { value: emptyDraft(), hadBadData: true };
    }
  });
}

export function clearCounterDraft(): void {
  removeStored(COUNTER_DRAFT_KEY);
}

type DraftChange = Partial<CounterDraft> | ((current: CounterDraft) => CounterDraft) | null;

/** The draft and its one way to change: a patch, a function of it, or null for a new one. */
export function useCounterDraft(): [CounterDraft, (change: DraftChange) => void] {
  const [draft, setDraft] = useState(readDraft);
  const update = useCallback((change: DraftChange) => {
    setDraft((current) => {
      const next =
        change === null
          ? emptyDraft()
          : typeof change === 'function'
            ? change(current)
            : { ...current, ...change };
      writeStored(COUNTER_DRAFT_KEY, next);
      return next;
    });
  }, []);
  return [draft, update];
}

export function isAddressEmpty(address: CustomerAddress): boolean {
  return Object.values(address).every((value) => value.trim() === '');
}

export function addressFromCustomer(
  customer: NonNullable<CounterCustomer['customer']>,
): CustomerAddress {
  return { ...customer.address, cep: formatCep(customer.address.cep) };
}

/** The request the draft makes (the server checks and prices all of it). */
export function staffOrderOf(draft: CounterDraft): StaffOrderInput {
  const isDelivery = hasDelivery(draft.fulfilment);
  return {
    customer: {
      name: draft.name.trim(),
      phone: onlyDigits(draft.phone),
      ...(isDelivery ? draft.address : {}),
    },
    items: draft.lines.map(cartItemRequest),
    source: draft.source,
    fulfilment: draft.fulfilment,
    tableLabel: draft.fulfilment === 'mesa' ? draft.tableLabel.trim() : null,
    paymentMethod: draft.paymentMethod,
    changeForCents: draft.paymentMethod === 'Dinheiro' ? validCents(draft.changeForCents) : null,
    couponCode: draft.couponCode.trim() === '' ? null : draft.couponCode.trim(),
    scheduledFor: draft.scheduledFor,
  };
}

function validCents(cents: number | null): number | null {
  return cents !== null && Number.isInteger(cents) && cents > 0 ? cents : null;
}

/** The request to price once the draft has what the server needs; null before. */
export function readyToQuote(draft: CounterDraft): StaffOrderInput | null {
  if (draft.lines.length === 0 || draft.paymentMethod === '') return null;
  if (onlyDigits(draft.phone).length < 10 || draft.name.trim() === '') return null;
  return staffOrderOf(draft);
}
