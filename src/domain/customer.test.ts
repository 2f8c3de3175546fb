import { describe, expect, it } from 'vitest';
import {
  composeAddress,
  CustomerSchema,
  EMPTY_ADDRESS_TEXT,
  maskCep,
  maskPhone,
  ProfileSchema,
  type CustomerInput,
} from './customer';

const valid: CustomerInput = {
  name: 'Maria Silva',
  phone: '(11) 98765-4321',
  cep: '01310-100',
  street: 'Av. Paulista',
  number: '1000',
  complement: 'apto 12',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

/** The first message per field, as the form shows it. */
function errors(schema: typeof CustomerSchema | typeof ProfileSchema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    messages[field] ??= issue.message;
  }
  return messages;
}

describe('CustomerSchema (delivery form, docs/product/rules.md#customer-data)', () => {
  it('accepts a complete form, trimmed, with phone and CEP as digits', () => {
    const parsed = CustomerSchema.parse({
      ...valid,
      name: '  Maria Silva ',
      street: ' Av. Paulista ',
      number: ' 1000',
      complement: ' apto 12 ',
      district: 'Bela Vista ',
      city: ' São Paulo',
      state: ' sp ',
    });
    expect(parsed).toEqual({
      name: 'Maria Silva',
      phone: '11987654321',
      cep: '01310100',
      street: 'Av. Paulista',
      number: '1000',
      complement: 'apto 12',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
  });

  it('accepts a 10-digit landline and no complement', () => {
    const { complement: _c, ...withoutComplement } = valid;
    const parsed = CustomerSchema.parse({ ...withoutComplement, phone: '(11) 3456-7890' });
    expect(parsed.phone).toBe('1134567890');
    expect(parsed.complement).toBe('');
  });

  it('gives every required field its own message', () => {
    const empty = {
      name: ' ',
      phone: '',
      cep: '',
      street: '',
      number: '',
      complement: '',
      district: '',
      city: '',
      state: '',
    };
    expect(errors(CustomerSchema, empty)).toEqual({
      name: 'Nome é obrigatório',
      phone: 'Telefone inválido',
      cep: 'Informe o CEP',
      street: 'Rua é obrigatória',
      number: 'Número é obrigatório',
      district: 'Bairro é obrigatório',
      city: 'Cidade é obrigatória',
      state: 'Estado é obrigatório',
    });
  });

  it('wants at least 10 phone digits and at most 11', () => {
    expect(errors(CustomerSchema, { ...valid, phone: '(11) 3456-789' })).toEqual({
      phone: 'Telefone inválido',
    });
    expect(errors(CustomerSchema, { ...valid, phone: '11 98765-43210' })).toEqual({
      phone: 'Telefone inválido',
    });
  });

  it('wants exactly 8 CEP digits', () => {
    expect(errors(CustomerSchema, { ...valid, cep: '01310-10' })).toEqual({ cep: 'CEP inválido' });
    expect(errors(CustomerSchema, { ...valid, cep: '01310-1000' })).toEqual({
      cep: 'CEP inválido',
    });
  });

  it('keeps the state to 2 letters', () => {
    expect(errors(CustomerSchema, { ...valid, state: 'SPX' })).toEqual({
      state: 'Estado inválido',
    });
  });

  it.each(['S1', '1A', 'XX', '..', 'S'])(
    'refuses %s, which is no UF, as "Estado inválido"',
    (uf) => {
      expect(errors(CustomerSchema, { ...valid, state: uf })).toEqual({ state: 'Estado inválido' });
    },
  );

  it('takes any of the 27 UFs, in any case', () => {
    expect(CustomerSchema.parse({ ...valid, state: 'df' }).state).toBe('DF');
    expect(CustomerSchema.parse({ ...valid, state: 'To' }).state).toBe('TO');
  });
});

describe('ProfileSchema (profile save, docs/product/rules.md#customer-data)', () => {
  it('accepts a valid profile', () => {
    expect(ProfileSchema.safeParse(valid).success).toBe(true);
  });

  it('has the profile’s own messages', () => {
    expect(errors(ProfileSchema, { ...valid, name: 'Al', phone: '1234', cep: '123' })).toEqual({
      name: 'Nome deve ter pelo menos 3 caracteres',
      phone: 'Telefone deve ter pelo menos 10 dígitos numéricos',
      cep: 'CEP deve ter 8 dígitos numéricos',
    });
  });

  it('counts the name after trimming and still says an empty name is required', () => {
    expect(errors(ProfileSchema, { ...valid, name: '  Al  ' })).toEqual({
      name: 'Nome deve ter pelo menos 3 caracteres',
    });
    expect(errors(ProfileSchema, { ...valid, name: '' })).toEqual({
      name: 'Nome é obrigatório',
    });
  });
});

describe('composeAddress (docs/product/data.md#customer, docs/product/rules.md#customer-data)', () => {
  const parts = CustomerSchema.parse(valid);

  it("reads 'rua, numero - complemento, bairro, cidade/estado, CEP: cep'", () => {
    expect(composeAddress(parts)).toBe(
      'Av. Paulista, 1000 - apto 12, Bela Vista, São Paulo/SP, CEP: 01310-100',
    );
  });

  it('leaves the complement out when there is none', () => {
    expect(composeAddress({ ...parts, complement: '' })).toBe(
      'Av. Paulista, 1000, Bela Vista, São Paulo/SP, CEP: 01310-100',
    );
  });

  it("says 'Endereço não informado' when every part is empty", () => {
    const empty = {
      street: '',
      number: '',
      complement: '',
      district: '',
      city: '',
      state: '',
      cep: '',
    };
    expect(composeAddress(empty)).toBe('Endereço não informado');
    expect(EMPTY_ADDRESS_TEXT).toBe('Endereço não informado');
  });
});

describe('input masks (docs/product/rules.md#customer-data)', () => {
  it('masks a phone while it is typed: (99) 99999-9999', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('1198765')).toBe('(11) 9876-5');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
  });

  it('ignores what is not a digit and stops at 11 digits', () => {
    expect(maskPhone('(11) 98765-43219999')).toBe('(11) 98765-4321');
    expect(maskPhone('abc')).toBe('');
  });

  it('masks a CEP while it is typed: 99999-999', () => {
    expect(maskCep('')).toBe('');
    expect(maskCep('0131')).toBe('0131');
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01310-1009')).toBe('01310-100');
  });
});
