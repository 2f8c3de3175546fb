import { z } from 'zod/mini';
import { CEP_DIGITS, formatCep, MIN_PHONE_DIGITS, onlyDigits } from './formats';

/** Field limits: generous for real addresses, small enough to refuse abuse. */
const NAME_MAX = 100;
const STREET_MAX = 120;
const HOUSE_NUMBER_MAX = 20;
const COMPLEMENT_MAX = 80;
const DISTRICT_MAX = 80;
const CITY_MAX = 80;
const STATE_LENGTH = 2; // docs/product/limits.md#formats: UF 2 characters
const MAX_PHONE_DIGITS = 11; // (99) 99999-9999
const PROFILE_NAME_MIN = 3; // docs/product/limits.md#formats: name minimum 3 characters in profile save
/** The 26 states and the Distrito Federal: a UF is one of these two letters, nothing else. */
const BRAZILIAN_STATES: readonly string[] = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
];

/**
 * The free-text fields of the form and their limits, with the message a field shows past its limit
 * (in the spec's words for the other checks: 'Nome deve ter pelo menos 3 caracteres'). The form
 * shows it while typing instead of cutting the text; the schema refuses the same.
 */
export const CUSTOMER_TEXT_LIMITS = {
  name: { max: NAME_MAX, label: 'Nome' },
  street: { max: STREET_MAX, label: 'Rua' },
  number: { max: HOUSE_NUMBER_MAX, label: 'Número' },
  complement: { max: COMPLEMENT_MAX, label: 'Complemento' },
  district: { max: DISTRICT_MAX, label: 'Bairro' },
  city: { max: CITY_MAX, label: 'Cidade' },
} as const;
export type CustomerTextField = keyof typeof CUSTOMER_TEXT_LIMITS;

function tooLongText(field: CustomerTextField): string {
  const { max, label } = CUSTOMER_TEXT_LIMITS[field];
  return `${label} deve ter no máximo ${max} caracteres`;
}

/** The message for a value past its field's limit (counted as sent: trimmed), else null. */
export function customerTextTooLong(field: CustomerTextField, value: string): string | null {
  return value.trim().length > CUSTOMER_TEXT_LIMITS[field].max ? tooLongText(field) : null;
}

const text = (field: CustomerTextField) =>
  z.string().check(z.trim(), z.maxLength(CUSTOMER_TEXT_LIMITS[field].max, tooLongText(field)));

/** A masked value ('(11) 98765-4321', '01310-100') reduced to its digits, then checked. */
const digits = (schema: z.ZodMiniString<string>) =>
  z.pipe(z.pipe(z.string(), z.transform(onlyDigits)), schema);

/**
 * The delivery form and the profile (docs/product/rules.md#customer-data): one schema for the form, the API client and the
 * route. Phone and CEP may come masked; they leave the schema as digits.
 */
export const CustomerSchema = z.object({
  name: text('name').check(z.minLength(1, 'Nome é obrigatório')),
  phone: digits(
    z
      .string()
      .check(
        z.minLength(MIN_PHONE_DIGITS, 'Telefone inválido'),
        z.maxLength(MAX_PHONE_DIGITS, 'Telefone inválido'),
      ),
  ),
  cep: digits(
    z.string().check(z.minLength(1, 'Informe o CEP'), z.length(CEP_DIGITS, 'CEP inválido')),
  ),
  street: text('street').check(z.minLength(1, 'Rua é obrigatória')),
  number: text('number').check(z.minLength(1, 'Número é obrigatório')),
  complement: z._default(text('complement'), ''),
  district: text('district').check(z.minLength(1, 'Bairro é obrigatório')),
  city: text('city').check(z.minLength(1, 'Cidade é obrigatória')),
  state: z.pipe(
    z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Estado é obrigatório'),
          z.maxLength(STATE_LENGTH, 'Estado inválido'),
        ),
      z.transform((uf: string) => uf.toUpperCase()),
    ),
    z.string().check(z.refine((uf) => BRAZILIAN_STATES.includes(uf), 'Estado inválido')),
  ),
});
export type CustomerInput = z.input<typeof CustomerSchema>;
export type Customer = z.output<typeof CustomerSchema>;

/** An address field that may stay empty: a pickup order needs no address (docs/decisions/022). */
const optionalText = (field: CustomerTextField) => z._default(text(field), '');

/**
 * The customer of an order: name and phone always; the address as `CustomerSchema` checks it for a
 * delivery (the order's own schema demands it then), and left empty for a pickup at the counter.
 */
export const OrderCustomerSchema = z.object({
  name: CustomerSchema.shape.name,
  phone: CustomerSchema.shape.phone,
  cep: z._default(
    digits(z.string().check(z.refine((d) => d === '' || d.length === CEP_DIGITS, 'CEP inválido'))),
    '',
  ),
  street: optionalText('street'),
  number: optionalText('number'),
  complement: optionalText('complement'),
  district: optionalText('district'),
  city: optionalText('city'),
  state: z._default(
    z.pipe(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(STATE_LENGTH, 'Estado inválido')),
        z.transform((uf: string) => uf.toUpperCase()),
      ),
      z
        .string()
        .check(z.refine((uf) => uf === '' || BRAZILIAN_STATES.includes(uf), 'Estado inválido')),
    ),
    '',
  ),
});

/** A pickup order keeps no address: what the form held for a delivery is not the order's. */
export function withoutAddress(customer: Customer): Customer {
  return {
    name: customer.name,
    phone: customer.phone,
    cep: '',
    street: '',
    number: '',
    complement: '',
    district: '',
    city: '',
    state: '',
  };
}

/** docs/product/rules.md#customer-data: the profile's own, stricter checks on top of the delivery form's. */
export const ProfileSchema = z.extend(CustomerSchema, {
  name: text('name').check(
    z.minLength(1, 'Nome é obrigatório'),
    z.minLength(PROFILE_NAME_MIN, 'Nome deve ter pelo menos 3 caracteres'),
  ),
  phone: digits(
    z
      .string()
      .check(
        z.minLength(MIN_PHONE_DIGITS, 'Telefone deve ter pelo menos 10 dígitos numéricos'),
        z.maxLength(MAX_PHONE_DIGITS, 'Telefone inválido'),
      ),
  ),
  cep: digits(z.string().check(z.length(CEP_DIGITS, 'CEP deve ter 8 dígitos numéricos'))),
});

export const EMPTY_ADDRESS_TEXT = 'Endereço não informado';

/** The address fields of a customer: what the customer row and an order's snapshot keep. */
export type CustomerAddress = Pick<
  Customer,
  'cep' | 'street' | 'number' | 'complement' | 'district' | 'city' | 'state'
>;

/** The address fields of a customer as an answer carries them, for a screen to fill or show. */
export const AddressPartsSchema = z.object({
  cep: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
});

/** Only the address fields of a customer (or anything that has them). */
export function addressParts(customer: CustomerAddress): CustomerAddress {
  const { cep, street, number, complement, district, city, state } = customer;
  return { cep, street, number, complement, district, city, state };
}

/** docs/product/data.md#customer: 'rua, numero[ - complemento], bairro, cidade/estado, CEP: cep'. */
export function composeAddress(parts: CustomerAddress): string {
  const streetLine = [parts.street, parts.number].filter(Boolean).join(', ');
  const withComplement = parts.complement ? `${streetLine} - ${parts.complement}` : streetLine;
  const cityLine = [parts.city, parts.state].filter(Boolean).join('/');
  const pieces = [
    withComplement,
    parts.district,
    cityLine,
    parts.cep ? `CEP: ${formatCep(parts.cep)}` : '',
  ].filter(Boolean);
  return pieces.length > 0 ? pieces.join(', ') : EMPTY_ADDRESS_TEXT;
}

/** Input masks of docs/product/rules.md#customer-data: (99) 99999-9999 and 99999-999, applied while typing. */
export function maskPhone(value: string): string {
  const d = onlyDigits(value).slice(0, MAX_PHONE_DIGITS);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

export function maskCep(value: string): string {
  const d = onlyDigits(value).slice(0, CEP_DIGITS);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/** What a CEP lookup fills in (docs/product/data.md#address-lookup-result, in our names). */
export const CepLookupSchema = z.object({
  cep: z.string(),
  street: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
});
export type CepLookup = z.infer<typeof CepLookupSchema>;
