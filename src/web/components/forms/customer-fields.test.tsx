import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerSchema, type Customer, type CustomerInput } from '../../../domain/customer';
import { CustomerFields, EMPTY_CUSTOMER } from './customer-fields';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Form({
  onValid,
  children,
}: {
  onValid: (customer: Customer) => void;
  children: ReactNode;
}) {
  const form = useForm<CustomerInput, unknown, Customer>({
    resolver: zodResolver(CustomerSchema),
    defaultValues: EMPTY_CUSTOMER,
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        {children}
        <button type="submit">Enviar</button>
      </form>
    </FormProvider>
  );
}

function renderFields(cepLookup: 'on-complete' | 'on-blur' = 'on-complete') {
  const onValid = vi.fn();
  render(
    <Form onValid={onValid}>
      <CustomerFields idPrefix="t" cepLookup={cepLookup} />
    </Form>,
  );
  return { onValid };
}

/** The API's answer to every CEP lookup. */
function answerCepLookups(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('CustomerFields: a name past 100 characters', () => {
  it('keeps every character and says so at the field, and the form is not sent', async () => {
    const user = userEvent.setup();
    const { onValid } = renderFields();
    const name = screen.getByLabelText('Nome');
    const long = `Maria ${'da Silva '.repeat(12)}`.trim();
    expect(long.length).toBeGreaterThan(100);
    await user.click(name);
    await user.paste(long);
    // not cut: the customer sees what they typed, and why it cannot go
    expect(name).toHaveValue(long);
    expect(screen.getByText('Nome deve ter no máximo 100 caracteres')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Nome deve ter no máximo 100 caracteres');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Nome deve ter no máximo 100 caracteres')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('clears the message once the name is short enough again', async () => {
    const user = userEvent.setup();
    renderFields();
    const name = screen.getByLabelText('Nome');
    await user.click(name);
    await user.paste('a'.repeat(101));
    expect(screen.getByText('Nome deve ter no máximo 100 caracteres')).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(name).toHaveValue('a'.repeat(100));
    expect(screen.queryByText('Nome deve ter no máximo 100 caracteres')).toBeNull();
  });

  it('does the same for the address fields, in their own words', async () => {
    const user = userEvent.setup();
    renderFields();
    await user.click(screen.getByLabelText('Rua'));
    await user.paste('R'.repeat(121));
    expect(screen.getByText('Rua deve ter no máximo 120 caracteres')).toBeInTheDocument();
  });
});

describe('CustomerFields: the CEP lookup', () => {
  it('fills the address from the CEP', async () => {
    answerCepLookups(200, {
      cep: '01310100',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    const user = userEvent.setup();
    renderFields();
    await user.type(screen.getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(screen.getByLabelText('Rua')).toHaveValue('Avenida Paulista'));
    expect(screen.getByLabelText('Estado')).toHaveValue('SP');
  });

  it('with the postal services down, says so and moves the focus to Rua', async () => {
    const fetch = answerCepLookups(503, {
      error: { code: 'CEP_UNAVAILABLE', message: 'Não foi possível buscar o CEP agora.' },
    });
    const user = userEvent.setup();
    renderFields();
    const cep = screen.getByLabelText('CEP');
    await user.type(cep, '01310100');
    const message = await screen.findByText(
      'Não foi possível buscar o CEP agora. Preencha o endereço.',
    );
    expect(message).toHaveAttribute('role', 'status');
    const street = screen.getByLabelText('Rua');
    await waitFor(() => expect(street).toHaveFocus());
    // read out when Rua gets the focus
    expect(street).toHaveAccessibleDescription(
      'Não foi possível buscar o CEP agora. Preencha o endereço.',
    );
    expect(cep).toHaveAttribute('aria-invalid', 'false');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('without a connection, says the same', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const user = userEvent.setup();
    renderFields();
    await user.type(screen.getByLabelText('CEP'), '01310100');
    expect(
      await screen.findByText('Não foi possível buscar o CEP agora. Preencha o endereço.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Rua')).toHaveFocus());
  });

  it("a CEP that does not exist is the spec's 'CEP inválido' at the CEP, and the focus stays", async () => {
    answerCepLookups(404, { error: { code: 'CEP_NOT_FOUND', message: 'CEP inválido' } });
    const user = userEvent.setup();
    renderFields();
    const cep = screen.getByLabelText('CEP');
    await user.type(cep, '99999999');
    expect(await screen.findByText('CEP inválido')).toBeInTheDocument();
    expect(cep).toHaveFocus();
    expect(
      screen.queryByText('Não foi possível buscar o CEP agora. Preencha o endereço.'),
    ).toBeNull();
  });
});
