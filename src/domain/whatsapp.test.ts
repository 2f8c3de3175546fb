import { describe, expect, it } from 'vitest';
import { buildCartItem, type CartItem } from './cart';
import { composeAddress, CustomerSchema } from './customer';
import type { Crust, MenuCategory, MenuProduct } from './menu';
import type { Order, OrderItemRequest, TrackedOrder } from './order';
import { onSaleCrust, priceOrder, type OrderCatalogue } from './order-pricing';
import { buildOrderWhatsAppText, whatsAppOrderFromCart, type WhatsAppOrder } from './whatsapp';
import { NO_SIZE, SAMPLE_SIZES, sizeRef } from './sizes';

const GRANDE = sizeRef(SAMPLE_SIZES, 'normal');

const categories: MenuCategory[] = [
  { id: 1, slug: 'calabresa', name: 'Calabresa', group: 'salgada', isSalgado: true },
  { id: 2, slug: 'frango', name: 'Frango', group: 'salgada', isSalgado: true },
  { id: 3, slug: 'refrigerantes', name: 'Refrigerantes', group: 'bebida', isSalgado: null },
];
const base = { description: '', ingredients: [], isAvailable: true };
const calabresa: MenuProduct = {
  ...base,
  id: 1,
  name: 'Calabresa',
  categorySlug: 'calabresa',
  priceCents: 4900,
  sizePrices: { normal: 4900, broto: 3500 },
};
const frango: MenuProduct = {
  ...base,
  id: 2,
  name: 'Frango com Catupiry',
  categorySlug: 'frango',
  priceCents: 5200,
  sizePrices: { normal: 5200, broto: 3500 },
};
const coca: MenuProduct = {
  ...base,
  id: 30,
  name: 'Coca-Cola 2L',
  categorySlug: 'refrigerantes',
  priceCents: 1800,
  sizePrices: {},
};
const cheddar = {
  id: 101,
  name: 'Cheddar',
  priceCents: 500,
  type: 'salgado',
  displayGroup: 'Queijos',
  isAvailable: true,
} as const;
const bacon = {
  id: 100,
  name: 'Bacon',
  priceCents: 500,
  type: 'salgado',
  displayGroup: 'Carnes',
  isAvailable: true,
} as const;
const volcanic: Crust = {
  id: 'volcanic',
  name: 'Borda Vulcão',
  description: '',
  priceCents: 1800,
  fillings: [
    { id: 'catupiry', name: 'Catupiry', priceCents: 0 },
    { id: 'chocolate_morango', name: 'Chocolate com Morango', priceCents: 0 },
  ],
};
const catalogue: OrderCatalogue = {
  sizes: SAMPLE_SIZES,
  products: [calabresa, frango, coca],
  categories,
  extras: [cheddar, bacon],
  crusts: [onSaleCrust(volcanic)],
};

const customer = CustomerSchema.parse({
  name: 'Maria Silva',
  phone: '(11) 98765-4321',
  cep: '01310-100',
  street: 'Av. Paulista',
  number: '1000',
  complement: 'apto 12',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
});
const payment = { paymentMethod: 'Dinheiro', changeForCents: 20000 };
const NOW = 1_717_600_000_000;

/** The same choices, made in the wizard: a half-and-half pizza with everything, and a drink. */
const cart: CartItem[] = [
  buildCartItem(
    {
      product: calabresa,
      size: GRANDE,
      quantity: 2,
      extras: [cheddar, bacon],
      crust: volcanic,
      filling: { id: 'catupiry', name: 'Catupiry' },
      extraFlavours: [frango],
      notes: 'sem cebola',
    },
    'principal',
    NOW,
  ),
  buildCartItem(
    {
      product: coca,
      size: NO_SIZE,
      quantity: 1,
      extras: [],
      crust: null,
      filling: null,
      extraFlavours: [],
      notes: '',
    },
    'principal',
    NOW + 1,
  ),
];

/** What the checkout sends for the cart: ids and choices. */
function requestsFor(lines: CartItem[]): OrderItemRequest[] {
  return lines.map((line) => ({
    productId: line.product.id,
    size: line.size,
    quantity: line.quantity,
    extraIds: line.extras.map((extra) => extra.id),
    extraFlavourIds: line.extraFlavours.map((flavour) => flavour.id),
    crustId: line.crust?.id ?? null,
    fillingId: line.crust?.filling?.id ?? null,
    notes: line.notes,
  }));
}

function storedOrder(): Order {
  const priced = priceOrder(requestsFor(cart), catalogue, 'principal');
  if (!priced.ok) throw new Error(priced.message);
  return {
    id: 123,
    publicId: 'b7d0c6c2-6a8e-4c43-9f0e-2f7c1d3a9e11',
    status: 'pendente',
    origin: 'online',
    channel: 'site',
    tableLabel: null,
    subtotalCents: priced.subtotalCents,
    deliveryFeeCents: null,
    totalCents: priced.subtotalCents,
    paymentMethod: payment.paymentMethod,
    changeForCents: payment.changeForCents,
    paymentStatus: 'a_receber',
    paidAt: null,
    pixCode: null,
    fulfilment: 'entrega',
    deliveryZone: null,
    scheduledFor: null,
    discountCents: 0,
    discountLines: [],
    couponCode: null,
    couponRefusal: null,
    customerName: customer.name,
    customerPhone: customer.phone,
    deliveryAddress: composeAddress(customer),
    placedAt: '2024-06-05T19:30:00.000Z',
    createdAt: '2024-06-05T19:30:00.000Z',
    statusChangedAt: '2024-06-05T19:30:00.000Z',
    items: priced.lines,
  };
}

const FULL_TEXT = [
  '*Pedido #123*',
  'Forno Pizzaria',
  '',
  '2x Calabresa (Grande) — R$ 154,00',
  '  + Sabores: Frango com Catupiry',
  '  Adicionais: Cheddar, Bacon',
  '  Borda: Borda Vulcão (Catupiry)',
  '  Observações: sem cebola',
  '1x Coca-Cola 2L — R$ 18,00',
  '',
  'Subtotal: R$ 172,00',
  'Taxa de entrega: A confirmar',
  '*Total: R$ 172,00*',
  '',
  'Cliente: Maria Silva',
  'Telefone: (11) 98765-4321',
  'Entrega',
  'Endereço: Av. Paulista, 1000 - apto 12, Bela Vista, São Paulo/SP, CEP: 01310-100',
  'O quanto antes',
  'Pagamento: Dinheiro (a receber)',
  'Troco para: R$ 200,00',
  '',
  'Acompanhe o pedido: https://forno.example/pedido/b7d0c6c2',
].join('\n');

describe('buildOrderWhatsAppText', () => {
  it('writes a stored order with flavours, extras, crust, notes and change', () => {
    const text = buildOrderWhatsAppText(storedOrder(), {
      shopName: 'Forno Pizzaria',
      trackingUrl: 'https://forno.example/pedido/b7d0c6c2',
    });
    expect(text).toBe(FULL_TEXT);
  });

  it('uses plain spaces in money, never the no-break space', () => {
    const order: WhatsAppOrder = {
      ...storedOrder(),
      subtotalCents: 123456,
      deliveryFeeCents: 700,
      totalCents: 124156,
    };
    const text = buildOrderWhatsAppText(order);
    expect(text).not.toContain('\u00a0');
    expect(text).toContain('Subtotal: R$ 1.234,56\nTaxa de entrega: R$ 7,00\n*Total: R$ 1.241,56*');
  });

  it('leaves out shop name, tracking link and change when there are none', () => {
    const text = buildOrderWhatsAppText({ ...storedOrder(), changeForCents: null });
    expect(text.split('\n')[1]).toBe('');
    expect(text).not.toContain('Troco');
    expect(text).not.toContain('Acompanhe');
    expect(text.endsWith('Pagamento: Dinheiro (a receber)')).toBe(true);
  });

  it('gives drinks no size and pizzas their short size name', () => {
    const [pizza, drink] = storedOrder().items;
    if (!pizza || !drink) throw new Error('fixture');
    const order: WhatsAppOrder = {
      ...storedOrder(),
      items: [
        {
          ...pizza,
          size: 'broto',
          sizeName: 'Broto',
          extraFlavours: [],
          extras: [],
          crustName: null,
          notes: '',
        },
        drink,
      ],
    };
    const text = buildOrderWhatsAppText(order);
    expect(text).toContain('\n2x Calabresa (Broto) — R$ 154,00\n1x Coca-Cola 2L — R$ 18,00\n');
  });

  it("keeps the customer's notes, without the 'Sabores:' line the wizard added", () => {
    const [pizza] = storedOrder().items;
    if (!pizza) throw new Error('fixture');
    const notes = (value: string) =>
      buildOrderWhatsAppText({ ...storedOrder(), items: [{ ...pizza, notes: value }] });
    expect(notes('Sabores: Calabresa + Frango com Catupiry')).not.toContain('Observações');
    expect(notes('bem assada\ncortar em 16')).toContain(
      '  Observações: bem assada / cortar em 16\n',
    );
    expect(notes('Sabores favoritos: todos')).toContain(
      '  Observações: Sabores favoritos: todos\n',
    );
  });

  it("keeps a customer's note 'Sabores: …' on a pizza without extra flavours", () => {
    const [pizza] = storedOrder().items;
    if (!pizza) throw new Error('fixture');
    const text = buildOrderWhatsAppText({
      ...storedOrder(),
      items: [{ ...pizza, extraFlavours: [], notes: 'Sabores: capricha no orégano' }],
    });
    expect(text).toContain('  Observações: Sabores: capricha no orégano\n');
  });

  it('shows a crust without filling by its name alone', () => {
    const [pizza] = storedOrder().items;
    if (!pizza) throw new Error('fixture');
    const text = buildOrderWhatsAppText({
      ...storedOrder(),
      items: [{ ...pizza, crustName: 'Borda Integral', fillingName: null }],
    });
    expect(text).toContain('  Borda: Borda Integral\n');
  });

  it('writes a tracked order, which has no phone, without the phone line', () => {
    const { customerPhone: _phone, ...tracked } = storedOrder();
    const trackedOrder: TrackedOrder = tracked;
    const text = buildOrderWhatsAppText(trackedOrder);
    expect(text).not.toContain('Telefone');
    expect(text).toContain('Cliente: Maria Silva\nEntrega\nEndereço: Av. Paulista');
  });

  it("heads an order not stored yet 'Novo pedido'", () => {
    const text = buildOrderWhatsAppText({ ...storedOrder(), id: null });
    expect(text.startsWith('*Novo pedido*\n\n2x Calabresa (Grande)')).toBe(true);
  });
});

describe('buildOrderWhatsAppText: fulfilment, slot, fee and payment state', () => {
  /** The customer and totals blocks of a text. */
  const tail = (text: string) => text.split('\n\n').slice(2, 4).join('\n\n');
  const FRIDAY_7PM = new Date('2026-11-20T19:00:00-03:00');

  it('writes a delivery to a zone with its fee, and a Pix order still to be received', () => {
    const text = buildOrderWhatsAppText({
      ...storedOrder(),
      fulfilment: 'entrega',
      deliveryZone: 'Jardim Paulista',
      deliveryFeeCents: 700,
      totalCents: 17_900,
      paymentMethod: 'Pix',
      changeForCents: null,
    });
    expect(tail(text)).toBe(
      [
        'Subtotal: R$ 172,00',
        'Taxa de entrega: R$ 7,00',
        '*Total: R$ 179,00*',
        '',
        'Cliente: Maria Silva',
        'Telefone: (11) 98765-4321',
        'Entrega — Jardim Paulista',
        'Endereço: Av. Paulista, 1000 - apto 12, Bela Vista, São Paulo/SP, CEP: 01310-100',
        'O quanto antes',
        'Pagamento: Pix (a receber)',
      ].join('\n'),
    );
  });

  it('writes a pickup without address and without a fee line, and a Pix order paid', () => {
    const text = buildOrderWhatsAppText({
      ...storedOrder(),
      fulfilment: 'retirada',
      deliveryFeeCents: null,
      paymentMethod: 'Pix',
      paymentStatus: 'pago',
      changeForCents: null,
    });
    expect(tail(text)).toBe(
      [
        'Subtotal: R$ 172,00',
        '*Total: R$ 172,00*',
        '',
        'Cliente: Maria Silva',
        'Telefone: (11) 98765-4321',
        'Retirada no local',
        'O quanto antes',
        'Pagamento: Pix (pago)',
      ].join('\n'),
    );
    expect(text).not.toContain('Endereço');
    expect(text).not.toContain('Taxa de entrega');
  });

  it("writes a scheduled order's slot as 'Hoje, 20:30' when sent, in the shop's zone", () => {
    const order = { ...storedOrder(), scheduledFor: '2026-11-20T23:30:00.000Z' };
    const sentNow = buildOrderWhatsAppText(order, {
      timeZone: 'America/Sao_Paulo',
      now: FRIDAY_7PM,
    });
    expect(sentNow).toContain('\nAgendado: Hoje, 20:30\nPagamento: Dinheiro (a receber)\n');
    expect(sentNow).not.toContain('O quanto antes');
    // a text kept for later says the day
    expect(buildOrderWhatsAppText(order, { timeZone: 'America/Sao_Paulo' })).toContain(
      '\nAgendado: 20/11/2026 às 20:30\n',
    );
  });

  it('writes an order placed before zones existed as a delivery, fee to confirm, as soon as possible', () => {
    const text = buildOrderWhatsAppText({ ...storedOrder(), changeForCents: null });
    expect(tail(text)).toBe(
      [
        'Subtotal: R$ 172,00',
        'Taxa de entrega: A confirmar',
        '*Total: R$ 172,00*',
        '',
        'Cliente: Maria Silva',
        'Telefone: (11) 98765-4321',
        'Entrega',
        'Endereço: Av. Paulista, 1000 - apto 12, Bela Vista, São Paulo/SP, CEP: 01310-100',
        'O quanto antes',
        'Pagamento: Dinheiro (a receber)',
      ].join('\n'),
    );
  });
});

describe('whatsAppOrderFromCart', () => {
  it('builds, from the cart, the lines the server stores for the same choices', () => {
    const fromCart = whatsAppOrderFromCart(cart, customer, payment);
    const order = storedOrder();
    expect(fromCart.items).toEqual(order.items);
    expect(fromCart).toEqual({
      id: null,
      items: order.items,
      subtotalCents: 17200,
      deliveryFeeCents: null,
      totalCents: 17200,
      customerName: 'Maria Silva',
      customerPhone: '11987654321',
      deliveryAddress: order.deliveryAddress,
      paymentMethod: 'Dinheiro',
      changeForCents: 20000,
      paymentStatus: 'a_receber',
      fulfilment: 'entrega',
      deliveryZone: null,
      scheduledFor: null,
      discountLines: [],
      couponCode: null,
      pendingCouponCode: null,
    });
  });

  it('gives the offline queue the same text as the stored order, headed Novo pedido', () => {
    const options = { shopName: 'Forno Pizzaria' };
    const offline = buildOrderWhatsAppText(whatsAppOrderFromCart(cart, customer, payment), options);
    expect(offline).toBe(buildOrderWhatsAppText({ ...storedOrder(), id: null }, options));
    expect(offline.startsWith('*Novo pedido*\nForno Pizzaria\n\n2x Calabresa (Grande)')).toBe(true);
  });

  it("says the zone's fee, the pickup and the slot the checkout quoted, as the stored order will", () => {
    const options = { shopName: 'Forno Pizzaria', timeZone: 'America/Sao_Paulo' };
    const delivery = {
      fulfilment: 'entrega' as const,
      deliveryZoneId: null,
      deliveryFeeCents: 700,
      zoneName: 'Jardim Paulista',
    };
    const slot = '2026-11-27T22:00:00.000Z';
    const fromCart = whatsAppOrderFromCart(cart, customer, payment, delivery, slot);
    expect(fromCart).toMatchObject({
      deliveryFeeCents: 700,
      totalCents: 17900,
      fulfilment: 'entrega',
      deliveryZone: 'Jardim Paulista',
      scheduledFor: slot,
    });
    const stored = {
      ...storedOrder(),
      id: null,
      deliveryFeeCents: 700,
      totalCents: 17900,
      deliveryZone: 'Jardim Paulista',
      scheduledFor: slot,
    };
    expect(buildOrderWhatsAppText(fromCart, options)).toBe(buildOrderWhatsAppText(stored, options));
    expect(buildOrderWhatsAppText(fromCart, options)).toContain('Entrega — Jardim Paulista');

    const pickup = whatsAppOrderFromCart(cart, customer, payment, {
      fulfilment: 'retirada',
      deliveryZoneId: null,
      deliveryFeeCents: 0,
      zoneName: null,
    });
    expect(pickup).toMatchObject({
      deliveryFeeCents: null,
      totalCents: 17200,
      fulfilment: 'retirada',
    });
    const text = buildOrderWhatsAppText(pickup, options);
    expect(text).toContain('Retirada no local');
    expect(text).not.toContain('Taxa de entrega');
    expect(text).not.toContain('Endereço:');
  });
});

describe('buildOrderWhatsAppText: discounts', () => {
  it('lists the offer and the coupon under the subtotal, and the total after them', () => {
    const order = {
      ...storedOrder(),
      discountCents: 2000,
      totalCents: 15_200,
      discountLines: [
        { source: 'offer' as const, name: 'Terça doce', amountCents: 1500 },
        { source: 'coupon' as const, name: 'PIZZA10', amountCents: 500 },
      ],
      couponCode: 'PIZZA10',
    };
    const text = buildOrderWhatsAppText(order);
    expect(text).toContain(
      [
        'Subtotal: R$ 172,00',
        'Oferta: Terça doce: - R$ 15,00',
        'Cupom PIZZA10: - R$ 5,00',
        'Taxa de entrega: A confirmar',
        '*Total: R$ 152,00*',
      ].join('\n'),
    );
  });

  it('says when the coupon of a queued order was not applied', () => {
    const order = { ...storedOrder(), couponCode: 'PIZZA10', couponRefusal: 'Cupom esgotado.' };
    expect(buildOrderWhatsAppText(order)).toContain(
      'Subtotal: R$ 172,00\nCupom PIZZA10 não aplicado: Cupom esgotado.\n',
    );
  });

  it('writes, from the cart, the discount the checkout was told, or a coupon still to confirm', () => {
    const checked = whatsAppOrderFromCart(cart, customer, payment, null, null, {
      lines: [{ source: 'coupon', name: 'PIZZA10', amountCents: 500 }],
      couponCode: 'PIZZA10',
    });
    expect(checked.totalCents).toBe(17_200 - 500);
    const checkedText = buildOrderWhatsAppText(checked);
    expect(checkedText).toContain('Cupom PIZZA10: - R$ 5,00');
    expect(checkedText).toContain('*Total: R$ 167,00*');
    // typed offline, never checked: the shop confirms it
    const unchecked = buildOrderWhatsAppText(
      whatsAppOrderFromCart(cart, customer, payment, null, null, {
        lines: [],
        couponCode: 'PIZZA10',
      }),
    );
    expect(unchecked).toContain('Cupom PIZZA10: desconto a confirmar');
    expect(unchecked).toContain('*Total: R$ 172,00*');
  });
});
