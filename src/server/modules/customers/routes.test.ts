import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../../db/schema';
import type { CustomerInput } from '../../../domain/customer';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';

const JOAO: CustomerInput = {
  name: 'João Pereira',
  phone: '(11) 91234-5678',
  cep: '04538-133',
  street: 'Avenida Brigadeiro Faria Lima',
  number: '3477',
  complement: '',
  district: 'Itaim Bibi',
  city: 'São Paulo',
  state: 'SP',
};

describe(`PUT /api/customers on ${testDbKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const saveProfile = (payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/customers', payload: payload as CustomerInput });

  const countCustomers = async () =>
    (await t.database.db.select({ n: count() }).from(customers))[0]?.n ?? 0;

  it('creates the customer of a new phone and answers only the id', async () => {
    const res = await saveProfile(JOAO);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ customerId: number }>();
    // Nothing else about people leaves the server without an admin session (PRODUCT.md).
    expect(body).toEqual({ customerId: expect.any(Number) });
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, body.customerId));
    expect(row).toMatchObject({
      phone: '11912345678',
      name: 'João Pereira',
      address: 'Avenida Brigadeiro Faria Lima, 3477, Itaim Bibi, São Paulo/SP, CEP: 04538-133',
      cep: '04538133',
      complement: '',
    });
  });

  it('updates the same customer when the phone comes again, however it is written', async () => {
    const first = (await saveProfile(JOAO)).json<{ customerId: number }>();
    const before = await countCustomers();
    const res = await saveProfile({
      ...JOAO,
      name: '  João P. Pereira  ',
      phone: '11912345678',
      number: '100',
      complement: 'Sala 5',
      state: 'sp',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ customerId: first.customerId });
    expect(await countCustomers()).toBe(before);
    const rows = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.phone, '11912345678'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'João P. Pereira',
      number: '100',
      complement: 'Sala 5',
      state: 'SP',
      address:
        'Avenida Brigadeiro Faria Lima, 100 - Sala 5, Itaim Bibi, São Paulo/SP, CEP: 04538-133',
    });
  });

  // spec §5: the profile's messages, word for word.
  it.each<[string, Partial<CustomerInput>, string]>([
    ['no name', { name: '' }, 'Nome é obrigatório'],
    ['a name of two letters', { name: 'Jo' }, 'Nome deve ter pelo menos 3 caracteres'],
    [
      'a phone of 9 digits',
      { phone: '(11) 9123-456' },
      'Telefone deve ter pelo menos 10 dígitos numéricos',
    ],
    ['a phone of 12 digits', { phone: '551191234567' }, 'Telefone inválido'],
    ['a CEP of 7 digits', { cep: '04538-13' }, 'CEP deve ter 8 dígitos numéricos'],
    ['no street', { street: ' ' }, 'Rua é obrigatória'],
    ['no number', { number: '' }, 'Número é obrigatório'],
    ['no district', { district: '' }, 'Bairro é obrigatório'],
    ['no city', { city: '' }, 'Cidade é obrigatória'],
    ['no state', { state: '' }, 'Estado é obrigatório'],
    ['a state of 3 letters', { state: 'SPX' }, 'Estado inválido'],
  ])('refuses %s with 400 and the message of the field', async (_name, change, message) => {
    const before = await countCustomers();
    const res = await saveProfile({ ...JOAO, phone: '(21) 93333-4444', ...change });
    expect(res.statusCode).toBe(400);
    const { error } = res.json<{
      error: { code: string; details: { path: string; message: string }[] };
    }>();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details.map((d) => d.message)).toContain(message);
    expect(await countCustomers()).toBe(before);
  });

  it('refuses a body that is not a profile with 400', async () => {
    const res = await saveProfile({ phone: '11912345678' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_ERROR');
  });
});
