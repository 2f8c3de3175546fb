import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as DeliveryFormModule from './delivery-form';
import { freshPageForEachTest, openDeliveryForm, renderWithShop } from './checkout-test-kit';

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
  renderWithShop(<DeliveryForm totalCents={4900} onSubmit={onSubmit} isSubmitting={false} />);
  return onSubmit;
}

const optIn = () =>
  screen.getByRole('checkbox', { name: /Quero receber promoções da pizzaria pelo WhatsApp/ });

// each test is a fresh page, its profile stored first
let DeliveryForm: typeof DeliveryFormModule.DeliveryForm;
async function openPage(profile: object | null) {
  DeliveryForm = await openDeliveryForm(profile);
}

freshPageForEachTest();

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
