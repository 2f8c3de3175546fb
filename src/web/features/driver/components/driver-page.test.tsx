import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DriverDelivery } from '../../../../domain/driver-deliveries';
import { DRIVER_TAPS_KEY } from '../driver-taps';
import { DriverPage } from './driver-page';

function delivery(overrides: Partial<DriverDelivery> = {}): DriverDelivery {
  return {
    id: 7,
    orderId: 12,
    status: 'em_rota',
    assignedAt: '2026-11-20T23:00:00.000Z',
    endedAt: null,
    notDeliveredReason: null,
    customerFirstName: 'Maria',
    customerPhone: '11987654321',
    address: 'Avenida Paulista, 1000 - Apto 12 - Bela Vista, São Paulo - SP, 01310-100',
    addressParts: {
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Apto 12',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      cep: '01310-100',
    },
    reference: 'Apto 12',
    itemsCount: 3,
    collection: {
      amountCents: 4_250,
      paymentMethod: 'Dinheiro',
      changeCents: 750,
      isPaid: false,
      isCash: true,
    },
    pixCode: null,
    isPaid: false,
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

/** The server of these tests: what each action POST gets answered is set per test. */
let list: DriverDelivery[];
let answerAction: (body: { actionId: string }) => Promise<Response>;
const actionBodies: Array<{ kind: string; actionId: string }> = [];

beforeEach(() => {
  window.localStorage.clear();
  actionBodies.length = 0;
  list = [delivery()];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url === '/api/driver/me') return json(200, { driver: { id: 3, name: 'Carlos Souza' } });
      if (url === '/api/driver/deliveries') return json(200, { deliveries: list });
      if (url.startsWith('/api/driver/deliveries/') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { kind: string; actionId: string };
        actionBodies.push(body);
        return answerAction(body);
      }
      return json(404, { error: { code: 'NOT_FOUND', message: 'Não encontrado.' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noConnection = () => Promise.reject(new TypeError('Failed to fetch'));
const delivered = (body: { actionId: string }) => {
  list = [delivery({ status: 'entregue', endedAt: '2026-11-20T23:30:00.000Z' })];
  return json(200, {
    delivery: { id: 7, orderId: 12, status: 'entregue', endedAt: '2026-11-20T23:30:00.000Z' },
    actionId: body.actionId,
  });
};
const storedTaps = () =>
  JSON.parse(window.localStorage.getItem(DRIVER_TAPS_KEY) ?? '[]') as unknown[];

describe('DriverPage', () => {
  it('shows each delivery: the door, the links, the items and what to collect', async () => {
    render(<DriverPage />);
    expect(await screen.findByRole('heading', { name: 'Olá, Carlos' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: '#12 · Maria' });
    expect(card).toHaveTextContent('3 itens');
    expect(card).toHaveTextContent('Receber R$ 42,50 em Dinheiro · levar troco de R$ 7,50');
    expect(within(card).getByRole('link', { name: 'Abrir no Google Maps' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Avenida%20Paulista/,
      ),
    );
    expect(within(card).getByRole('link', { name: 'Abrir no Waze' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/waze\.com\/ul\?q=Avenida.*&navigate=yes$/),
    );
    expect(within(card).getByRole('link', { name: 'Ligar' })).toHaveAttribute(
      'href',
      'tel:11987654321',
    );
    expect(within(card).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5511987654321',
    );
  });

  it('keeps a tap made offline on the phone and sends it once when the connection is back', async () => {
    answerAction = noConnection;
    render(<DriverPage />);
    const card = await screen.findByRole('article', { name: '#12 · Maria' });
    await userEvent.click(within(card).getByRole('button', { name: 'Entregue' }));
    expect(
      await within(card).findByText('Entregue · será enviado quando a conexão voltar'),
    ).toBeInTheDocument();
    await waitFor(() => expect(actionBodies).toHaveLength(1));
    expect(storedTaps()).toHaveLength(1);

    answerAction = delivered;
    // the browser says it is online twice in a row: the tap still goes once
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Encerradas hoje')).toBeInTheDocument();
    expect(actionBodies).toHaveLength(2);
    expect(actionBodies[1]?.actionId).toBe(actionBodies[0]?.actionId);
    expect(storedTaps()).toEqual([]);
    expect(screen.queryByRole('article', { name: '#12 · Maria' })).not.toBeInTheDocument();
  });

  it('sends a tap kept from before when the page opens', async () => {
    window.localStorage.setItem(
      DRIVER_TAPS_KEY,
      JSON.stringify([
        {
          tripId: 7,
          action: {
            kind: 'entregue',
            actionId: '0b6d3c52-5f0e-4c1a-9d7e-2a4f8b1c9e10',
            at: '2026-11-20T23:20:00.000Z',
          },
        },
      ]),
    );
    answerAction = delivered;
    // a page opened afresh: the queue is read from the phone's storage
    vi.resetModules();
    const { DriverPage: FreshPage } = await import('./driver-page');
    render(<FreshPage />);
    expect(await screen.findByText('Encerradas hoje')).toBeInTheDocument();
    expect(actionBodies.map((body) => body.actionId)).toEqual([
      '0b6d3c52-5f0e-4c1a-9d7e-2a4f8b1c9e10',
    ]);
    expect(storedTaps()).toEqual([]);
  });

  it("drops a tap the server refuses (4xx) and shows the server's message", async () => {
    answerAction = () =>
      json(409, { error: { code: 'DELIVERY_ENDED', message: 'Esta entrega já foi encerrada.' } });
    render(<DriverPage />);
    const card = await screen.findByRole('article', { name: '#12 · Maria' });
    await userEvent.click(within(card).getByRole('button', { name: 'Não encontrei o cliente' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar: não entregue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta entrega já foi encerrada.');
    expect(actionBodies.map((body) => body.kind)).toEqual(['nao_entregue']);
    expect(storedTaps()).toEqual([]);
    // the card is back to its buttons: nothing waits to be sent
    expect(within(card).getByRole('button', { name: 'Entregue' })).toBeInTheDocument();
  });

  it('asks for a link from the shop without a session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        json(401, { error: { code: 'DRIVER_NOT_SIGNED_IN', message: 'Entre pelo link.' } }),
      ),
    );
    render(<DriverPage />);
    expect(
      await screen.findByText(/peça à pizzaria um link de acesso e abra-o neste celular/),
    ).toBeInTheDocument();
  });
});
