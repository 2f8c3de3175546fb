import { describe, expect, it } from 'vitest';
import type { CustomerMessageOrder, CustomerMessageShop } from './customer-messages';
import type { OrderStatus } from './order-status';
import {
  brazilE164,
  isInsideServiceWindow,
  isOptedOut,
  sendsWhatsAppNotice,
  stateAfterReceipt,
  WHATSAPP_TEMPLATES,
  whatsappContactKey,
  whatsappKeyword,
  whatsappNoticeTemplate,
  whatsappNoticeText,
} from './admin-whatsapp';

const SHOP: CustomerMessageShop = {
  name: 'Forno',
  deliveryTime: '40 a 50 minutos',
  delivery: { pickupEstimate: '20 a 30 minutos', zones: [] },
};
const ORIGIN = 'https://forno.example.com.br';
const order = (status: OrderStatus, over: Partial<CustomerMessageOrder> = {}) => ({
  id: 123,
  publicId: 'abc123',
  status,
  fulfilment: 'entrega' as const,
  deliveryZone: null,
  customerName: 'Maria da Silva',
  customerPhone: '(11) 98765-4321',
  rejectionReason: null,
  ...over,
});
const HOUR = 60 * 60_000;

describe('the 24 h customer service window', () => {
  const now = new Date('2026-11-20T23:00:00Z');
  it('is open for 24 h after the customer last wrote, and closed without a message', () => {
    expect(isInsideServiceWindow(null, now)).toBe(false);
    expect(isInsideServiceWindow(new Date(now.getTime() - 23 * HOUR), now)).toBe(true);
    expect(isInsideServiceWindow(new Date(now.getTime() - 24 * HOUR), now)).toBe(false);
  });
});

describe('which status changes tell the customer', () => {
  it('confirmation, out for delivery or ready for pickup, delivered, rejected; deliveries and pickups only', () => {
    const told = (
      [
        'pendente',
        'aprovado',
        'em preparo',
        'saiu para entrega',
        'entregue',
        'finalizado',
        'rejeitado',
      ] as const
    ).filter((s) => sendsWhatsAppNotice(s, 'entrega'));
    expect(told).toEqual(['aprovado', 'saiu para entrega', 'entregue', 'rejeitado']);
    expect(sendsWhatsAppNotice('saiu para entrega', 'retirada')).toBe(true);
    expect(sendsWhatsAppNotice('aprovado', 'mesa')).toBe(false);
    expect(sendsWhatsAppNotice('aprovado', 'balcao')).toBe(false);
  });
});

describe('the texts', () => {
  it("reuses 'Avisar cliente' for free-form text, with how to stop", () => {
    const text = whatsappNoticeText(order('aprovado'), SHOP, ORIGIN);
    expect(text).toContain('Seu pedido #123 foi confirmado pela Forno!');
    expect(text).toContain(`${ORIGIN}/pedido/abc123`);
    expect(text.endsWith('Para não receber mais estes avisos, responda PARAR.')).toBe(true);
  });

  it('fills each template with as many parameters as its registered text has', () => {
    const cases: [OrderStatus, Partial<CustomerMessageOrder>][] = [
      ['aprovado', {}],
      ['saiu para entrega', {}],
      ['saiu para entrega', { fulfilment: 'retirada' }],
      ['entregue', {}],
      ['rejeitado', { rejectionReason: 'Fora da área de entrega.' }],
    ];
    for (const [status, over] of cases) {
      const call = whatsappNoticeTemplate(order(status, over), SHOP, ORIGIN);
      expect(call, status).not.toBeNull();
      const slots = WHATSAPP_TEMPLATES[call!.name].match(/\{\{\d+\}\}/g) ?? [];
      expect(call!.parameters, call!.name).toHaveLength(slots.length);
      expect(call!.parameters.every((p) => p.trim() !== '')).toBe(true);
      expect(call!.language).toBe('pt_BR');
    }
    expect(
      whatsappNoticeTemplate(order('saiu para entrega', { fulfilment: 'retirada' }), SHOP, ORIGIN)
        ?.name,
    ).toBe('forno_pedido_pronto_retirada');
    expect(
      whatsappNoticeTemplate(
        order('rejeitado', { rejectionReason: 'Produto esgotado' }),
        SHOP,
        ORIGIN,
      )?.parameters,
    ).toEqual(['Maria', 'Forno', '#123', 'Produto esgotado.']);
    expect(whatsappNoticeTemplate(order('em preparo'), SHOP, ORIGIN)).toBeNull();
  });
});

describe('PARAR and VOLTAR', () => {
  it('understands the words however they are typed, and nothing else', () => {
    expect(whatsappKeyword(' Parar! ')).toBe('parar');
    expect(whatsappKeyword('PARAR.')).toBe('parar');
    expect(whatsappKeyword('stop')).toBe('parar');
    expect(whatsappKeyword('Voltar')).toBe('voltar');
    expect(whatsappKeyword('não quero parar de pedir')).toBeNull();
    expect(whatsappKeyword('')).toBeNull();
  });

  it('keeps the last word: PARAR, then VOLTAR later, receives again', () => {
    const at = (h: number) => new Date(2026, 10, 20, h);
    expect(isOptedOut(null)).toBe(false);
    expect(isOptedOut({ optedOutAt: at(10), optedBackAt: null })).toBe(true);
    expect(isOptedOut({ optedOutAt: at(10), optedBackAt: at(11) })).toBe(false);
    expect(isOptedOut({ optedOutAt: at(12), optedBackAt: at(11) })).toBe(true);
  });
});

describe('Brazilian numbers', () => {
  it('adds the country code, and keys a mobile the same with or without its ninth digit', () => {
    expect(brazilE164('(11) 98765-4321')).toBe('5511987654321');
    expect(brazilE164('+55 11 98765-4321')).toBe('5511987654321');
    expect(brazilE164('11 3333-4444')).toBe('551133334444');
    expect(whatsappContactKey('5511987654321')).toBe(whatsappContactKey('551187654321'));
    expect(whatsappContactKey('(11) 98765-4321')).toBe('551187654321');
  });
});

describe('receipts move a message forward only', () => {
  it('sent → delivered → read, never back; a failure stays failed', () => {
    expect(stateAfterReceipt('enviado', 'delivered')).toBe('entregue');
    expect(stateAfterReceipt('entregue', 'read')).toBe('lido');
    expect(stateAfterReceipt('lido', 'delivered')).toBeNull();
    expect(stateAfterReceipt('incerta', 'delivered')).toBe('entregue');
    expect(stateAfterReceipt('falhou', 'read')).toBeNull();
  });
});
