import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ESTABLISHMENT, type PublicEstablishment } from '../../../../domain/establishment';
import { establishmentQueryKey } from '../../../api/get-establishment';
import type * as DeliveryFormModule from './delivery-form';

const shop: PublicEstablishment = {
  ...DEFAULT_ESTABLISHMENT,
  schedules: Object.fromEntries(
    Object.keys(DEFAULT_ESTABLISHMENT.schedules).map((day) => [day, '00:00 às 23:59']),
  ) as PublicEstablishment['schedules'],
  isOpen: true,
  lastUpdated: null,
};

const PROFILE = {
  name: 'Ana Souza',
  phone: '11987654321',
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  savedAt: '2026-11-20T23:00:00.000Z',
};

function renderForm(onSubmit = vi.fn(async () => undefined)) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(establishmentQueryKey, shop);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DeliveryForm totalCents={4900} onSubmit={onSubmit} isSubmitting={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSubmit;
}

const optIn = () =>
  screen.getByRole('checkbox', { name: /Quero receber promoções da pizzaria pelo WhatsApp/ });

// the saved profile is read once per page: each test is a fresh page, its profile stored first
let DeliveryForm: typeof DeliveryFormModule.DeliveryForm;
async function openPage(profile: object | null) {
  if (profile) window.localStorage.setItem('customer_data', JSON.stringify(profile));
  vi.resetModules();
  ({ DeliveryForm } = await import('./delivery-form'));
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the checkout and the customer’s data (LGPD)', () => {
  it('says what is kept and why, links the privacy page, and leaves the opt-in unchecked', async () => {
    await openPage(null);
    renderForm();
    expect(
      screen.getByText(/Usamos seu nome, telefone e endereço só para entregar seu pedido/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    expect(optIn()).not.toBeChecked();
  });

  it('sends the opt-in only when the customer checks it', async () => {
    await openPage(PROFILE);
    const submit = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Pix' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar Pedido' }));
    expect(submit).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Ana Souza' }),
      expect.anything(),
      null,
      { marketingOptIn: false },
    );
    await userEvent.click(optIn());
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar Pedido' }));
    expect(submit).toHaveBeenLastCalledWith(expect.anything(), expect.anything(), null, {
      marketingOptIn: true,
    });
  });

  it('starts checked for a customer who opted in on this device before', async () => {
    await openPage({ ...PROFILE, marketingOptIn: true });
    renderForm();
    expect(optIn()).toBeChecked();
  });
});
