import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DeliveryFormModule from '../components/delivery-form';
import {
  backUpForm,
  clearFormBackup,
  CUSTOMER_FORM_BACKUP_KEY,
  readFormBackup,
  type DeliveryFormBackup,
} from './form-backup';

const TYPED: DeliveryFormBackup = {
  name: 'Ana Souza',
  phone: '(11) 98765-4321',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  paymentMethod: 'Dinheiro',
  changeFor: '100,00',
  fulfilment: 'entrega',
  deliveryZoneId: '',
  marketingOptIn: false,
};

const stored = () =>
  JSON.parse(window.sessionStorage.getItem(CUSTOMER_FORM_BACKUP_KEY) ?? 'null') as unknown;

describe('the delivery form backup (docs/product/device-and-server.md#device-storage, customerFormBackup)', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('keeps every field, payment and change included, in session storage', () => {
    backUpForm(TYPED);
    expect(stored()).toEqual(TYPED);
    expect(readFormBackup()).toEqual(TYPED);
  });

  it('keeps a field the form has not reported as empty', () => {
    backUpForm({ name: 'Ana', changeFor: undefined });
    expect(readFormBackup()).toEqual({
      ...Object.fromEntries(Object.keys(TYPED).map((k) => [k, ''])),
      name: 'Ana',
      marketingOptIn: false,
    });
  });

  it('reads a backup made before delivery and pickup as a delivery with no bairro picked', () => {
    const { fulfilment: _f, deliveryZoneId: _z, marketingOptIn: _m, ...older } = TYPED;
    window.sessionStorage.setItem(CUSTOMER_FORM_BACKUP_KEY, JSON.stringify(older));
    expect(readFormBackup()).toEqual({
      ...older,
      fulfilment: '',
      deliveryZoneId: '',
      marketingOptIn: false,
    });
  });

  it('is gone once cleared, and reads as nothing', () => {
    backUpForm(TYPED);
    clearFormBackup();
    expect(window.sessionStorage.getItem(CUSTOMER_FORM_BACKUP_KEY)).toBeNull();
    expect(readFormBackup()).toBeNull();
  });

  it('throws away a backup it cannot read, and says so in the log', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.sessionStorage.setItem(CUSTOMER_FORM_BACKUP_KEY, '{"name": 3}');
    expect(readFormBackup()).toBeNull();
    expect(window.sessionStorage.getItem(CUSTOMER_FORM_BACKUP_KEY)).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('DeliveryForm and its backup', () => {
  // the saved profile is read once per page: each test is a fresh page
  let DeliveryForm: typeof DeliveryFormModule.DeliveryForm;
  beforeEach(async () => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    vi.resetModules();
    ({ DeliveryForm } = await import('../components/delivery-form'));
    // the shop's settings never arrive here: the form does not need them to keep what was typed
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined)),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function renderForm() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <DeliveryForm totalCents={4900} onSubmit={async () => undefined} isSubmitting={false} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('writes what is typed, and a new form (the page reloaded) starts from it', async () => {
    const first = renderForm();
    await userEvent.type(screen.getByLabelText('Nome'), 'Ana Souza');
    await userEvent.type(screen.getByLabelText('Número'), '1000');
    expect(readFormBackup()).toMatchObject({ name: 'Ana Souza', number: '1000', street: '' });
    first.unmount();

    renderForm();
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('Número')).toHaveValue('1000');
  });

  it('starts from the saved profile when there is no backup', () => {
    window.localStorage.setItem(
      'customer_data',
      JSON.stringify({ ...TYPED, name: 'Perfil Salvo', savedAt: '2026-11-20T23:00:00.000Z' }),
    );
    renderForm();
    expect(screen.getByLabelText('Nome')).toHaveValue('Perfil Salvo');
    expect(screen.queryByLabelText('Troco para')).toBeNull();
  });

  it('restores every field, over the saved profile', () => {
    window.localStorage.setItem(
      'customer_data',
      JSON.stringify({ ...TYPED, name: 'Perfil Antigo', savedAt: '2026-11-20T23:00:00.000Z' }),
    );
    backUpForm(TYPED);
    renderForm();
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    expect(screen.getByLabelText('Rua')).toHaveValue('Avenida Paulista');
    expect(screen.getByLabelText('Complemento')).toHaveValue('Apto 12');
    expect(screen.getByLabelText('Bairro')).toHaveValue('Bela Vista');
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByLabelText('Estado')).toHaveValue('SP');
    // cash was chosen: the change field is back with its value
    expect(screen.getByLabelText('Troco para')).toHaveValue('100,00');
  });
});
