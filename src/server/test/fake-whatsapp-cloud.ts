import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * WhatsApp's Cloud API as Meta's public reference describes it (decision 073), on 127.0.0.1:
 *
 * - `POST /{version}/{phone-number-id}/messages` with `Authorization: Bearer <token>`: a text
 *   (`type: "text"`, only inside the recipient's 24 h customer service window, else error 131047)
 *   or a template (`type: "template"`, any time) → `{ messaging_product, contacts: [{ input,
 *   wa_id }], messages: [{ id: "wamid…" }] }`;
 * - `GET /{version}/{phone-number-id}` → `{ display_phone_number, verified_name, id }`;
 * - errors: `{ error: { message, type, code, error_subcode?, fbtrace_id } }` — 190 for a bad
 *   token (401), 131026 for an undeliverable number, 131047 outside the window (400).
 *
 * Controls: `openWindow(to)` (the customer wrote), `undeliverable`, `failNext(error)` (the next
 * sends answer these errors, in order), `sent` (every message taken, in order).
 */

export interface FakeCloudError {
  status: number;
  code: number;
  message: string;
  type?: string;
  subcode?: number;
}

interface FakeSentMessage {
  wamid: string;
  to: string;
  type: 'text' | 'template';
  text?: string;
  template?: { name: string; language: string; parameters: string[] };
}

export interface FakeWhatsAppCloud {
  /** With the version: what WHATSAPP_API_URL is set to. */
  baseUrl: string;
  phoneNumberId: string;
  accessToken: string;
  sent: FakeSentMessage[];
  /** Every request to `/messages`, taken or refused. */
  sendAttempts: number;
  openWindow(to: string): void;
  closeWindow(to: string): void;
  undeliverable: Set<string>;
  failNext(...errors: FakeCloudError[]): void;
  /**
   * The next send is taken and never answered: `arrived` resolves when it is in, `cut()` drops
   * the connection without an answer (whether WhatsApp took it is then unknown to the caller).
   */
  holdNext(): { arrived: Promise<void>; cut(): void };
  close(): Promise<void>;
}

export const FAKE_CLOUD_ERRORS = {
  serviceUnavailable: {
    status: 503,
    code: 2,
    type: 'OAuthException',
    message: 'Service temporarily unavailable',
  },
  badToken: {
    status: 401,
    code: 190,
    type: 'OAuthException',
    message: 'Error validating access token: Session has expired.',
  },
} satisfies Record<string, FakeCloudError>;

const VERSION = 'v21.0';

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function errorBody(error: FakeCloudError) {
  return {
    error: {
      message: error.message,
      type: error.type ?? 'OAuthException',
      code: error.code,
      ...(error.subcode ? { error_subcode: error.subcode } : {}),
      fbtrace_id: `A${randomBytes(8).toString('hex')}`,
    },
  };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

export async function startFakeWhatsAppCloud(
  options: { phoneNumberId?: string; accessToken?: string } = {},
): Promise<FakeWhatsAppCloud> {
  const phoneNumberId = options.phoneNumberId ?? '109876543210987';
  const accessToken = options.accessToken ?? `EAAG${randomBytes(24).toString('hex')}`;
  const windowOpen = new Set<string>();
  const undeliverable = new Set<string>();
  const failures: FakeCloudError[] = [];
  let hold: { arrived: () => void; held: (socket: Socket) => void } | null = null;
  const sockets = new Set<Socket>();
  const fake = {
    sent: [] as FakeSentMessage[],
    sendAttempts: 0,
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] !== VERSION || parts[1] !== phoneNumberId) {
      return answer(
        res,
        400,
        errorBody({ status: 400, code: 100, message: 'Unsupported request' }),
      );
    }
    if (req.headers.authorization !== `Bearer ${accessToken}`) {
      return answer(res, 401, errorBody(FAKE_CLOUD_ERRORS.badToken));
    }
    if (req.method === 'GET' && parts.length === 2) {
      return answer(res, 200, {
        display_phone_number: '+55 11 3333-4444',
        verified_name: 'Forno Pizzaria',
        id: phoneNumberId,
      });
    }
    if (req.method !== 'POST' || parts[2] !== 'messages' || parts.length !== 3) {
      return answer(
        res,
        400,
        errorBody({ status: 400, code: 100, message: 'Unsupported request' }),
      );
    }
    fake.sendAttempts += 1;
    if (hold) {
      const current = hold;
      hold = null;
      current.held(req.socket);
      current.arrived();
      return;
    }
    const body = (await readBody(req)) as Record<string, unknown> | null;
    const forced = failures.shift();
    if (forced) return answer(res, forced.status, errorBody(forced));
    const to = typeof body?.to === 'string' ? body.to : '';
    if (body?.messaging_product !== 'whatsapp' || !/^\d{8,15}$/.test(to)) {
      return answer(
        res,
        400,
        errorBody({ status: 400, code: 100, message: '(#100) Invalid parameter' }),
      );
    }
    if (undeliverable.has(to)) {
      return answer(
        res,
        400,
        errorBody({ status: 400, code: 131026, message: 'Message undeliverable' }),
      );
    }
    let message: FakeSentMessage;
    const wamid = `wamid.${randomBytes(16).toString('base64url')}`;
    if (body.type === 'text') {
      const text = (body.text as { body?: unknown } | undefined)?.body;
      if (typeof text !== 'string' || !text) {
        return answer(
          res,
          400,
          errorBody({ status: 400, code: 131008, message: 'Required parameter is missing' }),
        );
      }
      if (!windowOpen.has(to)) {
        return answer(
          res,
          400,
          errorBody({
            status: 400,
            code: 131047,
            message:
              'Re-engagement message: more than 24 hours have passed since the recipient last replied',
          }),
        );
      }
      message = { wamid, to, type: 'text', text };
    } else if (body.type === 'template') {
      const template = body.template as {
        name?: string;
        language?: { code?: string };
        components?: { type: string; parameters?: { type: string; text: string }[] }[];
      };
      const parameters =
        template.components?.find((c) => c.type === 'body')?.parameters?.map((p) => p.text) ?? [];
      if (!template.name || !template.language?.code || parameters.some((p) => !p?.trim())) {
        return answer(
          res,
          400,
          errorBody({ status: 400, code: 132000, message: 'Number of parameters does not match' }),
        );
      }
      message = {
        wamid,
        to,
        type: 'template',
        template: { name: template.name, language: template.language.code, parameters },
      };
    } else {
      return answer(
        res,
        400,
        errorBody({ status: 400, code: 131051, message: 'Unsupported message type' }),
      );
    }
    fake.sent.push(message);
    return answer(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id: wamid }],
    });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() =>
      answer(res, 500, errorBody({ status: 500, code: 1, message: 'An unknown error occurred' })),
    );
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/${VERSION}`,
    phoneNumberId,
    accessToken,
    undeliverable,
    openWindow: (to: string) => void windowOpen.add(to),
    closeWindow: (to: string) => void windowOpen.delete(to),
    failNext: (...errors: FakeCloudError[]) => void failures.push(...errors),
    holdNext() {
      let socket: Socket | null = null;
      let arrived = () => {};
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      hold = { arrived, held: (s) => (socket = s) };
      return {
        arrived: arrival,
        cut: () => {
          (socket as Socket | null)?.destroy();
        },
      };
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close').catch(() => undefined);
    },
  });
}
