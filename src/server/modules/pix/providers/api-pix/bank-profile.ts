import { API_PIX_BANK_DEFAULTS, type ApiPixBank } from '../../../../../domain/pix-automation';
import type { PixProviderConfig } from '../../provider';

/**
 * How one bank differs from the API Pix standard where it matters to us (decision 061): how the
 * OAuth2 token is asked for, where the API lives, and how the owner's messages name it.
 */
export interface BankProfile {
  bank: ApiPixBank;
  /** 'A Efí', 'O Banco Inter': the start of a sentence. */
  subject: string;
  /** 'a Efí', 'o Banco Inter': after 'com', 'de'. */
  object: string;
  /** 'pela Efí', 'pelo Banco Inter'. */
  byName: string;
  /**
   * - `basic-json`: Basic client_id:client_secret, JSON `{"grant_type":"client_credentials"}` (Efí);
   * - `form-body`: form with client_id, client_secret, grant_type and scope (Inter, Itaú, Santander;
   *   Sicoob sends no secret);
   * - `form-basic`: Basic client_id:client_secret, form grant_type and scope (RFC 6749, others).
   */
  tokenStyle: 'basic-json' | 'form-body' | 'form-basic';
  /** The API's root: base address plus the bank's path before `/cob`. */
  apiRoot: string;
  tokenUrl: string;
  /** Efí checks the webhook address for mTLS when it is registered unless told otherwise. */
  sendsSkipMtlsHeader: boolean;
}

/** The scopes a charge, its webhook and a refund need. */
export const API_PIX_SCOPES = 'cob.write cob.read pix.read pix.write webhook.read webhook.write';

const NAMES: Readonly<Record<ApiPixBank, { name: string; feminine: boolean }>> = {
  efi: { name: 'Efí', feminine: true },
  inter: { name: 'Banco Inter', feminine: false },
  sicoob: { name: 'Sicoob', feminine: false },
  itau: { name: 'Itaú', feminine: false },
  santander: { name: 'Santander', feminine: false },
  outro: { name: 'banco', feminine: false },
};

const TOKEN_STYLES: Readonly<Record<ApiPixBank, BankProfile['tokenStyle']>> = {
  efi: 'basic-json',
  inter: 'form-body',
  sicoob: 'form-body',
  itau: 'form-body',
  santander: 'form-body',
  outro: 'form-basic',
};

const trimSlash = (url: string) => url.trim().replace(/\/+$/, '');

export function bankProfile(config: Extract<PixProviderConfig, { kind: 'api_pix' }>): BankProfile {
  const { name, feminine } = NAMES[config.bank];
  const article = feminine ? 'a' : 'o';
  const defaults = API_PIX_BANK_DEFAULTS[config.bank];
  const baseUrl = trimSlash(config.baseUrl || defaults.baseUrl);
  const defaultToken = defaults.tokenUrl;
  const tokenUrl = config.tokenUrl.trim()
    ? config.tokenUrl.trim()
    : /^https:\/\//.test(defaultToken)
      ? defaultToken
      : `${baseUrl}${defaultToken || '/oauth/token'}`;
  return {
    bank: config.bank,
    subject: `${article.toUpperCase()} ${name}`,
    object: `${article} ${name}`,
    byName: `${feminine ? 'pela' : 'pelo'} ${name}`,
    tokenStyle: TOKEN_STYLES[config.bank],
    apiRoot: `${baseUrl}${defaults.apiPath}`,
    tokenUrl,
    sendsSkipMtlsHeader: config.bank === 'efi',
  };
}
