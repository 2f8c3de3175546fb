import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ESTABLISHMENT, type PublicEstablishment } from '../../../../domain/establishment';
import type { TrackedOrder } from '../../../../domain/order';
import type { TrackedPixCharge } from '../../../../domain/pix-automation';
import { establishmentQueryKey } from '../../../api/get-establishment';
import { trackedOrderQueryKey } from '../../../api/get-tracked-order';
import { trackedOrder } from '../../../test/tracked-order';
import { countdownText } from './pix-charge-payment';
import { PixPayment } from './pix-payment';

const PUBLIC_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const DYNAMIC =
  '00020101021226850014br.gov.bcb.pix2563pix.example.test/qr/v2/cobv/FORNO42C1R6304ABCD';
const STATIC = '00020101021226360014br.gov.bcb.pix0114+551198765432152040000530398654046304AAAA';

const shop: PublicEstablishment = {
  ...DEFAULT_ESTABLISHMENT,
  paymentOptions: ['Pix', 'Dinheiro', 'Cartão de Crédito'],
  isOpen: true,
  lastUpdated: null,
};

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function pixOrder(charge: Partial<TrackedPixCharge>, change: Partial<TrackedOrder> = {}) {
  return trackedOrder({
    publicId: PUBLIC_ID,
    status: 'pendente',
    paymentMethod: 'Pix',
    paymentStatus: 'a_receber',
    pixCode: null,
    totalCents: 4_600,
    fulfilment: 'entrega',
    pixCharge: {
      status: 'ativa',
      copiaECola: DYNAMIC,
      expiresAt: inMinutes(14.5),
      attempt: 1,
      ...charge,
    },
    ...change,
  });
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // nothing answers unless a test says so
  fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPix(order: TrackedOrder) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(establishmentQueryKey, shop);
  client.setQueryData(trackedOrderQueryKey(PUBLIC_ID), order);
  const view = render(
    <QueryClientProvider client={client}>
      <PixPayment order={order} />
    </QueryClientProvider>,
  );
  const rerender = (next: TrackedOrder) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <PixPayment order={next} />
      </QueryClientProvider>,
    );
  return { client, rerender };
}

describe('the tracking page’s dynamic Pix charge', () => {
  it('says the code is being made while the provider answers', () => {
    renderPix(pixOrder({ status: 'criando', copiaECola: null }));
    expect(screen.getByRole('heading', { name: 'Gerando código Pix…' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Gerando código Pix.');
    expect(screen.queryByLabelText('Código Pix copia e cola')).not.toBeInTheDocument();
  });

  it('shows the dynamic code, its copy button and a live countdown', () => {
    renderPix(pixOrder({}));
    expect(screen.getByLabelText('Código Pix copia e cola')).toHaveValue(DYNAMIC);
    expect(screen.getByRole('button', { name: 'Copiar código Pix' })).toBeInTheDocument();
    expect(screen.getByText(/Expira em/)).toHaveTextContent(/Expira em 14:(29|30)/);
    expect(screen.getByRole('region', { name: 'Pague com Pix' })).toHaveTextContent('R$ 46,00');
  });

  it('turns to Pagamento confirmado as soon as the order is paid, and says so aloud', () => {
    const { rerender } = renderPix(pixOrder({}));
    rerender(pixOrder({ status: 'paga' }, { paymentStatus: 'pago' }));
    expect(screen.getByRole('heading', { name: 'Pagamento confirmado' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Pagamento confirmado.');
    expect(screen.queryByLabelText('Código Pix copia e cola')).not.toBeInTheDocument();
  });

  it('offers a new code or paying on delivery once the code expired', async () => {
    const renewed = pixOrder({ status: 'criando', copiaECola: null, attempt: 2 });
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify(renewed), { status: 200 })),
    );
    const { client } = renderPix(pixOrder({ status: 'expirada' }));
    expect(screen.getByRole('heading', { name: 'Código expirado' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Código Pix expirado.');
    expect(screen.queryByLabelText('Código Pix copia e cola')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Pagar na entrega' }));
    expect(
      screen.getByRole('group', { name: 'Como você vai pagar na entrega?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dinheiro' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pix' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Gerar novo código' }));
    await vi.waitFor(() =>
      expect(client.getQueryData(trackedOrderQueryKey(PUBLIC_ID))).toEqual(renewed),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/orders/${PUBLIC_ID}/pix/renew`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('switches to paying on pickup with the chosen option', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify(pixOrder({ status: 'cancelada' }, { paymentMethod: 'Dinheiro' })),
          {
            status: 200,
          },
        ),
      ),
    );
    renderPix(pixOrder({ status: 'expirada' }, { fulfilment: 'retirada' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pagar na retirada' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cartão de Crédito' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/orders/${PUBLIC_ID}/pix/switch`);
    expect(JSON.parse(String(init.body))).toEqual({ paymentMethod: 'Cartão de Crédito' });
  });

  it('tells a refused action in pt-BR', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'PIX_CHARGE_STILL_OPEN', message: 'x' } }), {
          status: 409,
        }),
      ),
    );
    renderPix(pixOrder({ status: 'expirada' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gerar novo código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O código atual ainda vale por alguns instantes. Tente de novo em seguida.',
    );
  });

  it('treats a code whose time ran out as expired before the server says so', () => {
    renderPix(pixOrder({ expiresAt: inMinutes(-1) }));
    expect(screen.getByRole('heading', { name: 'Código expirado' })).toBeInTheDocument();
  });

  it('shows the shop’s static code when the provider could not make one', () => {
    renderPix(pixOrder({ status: 'falhou', copiaECola: null }, { pixCode: STATIC }));
    expect(
      screen.getByRole('heading', { name: 'Não foi possível gerar o código Pix' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Código Pix copia e cola')).toHaveValue(STATIC);
  });

  it('shows nothing once the order was refused, or is paid another way', () => {
    renderPix(pixOrder({ status: 'cancelada' }, { status: 'rejeitado' }));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    cleanup();
    renderPix(pixOrder({ status: 'cancelada' }, { paymentMethod: 'Dinheiro' }));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('writes the time left as minutes and seconds', () => {
    expect(countdownText(14 * 60_000 + 32_000)).toBe('14:32');
    expect(countdownText(65 * 60_000)).toBe('1:05:00');
    expect(countdownText(-5_000)).toBe('00:00');
  });
});
