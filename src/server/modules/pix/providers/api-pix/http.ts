import { request as httpsRequest, Agent } from 'node:https';
import { createSecureContext } from 'node:tls';
import { PixProviderError, type ApiPixCredentials } from '../../provider';
import type { BankProfile } from './bank-profile';

/**
 * One HTTPS exchange with the bank, over mutual TLS with the shop's client certificate (decision
 * 061). Node's own `https`: a .p12 goes in as `pfx` + passphrase, a PEM pair as `cert` + `key`.
 * Every failure becomes a PixProviderError whose pt-BR message names the bank and never carries
 * a token, a secret, a certificate or an address with credentials.
 */

export interface HttpAnswer {
  status: number;
  body: string;
}

export interface HttpExchange {
  method: 'GET' | 'PUT' | 'PATCH' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The agent holding the shop's certificate; a file or passphrase that does not open is said so. */
export function certificateAgent(
  certificate: ApiPixCredentials['certificate'],
  bank: BankProfile,
  ca: string | undefined,
): Agent {
  const material =
    certificate.format === 'p12'
      ? { pfx: Buffer.from(certificate.base64, 'base64'), passphrase: certificate.passphrase }
      : { cert: certificate.certificate, key: certificate.privateKey };
  try {
    // opened here so a wrong passphrase is told before any connection is tried
    createSecureContext(material);
  } catch {
    throw new PixProviderError(
      'CERTIFICATE',
      certificate.format === 'p12'
        ? `Não foi possível abrir o certificado ${fromBank(bank)}: confira o arquivo .p12 e a senha.`
        : `Não foi possível abrir o certificado ${fromBank(bank)}: confira o certificado e a chave privada (PEM).`,
      false,
    );
  }
  // TLS 1.2, the API Pix's floor: a server that will not take our certificate says so inside the
  // handshake (an alert we can name), where under TLS 1.3 it only resets the connection afterwards
  return new Agent({
    ...material,
    ...(ca ? { ca } : {}),
    keepAlive: false,
    minVersion: 'TLSv1.2',
    maxVersion: 'TLSv1.2',
  });
}

function fromBank(bank: BankProfile): string {
  return bank.object.startsWith('a ') ? `da ${bank.object.slice(2)}` : `do ${bank.object.slice(2)}`;
}

export async function exchange(
  agent: Agent,
  bank: BankProfile,
  call: HttpExchange,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<HttpAnswer> {
  if (signal?.aborted) throw interrupted(bank);
  return new Promise<HttpAnswer>((resolve, reject) => {
    let settled = false;
    const finish = (error: PixProviderError | null, answer?: HttpAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(answer as HttpAnswer);
    };
    const req = httpsRequest(call.url, {
      method: call.method,
      agent,
      headers: {
        accept: 'application/json',
        ...call.headers,
        ...(call.body === undefined ? {} : { 'content-length': Buffer.byteLength(call.body) }),
      },
    });
    const timer = setTimeout(() => {
      finish(
        new PixProviderError(
          'TIMEOUT',
          `Não foi possível falar com ${bank.object} (tempo esgotado).`,
          true,
        ),
      );
      req.destroy();
    }, timeoutMs);
    const onAbort = () => {
      finish(interrupted(bank));
      req.destroy();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    // connected, but reset before the TLS handshake finished: the server would not take our
    // certificate (servers that drop the connection rather than send an alert)
    let isConnected = false;
    let isSecure = false;
    req.on('socket', (socket) => {
      socket.once('connect', () => (isConnected = true));
      socket.once('secureConnect', () => (isSecure = true));
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish(
        isConnected && !isSecure && (error.code === 'ECONNRESET' || error.code === 'EPIPE')
          ? new PixProviderError(
              'CERTIFICATE',
              `O certificado não foi aceito ${bank.byName} (a conexão foi encerrada na verificação): envie o certificado da aplicação que tem este client_id.`,
              true,
            )
          : networkError(error, bank),
      ),
    );
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error: NodeJS.ErrnoException) => finish(networkError(error, bank)));
      res.on('end', () =>
        finish(null, { status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.end(call.body);
  });
}

function interrupted(bank: BankProfile): PixProviderError {
  return new PixProviderError(
    'TIMEOUT',
    `A chamada para ${bank.object} foi interrompida; será feita de novo.`,
    true,
  );
}

/** TLS alerts the server sends when it will not take our client certificate. */
const CLIENT_CERTIFICATE_REFUSED =
  /ALERT_(CERTIFICATE_REQUIRED|UNKNOWN_CA|BAD_CERTIFICATE|CERTIFICATE_UNKNOWN|HANDSHAKE_FAILURE|ACCESS_DENIED|DECRYPT_ERROR|CERTIFICATE_EXPIRED|CERTIFICATE_REVOKED|UNSUPPORTED_CERTIFICATE)/;
/** Our side does not trust the server's certificate: a wrong address, never a passing fault. */
const SERVER_CERTIFICATE_CODES = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

function networkError(error: NodeJS.ErrnoException, bank: BankProfile): PixProviderError {
  const code = error.code ?? '';
  if (CLIENT_CERTIFICATE_REFUSED.test(code)) {
    return new PixProviderError(
      'CERTIFICATE',
      `O certificado não foi aceito ${bank.byName}: envie o certificado da aplicação que tem este client_id.`,
      false,
    );
  }
  if (SERVER_CERTIFICATE_CODES.has(code)) {
    return new PixProviderError(
      'CERTIFICATE',
      `O endereço informado não apresentou um certificado válido ${fromBank(bank)}: confira o endereço da API.`,
      false,
    );
  }
  const why =
    code === 'ECONNREFUSED'
      ? 'conexão recusada'
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? 'endereço não encontrado'
        : code === 'ETIMEDOUT'
          ? 'tempo esgotado'
          : 'conexão interrompida';
  return new PixProviderError(
    code === 'ETIMEDOUT' ? 'TIMEOUT' : 'UNREACHABLE',
    `Não foi possível falar com ${bank.object} (${why}).`,
    true,
  );
}

// ——— the bank's error answers ———

/** What a bank says went wrong: problem+json (the standard, Inter), `{nome, mensagem}` (Efí), OAuth2. */
export interface BankProblem {
  status: number;
  /** Efí's `nome`, OAuth2's `error`, the last part of problem+json's `type`. */
  name: string;
  /** Human text from the bank, cut short, no control characters. */
  text: string;
}

export function readProblem(answer: HttpAnswer): BankProblem {
  let body: unknown = null;
  try {
    body = JSON.parse(answer.body);
  } catch {
    body = null;
  }
  const field = (key: string): string => {
    if (body && typeof body === 'object' && key in body) {
      const value = (body as Record<string, unknown>)[key];
      return typeof value === 'string' ? value : '';
    }
    return '';
  };
  const violations =
    body && typeof body === 'object' && Array.isArray((body as { violacoes?: unknown }).violacoes)
      ? ((body as { violacoes: unknown[] }).violacoes as { razao?: unknown }[])
          .map((v) => (typeof v?.razao === 'string' ? v.razao : ''))
          .filter(Boolean)
      : [];
  const name = field('nome') || field('error') || (field('type').split('/').pop() ?? '');
  const main =
    field('mensagem') || field('detail') || field('error_description') || field('title') || '';
  const text = [main, ...violations]
    .join(' ')
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, 240);
  return { status: answer.status, name, text };
}

export function isNotFound(problem: BankProblem): boolean {
  return problem.status === 404 || /nao_encontrad|NaoEncontrad|NotFound/i.test(problem.name);
}

export function apiError(problem: BankProblem, bank: BankProfile, what: string): PixProviderError {
  const said = problem.text ? `: ${problem.text}` : '.';
  if (problem.status === 401) {
    return new PixProviderError(
      'AUTH_REFUSED',
      `${bank.subject} recusou o acesso da aplicação (HTTP 401): confira o client_id, o client_secret e o certificado.`,
      false,
    );
  }
  if (problem.status === 403) {
    return new PixProviderError(
      'AUTH_REFUSED',
      `${bank.subject} negou o acesso: confira se a aplicação tem os escopos cob.write, cob.read, pix.write, pix.read e webhook.write e se a chave Pix é desta conta${said}`,
      false,
    );
  }
  if (isNotFound(problem)) {
    return new PixProviderError('NOT_FOUND', `${bank.subject} não encontrou ${what}${said}`, false);
  }
  if (problem.status === 408 || problem.status === 429 || problem.status >= 500) {
    return new PixProviderError(
      'PROVIDER_ERROR',
      `${bank.subject} está com problemas agora (HTTP ${problem.status}); tentaremos de novo.`,
      true,
    );
  }
  return new PixProviderError(
    'REFUSED',
    `${bank.subject} recusou ${what} (HTTP ${problem.status})${said}`,
    false,
  );
}

export function tokenError(problem: BankProblem, bank: BankProfile): PixProviderError {
  if (problem.status === 408 || problem.status === 429 || problem.status >= 500) {
    return apiError(problem, bank, 'o pedido de acesso');
  }
  if (problem.name === 'invalid_scope') {
    return new PixProviderError(
      'AUTH_REFUSED',
      `${bank.subject} recusou os escopos pedidos: habilite cob.write, cob.read, pix.write, pix.read, webhook.read e webhook.write na aplicação.`,
      false,
    );
  }
  if (problem.status === 403) {
    return new PixProviderError(
      'CERTIFICATE',
      `O certificado não foi aceito ${bank.byName}: envie o certificado da aplicação que tem este client_id.`,
      false,
    );
  }
  return new PixProviderError(
    'AUTH_REFUSED',
    `${bank.subject} recusou o client_id ou o client_secret.`,
    false,
  );
}
