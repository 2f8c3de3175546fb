import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteDelivery } from '../../../../domain/delivery-quote';
import type * as DeliveryFormModule from './delivery-form';
import {
  freshPageForEachTest,
  OPEN_SHOP as shop,
  openDeliveryForm,
  renderWithShop,
} from './checkout-test-kit';

// the saved profile is read once per page: each test is a fresh page
let DeliveryForm: typeof DeliveryFormModule.DeliveryForm;

function renderForm(props: Partial<Parameters<typeof DeliveryFormModule.DeliveryForm>[0]> = {}) {
  const onSubmit = vi.fn(async () => undefined);
  renderWithShop(
    <DeliveryForm totalCents={9800} onSubmit={onSubmit} isSubmitting={false} {...props} />,
  );
  return onSubmit;
}

freshPageForEachTest();
beforeEach(async () => {
  DeliveryForm = await openDeliveryForm();
});

describe('the delivery form and the keyboard', () => {
  it('opened by "Continuar para Entrega", puts the focus on its first field', async () => {
    renderForm({ focusOnOpen: true });
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveFocus());
  });

  it('after a refused "Finalizar Pedido", puts the focus on the first invalid field', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar Pedido' }));
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ties the payment error to its radio group, and focuses it when it is the only one', async () => {
    window.localStorage.setItem(
      'customer_data',
      JSON.stringify({
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
      }),
    );
    vi.resetModules();
    ({ DeliveryForm } = await import('./delivery-form'));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar Pedido' }));
    const group = screen.getByRole('radiogroup', { name: 'Forma de pagamento' });
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    expect(group).toHaveAccessibleDescription('Escolha a forma de pagamento');
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toHaveFocus());
  });

  it('keeps the total and what it is made of beside "Finalizar Pedido"', () => {
    const quote = quoteDelivery(
      {
        ...shop.delivery,
        zones: [
          {
            id: 'centro',
            name: 'Centro',
            feeCents: 800,
            estimate: '30-40 min',
            minimumCents: null,
            cepRanges: [],
          },
        ],
      },
      '40-50 min',
      {
        fulfilment: 'entrega',
        district: 'Centro',
        cep: '',
        chosenZoneId: null,
        subtotalCents: 9800,
      },
    );
    renderForm({ quote, discountCents: 980 });
    const bar = screen.getByTestId('checkout-bar');
    expect(within(bar).getByRole('button', { name: 'Finalizar Pedido' })).toBeInTheDocument();
    const total = within(bar).getByRole('group', { name: 'Total do pedido' });
    expect(total).toHaveTextContent(/Total\s*R\$\s*96,20/);
    expect(total).toHaveTextContent(
      /Itens R\$\s*98,00 · Descontos - R\$\s*9,80 · Entrega R\$\s*8,00/,
    );
  });
});
