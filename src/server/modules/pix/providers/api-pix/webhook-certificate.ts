import { X509Certificate } from 'node:crypto';
import { createSecureContext, TLSSocket } from 'node:tls';
import { WebhookRefused, type ApiPixCredentials, type WebhookRequest } from '../../provider';

/**
 * Whether a webhook's client certificate is the PSP's (decision 061). The TLS layer in front of
 * the route (Forno's listener or the shop's proxy) has checked the chain; here:
 * - no certificate: refused (the API Pix's webhooks always come over mTLS; Efí's first call of a
 *   registration comes without one on purpose and must be refused);
 * - the shop's own API certificate: refused (it is ours, never the PSP's);
 * - with the PSP's webhook chain configured (`webhookCertificate`): the certificate must be one of
 *   those certificates (same SHA-256 fingerprint) or be issued by one of them (its issuer's name
 *   is one of their subjects); anything else is refused.
 */
export function checkWebhookCertificate(
  presented: WebhookRequest['clientCertificate'],
  credentials: ApiPixCredentials,
): void {
  if (!presented) throw new WebhookRefused('webhook sem certificado de cliente');
  const fingerprint = normalizeFingerprint(presented.fingerprint256);
  if (fingerprint === '') throw new WebhookRefused('certificado de cliente ilegível');
  const own = shopFingerprint(credentials.certificate);
  if (own !== null && own === fingerprint) {
    throw new WebhookRefused('certificado da própria loja, não do banco');
  }
  const chain = credentials.webhookCertificate?.trim() ?? '';
  if (chain === '') return;
  const trusted = pemCertificates(chain);
  // a chain given but unreadable trusts nobody rather than everybody
  if (trusted.length === 0) throw new WebhookRefused('cadeia do banco configurada é ilegível');
  const issuer = distinguishedName(presented.issuer);
  const isTrusted = trusted.some(
    (cert) =>
      normalizeFingerprint(cert.fingerprint256) === fingerprint ||
      distinguishedName(cert.subject) === issuer,
  );
  if (!isTrusted) throw new WebhookRefused('certificado de cliente de outra instituição');
}

function normalizeFingerprint(value: string): string {
  return value.replace(/[^0-9a-f]/gi, '').toUpperCase();
}

/**
 * A name compared by its parts whatever way it was written: 'C=BR\nO=PSP\nCN=x' (Node),
 * 'C=BR, O=PSP, CN=x' (OpenSSL), '/C=BR/O=PSP/CN=x' (nginx's $ssl_client_i_dn legacy form).
 */
function distinguishedName(value: string): string {
  return value
    .split(/\n|,(?=\s*[A-Za-z.0-9]+\s*=)|\/(?=[A-Za-z.0-9]+=)/)
    .map((part) =>
      part
        .trim()
        .replace(/\s*=\s*/, '=')
        .toLowerCase(),
    )
    .filter(Boolean)
    .sort()
    .join('\n');
}

function pemCertificates(pem: string): X509Certificate[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocks.flatMap((block) => {
    try {
      return [new X509Certificate(block)];
    } catch {
      return [];
    }
  });
}

/** The shop's own client certificate's fingerprint, from its PEM or its .p12 (null if unreadable). */
function shopFingerprint(certificate: ApiPixCredentials['certificate']): string | null {
  try {
    if (certificate.format === 'pem') {
      const cert = pemCertificates(certificate.certificate)[0];
      return cert ? normalizeFingerprint(cert.fingerprint256) : null;
    }
    const context = createSecureContext({
      pfx: Buffer.from(certificate.base64, 'base64'),
      passphrase: certificate.passphrase,
    });
    // an unconnected socket over the context names its own certificate
    const socket = new TLSSocket(null as never, { secureContext: context });
    const own = socket.getCertificate();
    socket.destroy();
    return own && 'fingerprint256' in own ? normalizeFingerprint(own.fingerprint256) : null;
  } catch {
    return null;
  }
}
