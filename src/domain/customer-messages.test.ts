import { describe, expect, it } from 'vitest';
import {
  customerStatusMessage,
  customerWhatsAppLink,
  orderEstimate,
  rejectionQuickReasons,
  sinceDepartureText,
  trackingUrl,
  type CustomerMessageOrder,
  type CustomerMessageShop,
} from './customer-messages';
import type { OrderStatus } from './order-status';

const SHOP: CustomerMessageShop = {
  name: 'Forno',
  deliveryTime: '40 a 50 minutos',
  delivery: {
    pickupEstimate: '20 a 30 minutos',
    zones: [
      {
        id: 'jardim-paulista',
        name: 'Jardim Paulista',
        feeCents: 700,
        estimate: '30 a 40 minutos',
        minimumCents: null,
        cepRanges: [],
      },
    ],
  },
};
const ORIGIN = 'https://forno.example.com.br';
const delivery = (status: OrderStatus, over: Partial<CustomerMessageOrder> = {}) => ({
  id: 123,
  publicId: 'abc123',
  status,
  fulfilment: 'entrega' as const,
  deliveryZone: 'Jardim Paulista',
  customerName: 'Maria da Silva',
  customerPhone: '11987654321',
  rejectionReason: null,
  ...over,
});
const pickup = (status: OrderStatus, over: Partial<CustomerMessageOrder> = {}) =>
  delivery(status, { fulfilment: 'retirada', deliveryZone: null, ...over });
const LINK = 'Acompanhe seu pedido: https://forno.example.com.br/pedido/abc123';
const text = (order: CustomerMessageOrder) => customerStatusMessage(order, SHOP, ORIGIN);

describe("'Avisar cliente': the message for each status", () => {
  it('confirms the order with the estimate of its zone, of pickup, or of the shop', () => {
    expect(text(delivery('aprovado'))).toBe(
      `Olá, Maria! Seu pedido #123 foi confirmado pela Forno! Previsão de entrega: 30 a 40 minutos.\n\n${LINK}`,
    );
    expect(text(pickup('aprovado'))).toBe(
      `Olá, Maria! Seu pedido #123 foi confirmado pela Forno! Previsão para retirada: 20 a 30 minutos.\n\n${LINK}`,
    );
    expect(orderEstimate(delivery('aprovado', { deliveryZone: null }), SHOP)).toBe(
      '40 a 50 minutos',
    );
  });

  it('says the order is being prepared, on its way, or ready to be picked up', () => {
    expect(text(delivery('em preparo'))).toBe(
      `Olá, Maria! Seu pedido #123 está sendo preparado.\n\n${LINK}`,
    );
    expect(text(delivery('saiu para entrega'))).toBe(
      `Olá, Maria! Seu pedido #123 saiu para entrega e logo chega aí.\n\n${LINK}`,
    );
    expect(text(pickup('saiu para entrega'))).toBe(
      `Olá, Maria! Seu pedido #123 está pronto para retirada. Pode vir buscar!\n\n${LINK}`,
    );
  });

  it("names the shop's driver who has the order out, by first name", () => {
    const out = (status: string) =>
      delivery('saiu para entrega', { delivery: { driverName: 'Carlos Souza', status } });
    expect(text(out('em_rota'))).toBe(
      `Olá, Maria! Seu pedido #123 saiu para entrega com Carlos e logo chega aí.\n\n${LINK}`,
    );
    // taken back from the driver: nobody is named
    expect(text(out('reatribuida'))).toBe(
      `Olá, Maria! Seu pedido #123 saiu para entrega e logo chega aí.\n\n${LINK}`,
    );
  });

  it('says how long ago the driver left, for the tracking page', () => {
    expect(sinceDepartureText(0)).toBe('Saiu agora mesmo');
    expect(sinceDepartureText(12)).toBe('Saiu há 12 min');
    expect(sinceDepartureText(65)).toBe('Saiu há 1 h 05 min');
    expect(sinceDepartureText(120)).toBe('Saiu há 2 h');
  });

  it('says the order was delivered or picked up, and that a pending one was received', () => {
    expect(text(delivery('entregue'))).toBe(
      `Olá, Maria! Seu pedido #123 foi entregue. Bom apetite!\n\n${LINK}`,
    );
    expect(text(pickup('entregue'))).toBe(
      `Olá, Maria! Seu pedido #123 foi retirado. Bom apetite!\n\n${LINK}`,
    );
    expect(text(delivery('pendente'))).toBe(
      `Olá, Maria! Recebemos seu pedido #123 na Forno e já vamos confirmá-lo.\n\n${LINK}`,
    );
  });

  it('gives the reason of a rejection, once, and no reason when none was kept', () => {
    expect(text(delivery('rejeitado', { rejectionReason: 'Fora da área de entrega.' }))).toBe(
      `Olá, Maria! Infelizmente não pudemos aceitar seu pedido #123. Motivo: Fora da área de entrega.\n\n${LINK}`,
    );
    expect(text(delivery('rejeitado'))).toBe(
      `Olá, Maria! Infelizmente não pudemos aceitar seu pedido #123.\n\n${LINK}`,
    );
  });

  it("opens the customer's number with Brazil's code and the text encoded", () => {
    const link = customerWhatsAppLink(delivery('em preparo'), SHOP, `${ORIGIN}/`);
    expect(link.startsWith('https://wa.me/5511987654321?text=')).toBe(true);
    expect(decodeURIComponent(link.split('?text=')[1] ?? '')).toBe(text(delivery('em preparo')));
    expect(trackingUrl('http://localhost:6017/', 'x y')).toBe('http://localhost:6017/pedido/x%20y');
  });
});

describe('rejectionQuickReasons (decision 042)', () => {
  it("offers 'Fora da área de entrega' for a delivery only, never for a pickup", () => {
    expect(rejectionQuickReasons('entrega')).toContain('Fora da área de entrega');
    expect(rejectionQuickReasons('retirada')).not.toContain('Fora da área de entrega');
    expect(rejectionQuickReasons('retirada')).toEqual(['Produto esgotado', 'Pizzaria fechando']);
  });
});
