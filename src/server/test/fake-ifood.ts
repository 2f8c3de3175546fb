import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * iFood's Merchant API as its public documentation describes it (decision 072,
 * developer.ifood.com.br), on 127.0.0.1, for the API tests and the browser journey:
 *
 * - Authentication (distributed apps): `POST /authentication/v1.0/oauth/userCode` (form
 *   `clientId`) → `{userCode, authorizationCodeVerifier, verificationUrl,
 *   verificationUrlComplete, expiresIn}`; `POST /authentication/v1.0/oauth/token` (form
 *   `grantType` authorization_code with `authorizationCode` + `authorizationCodeVerifier`, or
 *   refresh_token with `refreshToken`; always `clientId` + `clientSecret`) → `{accessToken,
 *   refreshToken, type, expiresIn}`;
 * - Merchant: `GET /merchant/v1.0/merchants`, `GET /merchant/v1.0/merchants/{id}/status`;
 * - Events: `GET /order/v1.0/events:polling` (header `x-polling-merchants`; 200 with the events
 *   not yet acknowledged, 204 when none), `POST /order/v1.0/events/acknowledgment` (`[{id}]`, 202);
 * - Order: `GET /order/v1.0/orders/{id}`, `POST …/{confirm|startPreparation|readyToPickup|
 *   dispatch}` (202, and the matching event appears in the next poll), `GET
 *   …/cancellationReasons` (`[{cancelCodeId, description}]`), `POST …/requestCancellation`
 *   (`{reason, cancellationCode}`, 202, then a CAN event);
 * - every call but authentication needs `Authorization: Bearer <accessToken>` (else 401).
 *
 * Controls: `authorize` (the owner's step in the partner portal), `place`, `cancel`,
 * `customerAsksCancellation`, `expireAccessTokens`, `loseNextAcknowledgment`, `setStoreOpen`.
 */

interface FakeIfoodEvent {
  id: string;
  code: string;
  fullCode: string;
  orderId: string;
  merchantId: string;
  createdAt: string;
  metadata?: Record<string, unknown>;
}

interface FakeIfoodAction {
  orderId: string;
  step: string;
  body: unknown;
}

export interface FakeIfood {
  url: string;
  clientId: string;
  clientSecret: string;
  merchantId: string;
  /** The authorization code the portal shows once the owner typed the link code. */
  authorize(userCode: string): string;
  /** A new order on iFood: its PLC event appears in the next poll. Answers its id. */
  place(order?: Partial<FakeIfoodOrder>): string;
  cancel(orderId: string, reason: string): void;
  customerAsksCancellation(orderId: string): void;
  /** Every access token given so far stops working (401), as one that ended mid-evening. */
  expireAccessTokens(): void;
  /** The next acknowledgment answers 202 but is not kept: iFood sends those events again. */
  loseNextAcknowledgment(): void;
  setStoreOpen(isOpen: boolean): void;
  /** The order actions received, in order. */
  actions: FakeIfoodAction[];
  /** Event ids acknowledged. */
  acknowledged: Set<string>;
  polls: number;
  tokenRefreshes: number;
  /** Tells when a poll has been answered (the journey waits on it, not on a clock). */
  nextPoll(): Promise<void>;
  close(): Promise<void>;
}

type FakeIfoodOrder = Record<string, unknown> & { id: string };

const FAKE_IFOOD_REASONS = [
  { cancelCodeId: '501', description: 'Problemas de sistema' },
  { cancelCodeId: '502', description: 'Pedido em duplicidade' },
  { cancelCodeId: '503', description: 'Item indisponível' },
  { cancelCodeId: '506', description: 'Endereço não atendido' },
];

/**
 * A half-half pizza with a stuffed edge, a drink, delivery fee, an iFood-paid benefit, paid
 * online: the order the tests map. Prices in reais, as iFood sends them.
 */
function halfHalfPizzaOrder(
  id: string,
  merchantId: string,
  overrides: Partial<FakeIfoodOrder> = {},
): FakeIfoodOrder {
  return {
    id,
    displayId: '4521',
    orderType: 'DELIVERY',
    orderTiming: 'IMMEDIATE',
    salesChannel: 'IFOOD',
    category: 'FOOD',
    createdAt: new Date().toISOString(),
    merchant: { id: merchantId, name: 'Pizzaria Teste' },
    customer: {
      id: 'c-1',
      name: 'Joana Cliente',
      documentNumber: null,
      ordersCountOnMerchant: 3,
      phone: { number: '0800 705 0000', localizer: '12345678', localizerExpiration: null },
    },
    delivery: {
      mode: 'DEFAULT',
      deliveredBy: 'IFOOD',
      deliveryDateTime: new Date().toISOString(),
      deliveryAddress: {
        streetName: 'Rua das Flores',
        streetNumber: '100',
        formattedAddress: 'Rua das Flores, 100',
        neighborhood: 'Centro',
        complement: 'Apto 12',
        postalCode: '01001000',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
      },
    },
    items: [
      {
        index: 1,
        id: randomUUID(),
        uniqueId: randomUUID(),
        name: 'Pizza Grande',
        externalCode: '',
        unit: 'UN',
        quantity: 1,
        unitPrice: 0,
        optionsPrice: 78,
        totalPrice: 78,
        price: 0,
        observations: 'Sem cebola',
        options: [
          {
            name: 'Grande',
            groupName: 'Tamanho',
            type: 'SIZE',
            externalCode: '',
            quantity: 1,
            unitPrice: 0,
            addition: 0,
            price: 0,
          },
          {
            name: 'Calabresa',
            groupName: 'Sabores',
            type: 'TOPPING',
            externalCode: '',
            quantity: 1,
            unitPrice: 34,
            addition: 34,
            price: 34,
          },
          {
            name: 'Margherita',
            groupName: 'Sabores',
            type: 'TOPPING',
            externalCode: '',
            quantity: 1,
            unitPrice: 32,
            addition: 32,
            price: 32,
          },
          {
            name: 'Borda de catupiry',
            groupName: 'Borda',
            type: 'EDGE',
            externalCode: '',
            quantity: 1,
            unitPrice: 12,
            addition: 12,
            price: 12,
          },
        ],
      },
      {
        index: 2,
        id: randomUUID(),
        uniqueId: randomUUID(),
        name: 'Refrigerante lata',
        externalCode: '',
        unit: 'UN',
        quantity: 2,
        unitPrice: 6,
        optionsPrice: 0,
        totalPrice: 12,
        price: 12,
        options: [],
      },
    ],
    benefits: [
      {
        value: 10,
        target: 'CART',
        sponsorshipValues: [
          { name: 'IFOOD', value: 10 },
          { name: 'MERCHANT', value: 0 },
        ],
      },
    ],
    total: { subTotal: 90, deliveryFee: 8, benefits: 10, orderAmount: 88, additionalFees: 0 },
    payments: {
      prepaid: 88,
      pending: 0,
      methods: [{ value: 88, currency: 'BRL', method: 'CREDIT', type: 'ONLINE', prepaid: true }],
    },
    ...overrides,
  };
}

const STEP_EVENTS: Readonly<Record<string, [string, string]>> = {
  confirm: ['CFM', 'CONFIRMED'],
  startPreparation: ['PRS', 'PREPARATION_STARTED'],
  readyToPickup: ['RTP', 'READY_TO_PICKUP'],
  dispatch: ['DSP', 'DISPATCHED'],
};

export async function startFakeIfood(
  options: { port?: number; clientId?: string; clientSecret?: string } = {},
): Promise<FakeIfood> {
  const clientId = options.clientId ?? 'forno-app';
  const clientSecret = options.clientSecret ?? 'segredo-do-app';
  const merchantId = 'b1c2d3e4-0000-4000-8000-000000000001';
  const links = new Map<string, { verifier: string; code: string | null }>();
  const validAccess = new Set<string>();
  const refreshTokens = new Set<string>();
  const orders = new Map<string, FakeIfoodOrder>();
  let events: FakeIfoodEvent[] = [];
  let tokenCount = 0;
  let isOpen = true;
  let loseAck = false;
  let pollWaiters: (() => void)[] = [];

  function addEvent(orderId: string, code: string, fullCode: string, metadata?: object) {
    events.push({
      id: randomUUID(),
      code,
      fullCode,
      orderId,
      merchantId,
      createdAt: new Date().toISOString(),
      ...(metadata ? { metadata: metadata as Record<string, unknown> } : {}),
    });
  }

  function issueTokens() {
    tokenCount += 1;
    const accessToken = `at-${tokenCount}-${randomUUID()}`;
    const refreshToken = `rt-${tokenCount}-${randomUUID()}`;
    validAccess.add(accessToken);
    refreshTokens.add(refreshToken);
    return { accessToken, refreshToken, type: 'bearer', expiresIn: 21_600 };
  }

  const fake: FakeIfood = {
    url: '',
    clientId,
    clientSecret,
    merchantId,
    authorize(userCode) {
      const link = links.get(userCode);
      if (!link) throw new Error(`unknown link code ${userCode}`);
      link.code = `auth-${userCode}`;
      return link.code;
    },
    place(order) {
      const id = order?.id ?? randomUUID();
      orders.set(id, halfHalfPizzaOrder(id, merchantId, order));
      addEvent(id, 'PLC', 'PLACED');
      return id;
    },
    cancel(orderId, reason) {
      addEvent(orderId, 'CAN', 'CANCELLED', { CANCEL_REASON: reason, CANCEL_ORIGIN: 'IFOOD' });
    },
    customerAsksCancellation(orderId) {
      addEvent(orderId, 'CCR', 'CONSUMER_CANCELLATION_REQUESTED');
    },
    expireAccessTokens() {
      validAccess.clear();
    },
    loseNextAcknowledgment() {
      loseAck = true;
    },
    setStoreOpen(open) {
      isOpen = open;
    },
    actions: [],
    acknowledged: new Set(),
    polls: 0,
    tokenRefreshes: 0,
    nextPoll() {
      return new Promise((resolve) => pollWaiters.push(resolve));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function send(response: ServerResponse, status: number, body?: unknown) {
    if (body === undefined) {
      response.writeHead(status).end();
      return;
    }
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  function problem(response: ServerResponse, status: number, code: string, message: string) {
    send(response, status, { error: { code, message } });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = decodeURIComponent(url.pathname);
    const method = request.method ?? 'GET';
    const body = await readBody(request);

    if (method === 'POST' && path === '/authentication/v1.0/oauth/userCode') {
      const form = new URLSearchParams(body);
      if (form.get('clientId') !== clientId)
        return problem(response, 401, 'Unauthorized', 'clientId');
      const userCode = `ABC${links.size + 1}XYZ`.slice(0, 8);
      const verifier = randomUUID();
      links.set(userCode, { verifier, code: null });
      return send(response, 200, {
        userCode,
        authorizationCodeVerifier: verifier,
        verificationUrl: 'https://portal.ifood.com.br/apps/code',
        verificationUrlComplete: `https://portal.ifood.com.br/apps/code?c=${userCode}`,
        expiresIn: 600,
      });
    }
    if (method === 'POST' && path === '/authentication/v1.0/oauth/token') {
      const form = new URLSearchParams(body);
      if (form.get('clientId') !== clientId || form.get('clientSecret') !== clientSecret) {
        return problem(response, 401, 'Unauthorized', 'bad client credentials');
      }
      const grant = form.get('grantType');
      if (grant === 'authorization_code') {
        const link = [...links.values()].find(
          (entry) => entry.code !== null && entry.code === form.get('authorizationCode'),
        );
        if (!link || link.verifier !== form.get('authorizationCodeVerifier')) {
          return problem(response, 401, 'Unauthorized', 'invalid authorization code');
        }
        link.code = null;
        return send(response, 200, issueTokens());
      }
      if (grant === 'refresh_token') {
        const refresh = form.get('refreshToken') ?? '';
        if (!refreshTokens.delete(refresh)) {
          return problem(response, 401, 'Unauthorized', 'invalid refresh token');
        }
        fake.tokenRefreshes += 1;
        return send(response, 200, issueTokens());
      }
      return problem(response, 400, 'BadRequest', 'grantType');
    }

    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!validAccess.has(token)) return problem(response, 401, 'Unauthorized', 'token expired');

    if (method === 'GET' && path === '/merchant/v1.0/merchants') {
      return send(response, 200, [
        { id: merchantId, name: 'Pizzaria Teste', corporateName: 'Teste' },
      ]);
    }
    if (method === 'GET' && path === `/merchant/v1.0/merchants/${merchantId}/status`) {
      return send(response, 200, [
        {
          operation: 'DELIVERY',
          salesChannel: 'IFOOD',
          available: isOpen,
          state: isOpen ? 'OK' : 'CLOSED',
          message: { title: isOpen ? 'Loja aberta' : 'Loja fechada', subtitle: '' },
          validations: [],
        },
      ]);
    }
    if (method === 'GET' && path === '/order/v1.0/events:polling') {
      fake.polls += 1;
      const waiters = pollWaiters;
      pollWaiters = [];
      if (request.headers['x-polling-merchants'] !== merchantId) {
        send(response, 200, []);
      } else {
        const pending = events.filter((event) => !fake.acknowledged.has(event.id));
        if (pending.length === 0) send(response, 204);
        else send(response, 200, pending);
      }
      for (const resolve of waiters) resolve();
      return;
    }
    if (method === 'POST' && path === '/order/v1.0/events/acknowledgment') {
      const ids = (JSON.parse(body) as { id: string }[]).map((entry) => entry.id);
      if (loseAck) {
        loseAck = false;
      } else {
        for (const id of ids) fake.acknowledged.add(id);
        events = events.filter((event) => !fake.acknowledged.has(event.id));
      }
      return send(response, 202);
    }
    const orderPath = /^\/order\/v1\.0\/orders\/([^/]+)(?:\/([A-Za-z]+))?$/.exec(path);
    const order = orderPath ? orders.get(orderPath[1]!) : undefined;
    if (orderPath && !order) return problem(response, 404, 'NotFound', 'order not found');
    if (orderPath && order) {
      const [, orderId = '', action] = orderPath;
      if (method === 'GET' && !action) return send(response, 200, order);
      if (method === 'GET' && action === 'cancellationReasons') {
        return send(response, 200, FAKE_IFOOD_REASONS);
      }
      if (
        method === 'POST' &&
        action &&
        (action in STEP_EVENTS || action === 'requestCancellation')
      ) {
        const parsed: unknown = body ? JSON.parse(body) : null;
        fake.actions.push({ orderId, step: action, body: parsed });
        const event = STEP_EVENTS[action];
        if (event) addEvent(orderId, event[0], event[1]);
        else addEvent(orderId, 'CAN', 'CANCELLED', { CANCEL_ORIGIN: 'RESTAURANT' });
        return send(response, 202);
      }
    }
    return problem(response, 404, 'NotFound', `${method} ${path}`);
  }

  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) send(response, 500, { error: { code: 'Internal' } });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
