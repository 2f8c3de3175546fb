import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { LoginSchema, RegisterSchema } from './admin-accounts';
import { ProductInputSchema } from './admin-catalogue';
import { CustomerSchema, ProfileSchema } from './customer';
import { EstablishmentSettingsSchema } from './establishment';
import { PlaceOrderSchema } from './order';
import { installBrazilianPortugueseMessages } from './zod-messages';

/** What zod says in English when a check has no message of its own. */
const ENGLISH =
  /\b(expected|invalid input|too small|too big|must|required|received|unrecognized)\b/i;

/** Inputs that break every kind of check: missing, wrong type, empty, huge, unknown keys. */
const BAD_INPUTS: unknown[] = [
  undefined,
  null,
  {},
  { name: '', phone: 'x', items: [], paymentOptions: [''], extra: 1 },
  {
    name: 'x'.repeat(5_000),
    schedules: { segunda: 42 },
    paymentOptions: Array.from({ length: 50 }, () => 'Pix'),
    socialMedia: { instagram: 1 },
    maxOrderTotalCents: 'muito',
    isActive: 'sim',
    customer: { name: 1 },
    items: [{ productId: -1, size: 'gigante', quantity: 1.5, extraIds: 'x' }],
  },
];

describe('the messages of every schema a person fills in are pt-BR', () => {
  beforeAll(() => {
    installBrazilianPortugueseMessages();
  });

  it.each([
    ['the shop settings', EstablishmentSettingsSchema],
    ['the delivery form', CustomerSchema],
    ['the profile', ProfileSchema],
    ['an order', PlaceOrderSchema],
    ['the product form', ProductInputSchema],
    ['the login', LoginSchema],
    ['the registration', RegisterSchema],
  ] as const)('%s', (_name, schema) => {
    const messages = BAD_INPUTS.flatMap((input) => {
      const result = z.safeParse(schema as z.core.$ZodType, input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    });
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((message) => ENGLISH.test(message))).toEqual([]);
  });

  it('says what is missing or too long in plain words', () => {
    const parse = (schema: z.core.$ZodType, input: unknown) => {
      const result = z.safeParse(schema, input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(parse(z.string().check(z.minLength(1)), '')).toEqual(['Campo obrigatório.']);
    expect(parse(z.string().check(z.maxLength(5)), 'abcdefg')).toEqual([
      'Use no máximo 5 caracteres.',
    ]);
    expect(parse(z.object({ a: z.string() }), {})).toEqual(['Campo obrigatório.']);
    expect(parse(z.int().check(z.minimum(10)), 3)).toEqual(['O valor mínimo é 10.']);
    expect(parse(z.enum(['a', 'b']), 'c')).toEqual(['Escolha uma opção válida.']);
  });
});
