import { X509Certificate, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { request as httpsRequest, createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { crc16Ccitt } from '../../domain/pix';
import type { PixProviderConfig, WebhookRequest } from '../modules/pix/provider';

/**
 * A PSP's API Pix as the Banco Central's specification and the banks' public documentation
 * describe it (decision 061), over HTTPS with mutual TLS on 127.0.0.1: it trusts only the test
 * CA (fixtures/pix-certs), so a call without the shop's client certificate fails the handshake.
 *
 * Variants: `efi` (token POST /oauth/token with Basic auth and a JSON body; API under /v2; errors
 * `{"nome","mensagem"}`; webhooks `{"pix":[…]}` POSTed to the registered address + '/pix') and
 * `inter` (token POST /oauth/v2/token, form-encoded with client_id, client_secret, scope; API
 * under /pix/v2; errors application/problem+json; webhooks a bare array to the address itself).
 *
 * Paths: PUT/GET/PATCH {api}/cob/{txid}; GET {api}/pix?inicio&fim&paginacao.paginaAtual&
 * paginacao.itensPorPagina; PUT/GET {api}/pix/{e2eid}/devolucao/{id}; PUT {api}/webhook/{chave}.
 * A refund answers EM_PROCESSAMENTO when asked and is settled when read again: DEVOLVIDO, or
 * NAO_REALIZADO with the reason given to failRefunds(). A cob stays ATIVA past its expiry, as
 * banks leave it (the adapter judges the time); pay() works whatever the cob's state, so a
 * payment racing an expiry or a removal can be played.
 */

const CERTS_DIR = new URL('./fixtures/pix-certs/', import.meta.url);
const pem = (name: string) => readFileSync(new URL(name, CERTS_DIR), 'utf8');

/** The test certificates (fixtures/pix-certs/README.md says how they were made). */
export const PIX_TEST_CERTS = {
  /** The PSP's test CA: trusts and signs everything below except the stranger. */
  ca: pem('ca.pem'),
  /** 127.0.0.1 / localhost: the fake's server certificate (any test HTTPS listener may use it). */
  server: { cert: pem('server.pem'), key: pem('server.key') },
  /** The PSP's client certificate: its webhooks come with it. */
  psp: { cert: pem('psp.pem'), key: pem('psp.key') },
  /** The shop's client certificate, as a PEM pair and as the .p12 the PSP hands out. */
  shop: {
    cert: pem('shop.pem'),
    key: pem('shop.key'),
    p12Base64: readFileSync(new URL('shop.p12', CERTS_DIR)).toString('base64'),
    passphrase: 'senha-teste',
  },
  /** A client certificate from a CA nobody here trusts. */
  stranger: { cert: pem('stranger.pem'), key: pem('stranger.key') },
} as const;

export type TestClientCertificate = 'psp' | 'shop' | 'stranger' | 'none';

/** A client certificate as the webhook route hands it to the adapter (`WebhookRequest`). */
export function clientCertificateOf(
  name: Exclude<TestClientCertificate, 'none'>,
): NonNullable<WebhookRequest['clientCertificate']> {
  const cert = new X509Certificate(PIX_TEST_CERTS[name].cert);
  return { fingerprint256: cert.fingerprint256, subject: cert.subject, issuer: cert.issuer };
}

/** A Pix as the API shows it (`pix[]` of a cob, of GET /pix, of a webhook). */
interface FakePix {
  endToEndId: string;
  txid?: string;
  chave: string;
  valor: string;
  horario: string;
  infoPagador?: string;
  pagador?: { nome: string };
  gnExtras?: { pagador: { nome: string } };
  devolucoes?: FakeRefund[];
}

interface FakeRefund {
  id: string;
  rtrId: string;
  valor: string;
  horario: { solicitacao: string; liquidacao?: string };
  status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';
  motivo?: string;
}

interface FakeCob {
  calendario: { criacao: string; expiracao: number };
  txid: string;
  revisao: number;
  loc: { id: number; location: string; tipoCob: 'cob' };
  location: string;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  pixCopiaECola: string;
  pix?: FakePix[];
}

interface FakeApiPixRequest {
  method: string;
  /** Without the query. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  /** The body parsed (JSON or form), or its text. */
  body: unknown;
  /** The CN of the client certificate the call came with. */
  clientCertificate: string | null;
}

export interface FakeApiPix {
  readonly variant: 'efi' | 'inter';
  /** https://127.0.0.1:<port> */
  readonly baseUrl: string;
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly pixKey: string;
  /** Every request that reached the HTTP layer, in order. */
  readonly requests: FakeApiPixRequest[];
  readonly charges: Map<string, FakeCob>;
  /** Pix received, in order (paid charges and strangers). */
  readonly received: FakePix[];
  /** chave → registered webhook address. */
  readonly webhooks: Map<string, string>;
  /** How many tokens were handed out. */
  tokensIssued(): number;
  /** The config an adapter reaches this fake with (the shop's certificate as .p12 unless told). */
  config(overrides?: {
    certificate?: 'p12' | 'pem';
    clientSecret?: string;
    webhookCertificate?: string;
  }): Extract<PixProviderConfig, { kind: 'api_pix' }>;
  /** The customer pays a charge (its amount unless told): the cob turns CONCLUIDA. No webhook is sent. */
  pay(txid: string, options?: { amountCents?: number; payerName?: string; at?: Date }): FakePix;
  /** A Pix to the shop's key that no charge made (no txid). */
  payStranger(amountCents: number, options?: { payerName?: string; at?: Date }): FakePix;
  /**
   * - `refuse`: the port is closed (connection refused);
   * - `unavailable`: every call answers 503 in the variant's error shape;
   * - `silent`: connections are taken and never answered.
   */
  setDown(mode?: 'refuse' | 'unavailable' | 'silent'): Promise<void>;
  setUp(): Promise<void>;
  /** Refunds asked from now on end NAO_REALIZADO with this reason (false: they succeed again). */
  failRefunds(reason?: string | false): void;
  /** Forgets every token handed out: the next call with one answers 401. */
  expireTokens(): void;
  /** The webhook body telling of these Pix, in the variant's shape. */
  webhookBody(pix: readonly FakePix[]): string;
  /**
   * POSTs a webhook to `url` over HTTPS with a client certificate (the PSP's unless told),
   * trusting the test CA for the receiving server (its certificate: PIX_TEST_CERTS.server).
   */
  sendWebhook(
    url: string,
    payload: string | readonly FakePix[],
    options?: { clientCert?: TestClientCertificate },
  ): Promise<{ status: number; body: string }>;
  /** Tells the registered webhook of these Pix as the bank does (Efí: the address + '/pix'). */
  notify(
    pix: readonly FakePix[],
    options?: { clientCert?: TestClientCertificate },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const TXID = /^[a-zA-Z0-9]{26,35}$/;
const AMOUNT = /^\d{1,10}\.\d{2}$/;
const REFUND_ID = /^[a-zA-Z0-9]{1,35}$/;
const amountOf = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const centsOf = (valor: string) => {
  const [reais = '0', cents = '0'] = valor.split('.');
  return Number(reais) * 100 + Number(cents.padEnd(2, '0'));
};

let e2eSequence = 0;
function endToEndId(at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 12);
  e2eSequence += 1;
  return `E18236120${stamp}${randomBytes(4).toString('hex')}${String(e2eSequence).padStart(3, '0')}`.slice(
    0,
    32,
  );
}

/** A dynamic BR Code for a location, as the banks return it in `pixCopiaECola`. */
function dynamicBrCode(location: string): string {
  const field = (id: string, value: string) =>
    `${id}${String(value.length).padStart(2, '0')}${value}`;
  const payload = [
    field('00', '01'),
    field('01', '12'),
    field('26', field('00', 'br.gov.bcb.pix') + field('25', location)),
    field('52', '0000'),
    field('53', '986'),
    field('58', 'BR'),
    field('59', 'PIZZARIA DE TESTE'),
    field('60', 'SAO PAULO'),
    field('62', field('05', '***')),
    '6304',
  ].join('');
  return payload + crc16Ccitt(payload);
}

export async function startFakeApiPix(
  options: {
    variant?: 'efi' | 'inter';
    clientId?: string;
    clientSecret?: string;
    pixKey?: string;
    tokenLifetimeSeconds?: number;
    now?: () => Date;
  } = {},
): Promise<FakeApiPix> {
  const variant = options.variant ?? 'efi';
  const clientId = options.clientId ?? 'Client_Id_teste';
  const clientSecret = options.clientSecret ?? 'Client_Secret_teste';
  const pixKey = options.pixKey ?? 'pix@pizzariadeteste.com.br';
  const now = options.now ?? (() => new Date());
  const api = variant === 'efi' ? '/v2' : '/pix/v2';
  const tokenPath = variant === 'efi' ? '/oauth/token' : '/oauth/v2/token';
  const requests: FakeApiPixRequest[] = [];
  const charges = new Map<string, FakeCob>();
  const received: FakePix[] = [];
  const webhooks = new Map<string, string>();
  const tokens = new Set<string>();
  let issued = 0;
  let locSequence = 0;
  let refundFailure: string | false = false;
  const refundOutcomes = new Map<string, string | false>();
  let down: 'refuse' | 'unavailable' | 'silent' | null = null;
  const sockets = new Set<Socket>();

  // ——— answers ———

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) {
      res.writeHead(status).end();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  /** An error in the variant's shape: Efí `{nome, mensagem}`, Inter problem+json. */
  const fail = (
    res: ServerResponse,
    status: number,
    efi: { nome: string; mensagem: string },
    problem: {
      type: string;
      title: string;
      detail: string;
      violacoes?: { razao: string; propriedade: string }[];
    },
  ) => {
    if (variant === 'efi') {
      send(res, status, efi);
      return;
    }
    res.writeHead(status, { 'content-type': 'application/problem+json' }).end(
      JSON.stringify({
        type: `https://pix.bcb.gov.br/api/v2/error/${problem.type}`,
        title: problem.title,
        status,
        detail: problem.detail,
        ...(problem.violacoes ? { violacoes: problem.violacoes } : {}),
      }),
    );
  };

  const cobView = (cob: FakeCob) =>
    variant === 'efi'
      ? // Efí's GET shows calendario.expiracao as a string
        { ...cob, calendario: { ...cob.calendario, expiracao: String(cob.calendario.expiracao) } }
      : cob;

  // ——— routes ———

  function handleToken(req: IncomingMessage, res: ServerResponse, body: unknown): void {
    let id: string | undefined;
    let secret: string | undefined;
    let grant: string | undefined;
    if (variant === 'efi') {
      const auth = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
      const decoded = auth?.[1] ? Buffer.from(auth[1], 'base64').toString('utf8') : '';
      [id, secret] = decoded.split(':');
      grant = (body as { grant_type?: string } | null)?.grant_type;
    } else {
      const form = body as Record<string, string>;
      id = form.client_id;
      secret = form.client_secret;
      grant = form.grant_type;
      const scopes = (form.scope ?? '').split(' ');
      if (!scopes.includes('cob.write') || !scopes.includes('pix.read')) {
        send(res, 400, { error: 'invalid_scope', error_description: 'Escopo inválido' });
        return;
      }
    }
    if (grant !== 'client_credentials') {
      send(res, 400, { error: 'unsupported_grant_type', error_description: 'grant_type inválido' });
      return;
    }
    if (id !== clientId || secret !== clientSecret) {
      send(res, 401, {
        error: 'invalid_client',
        error_description: 'Invalid or inactive credentials',
      });
      return;
    }
    const accessToken = randomBytes(24).toString('base64url');
    tokens.add(accessToken);
    issued += 1;
    send(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: options.tokenLifetimeSeconds ?? 3600,
      scope: 'cob.write cob.read pix.write pix.read webhook.write webhook.read',
    });
  }

  function putCob(res: ServerResponse, txid: string, body: unknown): void {
    const cob = body as {
      calendario?: { expiracao?: unknown };
      valor?: { original?: unknown };
      chave?: unknown;
      solicitacaoPagador?: unknown;
    } | null;
    const violacoes: { razao: string; propriedade: string }[] = [];
    if (!TXID.test(txid))
      violacoes.push({ razao: 'txid fora do padrão [a-zA-Z0-9]{26,35}', propriedade: 'cob.txid' });
    const expiracao = cob?.calendario?.expiracao;
    if (!Number.isInteger(expiracao) || (expiracao as number) <= 0) {
      violacoes.push({
        razao: 'Campo calendario.expiracao deve ser maior que zero',
        propriedade: 'cob.calendario.expiracao',
      });
    }
    const original = cob?.valor?.original;
    if (typeof original !== 'string' || !AMOUNT.test(original) || centsOf(original) <= 0) {
      violacoes.push({
        razao: 'Campo valor.original deve ser maior que zero',
        propriedade: 'cob.valor.original',
      });
    }
    if (cob?.chave !== pixKey) {
      fail(
        res,
        400,
        {
          nome: 'chave_invalida',
          mensagem: 'A chave informada não faz referência à conta autenticada',
        },
        {
          type: 'CobOperacaoInvalida',
          title: 'Cobrança inválida.',
          detail: 'A chave não pertence a esta conta.',
          violacoes: [{ razao: 'chave inválida', propriedade: 'cob.chave' }],
        },
      );
      return;
    }
    if (violacoes.length > 0) {
      fail(
        res,
        400,
        { nome: 'valor_invalido', mensagem: violacoes.map((v) => v.razao).join('; ') },
        {
          type: 'CobOperacaoInvalida',
          title: 'Cobrança inválida.',
          detail: 'A requisição que busca criar uma cobrança não respeita o schema.',
          violacoes,
        },
      );
      return;
    }
    if (charges.has(txid)) {
      if (variant === 'efi') {
        send(res, 409, {
          nome: 'txid_duplicado',
          mensagem: 'Campo txid informado já foi utilizado em outra cobrança',
        });
      } else {
        fail(
          res,
          400,
          { nome: '', mensagem: '' },
          {
            type: 'CobOperacaoInvalida',
            title: 'Cobrança inválida.',
            detail: 'O txid informado já foi utilizado.',
            violacoes: [{ razao: 'txid já utilizado', propriedade: 'cob.txid' }],
          },
        );
      }
      return;
    }
    locSequence += 1;
    const location = `pix.psp.test/qr/v2/${randomBytes(16).toString('hex')}`;
    const created: FakeCob = {
      calendario: { criacao: now().toISOString(), expiracao: expiracao as number },
      txid,
      revisao: 0,
      loc: { id: locSequence, location, tipoCob: 'cob' },
      location,
      status: 'ATIVA',
      valor: { original: original as string },
      chave: pixKey,
      ...(typeof cob?.solicitacaoPagador === 'string'
        ? { solicitacaoPagador: cob.solicitacaoPagador }
        : {}),
      pixCopiaECola: dynamicBrCode(location),
    };
    charges.set(txid, created);
    send(res, 201, created);
  }

  const cobNotFound = (res: ServerResponse) =>
    fail(
      res,
      variant === 'efi' ? 400 : 404,
      {
        nome: 'cobranca_nao_encontrada',
        mensagem: 'Nenhuma cobrança encontrada para o txid informado',
      },
      {
        type: 'CobNaoEncontrado',
        title: 'Cobrança não encontrada.',
        detail: 'Nenhuma cobrança encontrada para o txid informado.',
      },
    );

  function patchCob(res: ServerResponse, txid: string, body: unknown): void {
    const cob = charges.get(txid);
    if (!cob) return cobNotFound(res);
    if ((body as { status?: unknown } | null)?.status !== 'REMOVIDA_PELO_USUARIO_RECEBEDOR') {
      fail(
        res,
        400,
        { nome: 'valor_invalido', mensagem: 'Campo status inválido' },
        { type: 'CobOperacaoInvalida', title: 'Cobrança inválida.', detail: 'status inválido' },
      );
      return;
    }
    if (cob.status !== 'ATIVA') {
      fail(
        res,
        400,
        {
          nome: 'status_cobranca_invalido',
          mensagem: 'A cobrança não está mais com o status ATIVA',
        },
        {
          type: 'CobOperacaoInvalida',
          title: 'Cobrança inválida.',
          detail: 'A cobrança não está ATIVA.',
        },
      );
      return;
    }
    cob.status = 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
    cob.revisao += 1;
    send(res, 200, cobView(cob));
  }

  function listPix(res: ServerResponse, query: Record<string, string>): void {
    const inicio = Date.parse(query.inicio ?? '');
    const fim = Date.parse(query.fim ?? '');
    if (Number.isNaN(inicio) || Number.isNaN(fim) || fim < inicio) {
      fail(
        res,
        400,
        {
          nome: 'valor_invalido',
          mensagem: 'Campo de data fim deve ser maior ou igual ao campo de data inicio',
        },
        {
          type: 'ConsultaPixInvalida',
          title: 'Consulta inválida.',
          detail: 'inicio e fim são obrigatórios',
        },
      );
      return;
    }
    const page = Number(query['paginacao.paginaAtual'] ?? 0);
    const size = Number(query['paginacao.itensPorPagina'] ?? 100);
    const inWindow = received.filter((pix) => {
      const at = Date.parse(pix.horario);
      return at >= inicio && at <= fim;
    });
    send(res, 200, {
      parametros: {
        inicio: new Date(inicio).toISOString(),
        fim: new Date(fim).toISOString(),
        paginacao: {
          paginaAtual: page,
          itensPorPagina: size,
          quantidadeDePaginas: Math.max(1, Math.ceil(inWindow.length / size)),
          quantidadeTotalDeItens: inWindow.length,
        },
      },
      pix: inWindow.slice(page * size, page * size + size),
    });
  }

  const pixNotFound = (res: ServerResponse) =>
    fail(
      res,
      variant === 'efi' ? 400 : 404,
      {
        nome: 'pix_nao_encontrado',
        mensagem: 'Nenhum pix encontrado para o identificador informado',
      },
      {
        type: 'PixNaoEncontrado',
        title: 'Pix não encontrado.',
        detail: 'Nenhum Pix encontrado para o e2eid informado.',
      },
    );

  function putRefund(res: ServerResponse, e2eid: string, id: string, body: unknown): void {
    const pix = received.find((p) => p.endToEndId === e2eid);
    if (!pix) return pixNotFound(res);
    const valor = (body as { valor?: unknown } | null)?.valor;
    if (!REFUND_ID.test(id) || typeof valor !== 'string' || !AMOUNT.test(valor)) {
      fail(
        res,
        400,
        { nome: 'valor_invalido', mensagem: 'Campo valor inválido' },
        {
          type: 'DevolucaoOperacaoInvalida',
          title: 'Devolução inválida.',
          detail: 'valor ou id inválido',
        },
      );
      return;
    }
    if (pix.devolucoes?.some((d) => d.id === id)) {
      fail(
        res,
        409,
        {
          nome: 'devolucao_id_duplicado',
          mensagem: 'O id informado já foi utilizado em outra devolução',
        },
        {
          type: 'DevolucaoOperacaoInvalida',
          title: 'Devolução inválida.',
          detail: 'O id informado já foi utilizado.',
        },
      );
      return;
    }
    const refunded = (pix.devolucoes ?? [])
      .filter((d) => d.status !== 'NAO_REALIZADO')
      .reduce((sum, d) => sum + centsOf(d.valor), 0);
    if (centsOf(valor) + refunded > centsOf(pix.valor)) {
      fail(
        res,
        400,
        { nome: 'valor_invalido', mensagem: 'Valor da devolução maior que o disponível' },
        {
          type: 'DevolucaoOperacaoInvalida',
          title: 'Devolução inválida.',
          detail: 'Valor maior que o disponível para devolução.',
        },
      );
      return;
    }
    const refund: FakeRefund = {
      id,
      rtrId:
        `D18236120${now().toISOString().replace(/\D/g, '').slice(0, 12)}${randomBytes(5).toString('hex')}`.slice(
          0,
          32,
        ),
      valor,
      horario: { solicitacao: now().toISOString() },
      status: 'EM_PROCESSAMENTO',
    };
    refundOutcomes.set(`${e2eid}/${id}`, refundFailure);
    pix.devolucoes = [...(pix.devolucoes ?? []), refund];
    send(res, 201, refund);
  }

  function getRefund(res: ServerResponse, e2eid: string, id: string): void {
    const pix = received.find((p) => p.endToEndId === e2eid);
    const refund = pix?.devolucoes?.find((d) => d.id === id);
    if (!refund) {
      fail(
        res,
        variant === 'efi' ? 400 : 404,
        {
          nome: 'devolucao_nao_encontrada',
          mensagem: 'Nenhuma devolução encontrada para o identificador informado',
        },
        {
          type: 'DevolucaoNaoEncontrada',
          title: 'Devolução não encontrada.',
          detail: 'Nenhuma devolução com este id.',
        },
      );
      return;
    }
    if (refund.status === 'EM_PROCESSAMENTO') {
      const failure = refundOutcomes.get(`${e2eid}/${id}`);
      refund.horario.liquidacao = now().toISOString();
      if (failure) {
        refund.status = 'NAO_REALIZADO';
        refund.motivo = failure;
      } else refund.status = 'DEVOLVIDO';
    }
    send(res, 200, refund);
  }

  function putWebhook(
    req: IncomingMessage,
    res: ServerResponse,
    chave: string,
    body: unknown,
  ): void {
    const url = (body as { webhookUrl?: unknown } | null)?.webhookUrl;
    if (chave !== pixKey) {
      fail(
        res,
        400,
        {
          nome: 'chave_invalida',
          mensagem: 'A chave informada não faz referência à conta autenticada',
        },
        {
          type: 'WebhookOperacaoInvalida',
          title: 'Webhook inválido.',
          detail: 'A chave não pertence a esta conta.',
        },
      );
      return;
    }
    if (typeof url !== 'string' || !/^https:\/\//.test(url)) {
      fail(
        res,
        400,
        { nome: 'valor_invalido', mensagem: 'A URL do webhook deve usar o protocolo HTTPS' },
        {
          type: 'WebhookOperacaoInvalida',
          title: 'Webhook inválido.',
          detail: 'A URL do webhook deve usar HTTPS.',
        },
      );
      return;
    }
    void req;
    webhooks.set(chave, url);
    if (variant === 'efi') send(res, 200, { webhookUrl: url, chave, criacao: now().toISOString() });
    else send(res, 204);
  }

  function route(req: IncomingMessage, res: ServerResponse, body: unknown): void {
    const url = new URL(req.url ?? '/', 'https://fake');
    const path = url.pathname;
    if (req.method === 'POST' && path === tokenPath) return handleToken(req, res, body);
    if (!path.startsWith(`${api}/`))
      return send(res, 404, { nome: 'rota_inexistente', mensagem: 'Rota inexistente' });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      fail(
        res,
        401,
        { nome: 'nao_autorizado', mensagem: 'Token de acesso inválido ou expirado' },
        {
          type: 'NaoAutorizado',
          title: 'Não autorizado.',
          detail: 'Token de acesso inválido ou expirado.',
        },
      );
      return;
    }
    const parts = path
      .slice(api.length + 1)
      .split('/')
      .map(decodeURIComponent);
    const query = Object.fromEntries(url.searchParams);
    if (parts[0] === 'cob' && parts.length === 2 && parts[1]) {
      const txid = parts[1];
      if (req.method === 'PUT') return putCob(res, txid, body);
      if (req.method === 'PATCH') return patchCob(res, txid, body);
      if (req.method === 'GET') {
        const cob = charges.get(txid);
        return cob ? send(res, 200, cobView(cob)) : cobNotFound(res);
      }
    }
    if (parts[0] === 'pix' && parts.length === 1 && req.method === 'GET')
      return listPix(res, query);
    if (
      parts[0] === 'pix' &&
      parts.length === 4 &&
      parts[2] === 'devolucao' &&
      parts[1] &&
      parts[3]
    ) {
      if (req.method === 'PUT') return putRefund(res, parts[1], parts[3], body);
      if (req.method === 'GET') return getRefund(res, parts[1], parts[3]);
    }
    if (parts[0] === 'webhook' && parts.length === 2 && parts[1] && req.method === 'PUT') {
      return putWebhook(req, res, parts[1], body);
    }
    send(res, 404, { nome: 'rota_inexistente', mensagem: 'Rota inexistente' });
  }

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const type = req.headers['content-type'] ?? '';
      let body: unknown = raw;
      if (type.includes('application/json')) {
        try {
          body = raw ? JSON.parse(raw) : null;
        } catch {
          body = raw;
        }
      } else if (type.includes('application/x-www-form-urlencoded')) {
        body = Object.fromEntries(new URLSearchParams(raw));
      }
      const url = new URL(req.url ?? '/', 'https://fake');
      const peer = (req.socket as TLSSocket).getPeerCertificate();
      requests.push({
        method: req.method ?? '',
        path: decodeURIComponent(url.pathname),
        query: Object.fromEntries(url.searchParams),
        headers: { ...req.headers },
        body,
        clientCertificate: peer && typeof peer.subject?.CN === 'string' ? peer.subject.CN : null,
      });
      if (down === 'silent') return;
      if (down === 'unavailable') {
        fail(
          res,
          503,
          { nome: 'servico_indisponivel', mensagem: 'Serviço temporariamente indisponível' },
          {
            type: 'ServicoIndisponivel',
            title: 'Serviço indisponível.',
            detail: 'Serviço temporariamente indisponível.',
          },
        );
        return;
      }
      route(req, res, body);
    });
  };

  let server: Server | null = null;
  let port = 0;
  async function listen(): Promise<void> {
    const next = createServer(
      {
        key: PIX_TEST_CERTS.server.key,
        cert: PIX_TEST_CERTS.server.cert,
        ca: PIX_TEST_CERTS.ca,
        requestCert: true,
        rejectUnauthorized: true,
        minVersion: 'TLSv1.2',
      },
      onRequest,
    );
    next.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    next.on('tlsClientError', () => undefined);
    next.listen(port, '127.0.0.1');
    await once(next, 'listening');
    port = (next.address() as AddressInfo).port;
    server = next;
  }
  async function stop(): Promise<void> {
    const current = server;
    if (!current) return;
    server = null;
    for (const socket of sockets) socket.destroy();
    current.close();
    await once(current, 'close');
  }
  await listen();
  const baseUrl = `https://127.0.0.1:${port}`;

  const pixItem = (cents: number, payerName: string, at: Date, txid?: string): FakePix => ({
    endToEndId: endToEndId(at),
    ...(txid ? { txid } : {}),
    chave: pixKey,
    valor: amountOf(cents),
    horario: at.toISOString(),
    infoPagador: 'Pedido',
    // Efí tells the payer's name in gnExtras; the standard (and Inter) in pagador
    ...(variant === 'efi'
      ? { gnExtras: { pagador: { nome: payerName } } }
      : { pagador: { nome: payerName } }),
  });

  const webhookBody = (pix: readonly FakePix[]) =>
    JSON.stringify(variant === 'efi' ? { pix } : pix);

  async function sendWebhook(
    url: string,
    payload: string | readonly FakePix[],
    sendOptions: { clientCert?: TestClientCertificate } = {},
  ): Promise<{ status: number; body: string }> {
    const body = typeof payload === 'string' ? payload : webhookBody(payload);
    const who = sendOptions.clientCert ?? 'psp';
    const certificate =
      who === 'none' ? {} : { cert: PIX_TEST_CERTS[who].cert, key: PIX_TEST_CERTS[who].key };
    return new Promise((resolve, reject) => {
      const req = httpsRequest(url, {
        method: 'POST',
        ca: PIX_TEST_CERTS.ca,
        ...certificate,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      });
      req.end(body);
    });
  }

  return {
    variant,
    baseUrl,
    tokenUrl: `${baseUrl}${tokenPath}`,
    clientId,
    clientSecret,
    pixKey,
    requests,
    charges,
    received,
    webhooks,
    tokensIssued: () => issued,
    config(overrides = {}) {
      const certificate =
        overrides.certificate === 'pem'
          ? {
              format: 'pem' as const,
              certificate: PIX_TEST_CERTS.shop.cert,
              privateKey: PIX_TEST_CERTS.shop.key,
            }
          : {
              format: 'p12' as const,
              base64: PIX_TEST_CERTS.shop.p12Base64,
              passphrase: PIX_TEST_CERTS.shop.passphrase,
            };
      return {
        kind: 'api_pix',
        bank: variant,
        baseUrl,
        tokenUrl: '',
        credentials: {
          clientId,
          clientSecret: overrides.clientSecret ?? clientSecret,
          certificate,
          pixKey,
          ...(overrides.webhookCertificate
            ? { webhookCertificate: overrides.webhookCertificate }
            : {}),
        },
      };
    },
    pay(txid, payOptions = {}) {
      const cob = charges.get(txid);
      if (!cob) throw new Error(`no cob ${txid} at the fake API Pix`);
      const pix = pixItem(
        payOptions.amountCents ?? centsOf(cob.valor.original),
        payOptions.payerName ?? 'Maria Silva',
        payOptions.at ?? now(),
        txid,
      );
      cob.status = 'CONCLUIDA';
      cob.pix = [...(cob.pix ?? []), pix];
      received.push(pix);
      return pix;
    },
    payStranger(amountCents, payOptions = {}) {
      const pix = pixItem(
        amountCents,
        payOptions.payerName ?? 'João Souza',
        payOptions.at ?? now(),
      );
      received.push(pix);
      return pix;
    },
    async setDown(mode = 'refuse') {
      down = mode;
      if (mode === 'refuse') await stop();
    },
    async setUp() {
      down = null;
      if (!server) await listen();
    },
    failRefunds(reason = 'Saldo insuficiente para realizar a devolução.') {
      refundFailure = reason;
    },
    expireTokens() {
      tokens.clear();
    },
    webhookBody,
    sendWebhook,
    async notify(pix, notifyOptions = {}) {
      const url = webhooks.get(pixKey);
      if (!url) throw new Error('no webhook registered at the fake API Pix');
      // Efí adds '/pix' to the registered address (before any query)
      const target = variant === 'efi' ? url.replace(/(\?|$)/, '/pix$1') : url;
      return sendWebhook(target, pix, notifyOptions);
    },
    async close() {
      down = null;
      await stop();
    },
  };
}
