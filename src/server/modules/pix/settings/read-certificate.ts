import { createPrivateKey, X509Certificate } from 'node:crypto';
import { createSecureContext } from 'node:tls';
import type { CertificateInput } from '../../../../domain/admin-pix-provider';
import { AppError } from '../../../errors';
import type { ApiPixCredentials } from '../provider';

/** A client certificate that opens, and what the owner may see of it. */
export interface CheckedCertificate {
  stored: ApiPixCredentials['certificate'];
  subject: string | null;
  /** When it stops working. */
  validTo: Date | null;
}

const PATH = 'connection.certificate';

function refuse(message: string): never {
  throw new AppError('VALIDATION_ERROR', message, [{ path: PATH, message }]);
}

/**
 * Checks that the PSP's certificate opens the way the adapter will use it (Node's TLS, the same
 * code that makes the mTLS connection), and reads its holder and expiry. The errors are the
 * owner's, in pt-BR: a wrong passphrase, a file that is not a .p12, a key of another certificate.
 */
export function readCertificate(input: CertificateInput): CheckedCertificate {
  if (input.format === 'p12') {
    const pfx = Buffer.from(input.base64, 'base64');
    let context: ReturnType<typeof createSecureContext>;
    try {
      context = createSecureContext({ pfx, passphrase: input.passphrase });
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      if (/mac verify failure|bad decrypt|invalid password/i.test(reason)) {
        refuse('Senha do certificado incorreta');
      }
      refuse('Este arquivo não é um certificado .p12');
    }
    const der = leafOf(context);
    const certificate = der ? new X509Certificate(der) : null;
    return {
      stored: { format: 'p12', base64: input.base64, passphrase: input.passphrase },
      subject: certificate ? holderOf(certificate) : null,
      validTo: certificate ? new Date(certificate.validTo) : null,
    };
  }
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(input.certificate);
  } catch {
    refuse('Este texto não é um certificado PEM (-----BEGIN CERTIFICATE-----)');
  }
  let isMatch: boolean;
  try {
    isMatch = certificate.checkPrivateKey(createPrivateKey(input.privateKey));
  } catch {
    refuse('Esta chave privada não abre: cole o arquivo .key em PEM, sem senha');
  }
  if (!isMatch) refuse('A chave privada não é deste certificado');
  try {
    createSecureContext({ cert: input.certificate, key: input.privateKey });
  } catch {
    refuse('O certificado e a chave não abrem juntos');
  }
  return {
    stored: { format: 'pem', certificate: input.certificate, privateKey: input.privateKey },
    subject: holderOf(certificate),
    validTo: new Date(certificate.validTo),
  };
}

const WEBHOOK_PATH = 'connection.webhookCertificate';

function refuseChain(message: string): never {
  throw new AppError('VALIDATION_ERROR', message, [{ path: WEBHOOK_PATH, message }]);
}

/**
 * The bank's certificate chain for its webhooks (decision 061: Efí's chain, another bank's CA):
 * PEM certificates only, every one readable, none a private key, the first still valid. Its
 * first certificate's holder and expiry are what the owner sees of it.
 */
export function readWebhookCertificate(
  pem: string,
  now: Date,
): { pem: string; subject: string; validTo: Date } {
  if (/PRIVATE KEY-----/.test(pem)) {
    refuseChain('Envie só o certificado do banco, sem chave privada');
  }
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  if (blocks.length === 0) {
    refuseChain('Este arquivo não é um certificado .crt/.pem (-----BEGIN CERTIFICATE-----)');
  }
  const certificates = blocks.map((block) => {
    try {
      return new X509Certificate(block);
    } catch {
      return refuseChain('Um dos certificados deste arquivo não abre: envie o arquivo do banco');
    }
  });
  const first = certificates[0]!;
  const validTo = new Date(first.validTo);
  if (validTo.getTime() <= now.getTime()) {
    refuseChain('Este certificado do banco já venceu: baixe o atual no site do banco');
  }
  return { pem: blocks.join('\n'), subject: holderOf(first), validTo };
}

/**
 * The leaf certificate a .p12 holds, as DER: Node has no PKCS#12 reader, but the TLS context it
 * opened keeps the certificate. Not part of Node's typed API: null where it is missing.
 */
function leafOf(context: ReturnType<typeof createSecureContext>): Buffer | null {
  // the native context's getCertificate() is not in Node's typings
  const native = (context as unknown as { context?: { getCertificate?: () => Buffer | null } })
    .context;
  try {
    return native?.getCertificate?.() ?? null;
  } catch {
    return null;
  }
}

/** 'PIZZARIA FORNO LTDA:12345678000190': the certificate's common name, else its subject. */
function holderOf(certificate: X509Certificate): string {
  const cn = /(?:^|\n)CN=([^\n]+)/.exec(certificate.subject)?.[1];
  return (cn ?? certificate.subject.replace(/\n/g, ', ')).slice(0, 200);
}
