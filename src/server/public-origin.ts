import type { FastifyRequest } from 'fastify';
import type { PublicAddress } from '../domain/establishment';
import { AppError } from './errors';

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Whether `host` (a Host header's value) can stand in an absolute address as it is. */
export function isPlainHost(host: string): boolean {
  return host.length <= 260 && HOST.test(host);
}

/**
 * The shop's public address, without a trailing slash: PUBLIC_URL when it is set, else the address
 * the request came to. Fastify reads X-Forwarded-Host and X-Forwarded-Proto only when the server
 * trusts a proxy (TRUST_PROXY); otherwise the Host header and the connection itself. A Host that is
 * not a plain host name is refused (400) rather than printed into links.
 * docs/decisions/018-found-and-shared.md
 */
export function publicOrigin(
  request: Pick<FastifyRequest, 'host' | 'protocol'>,
  configured: string | undefined,
): string {
  if (configured) return configured;
  // an HTTP/1.0 request may come with no Host at all
  const host = (request.host as string | undefined)?.toLowerCase() ?? '';
  if (!isPlainHost(host)) {
    throw new AppError('BAD_REQUEST', 'Endereço do site inválido.');
  }
  return `${request.protocol}://${host}`;
}

/** The public address with whether PUBLIC_URL set it, for the web app (decision 042). */
export function publicAddress(
  request: Pick<FastifyRequest, 'host' | 'protocol'>,
  configured: string | undefined,
): PublicAddress {
  return { origin: publicOrigin(request, configured), isConfigured: Boolean(configured) };
}
