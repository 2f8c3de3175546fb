/**
 * The customer's data under the LGPD (docs/decisions/033): what the shop tells customers it keeps
 * and why, the privacy page's text the shop edits, the marketing opt-in, and what anonymising a
 * customer leaves in place of their personal data.
 */
import { z } from 'zod/mini';

export { MARKETING_OPT_IN_LABEL, PRIVACY_PATH } from './privacy-notice';

export const PRIVACY_TEXT_MAX = 20_000;

/**
 * A new shop's privacy page, in plain pt-BR, until the owner writes their own. `{loja}` stands for
 * the shop's name. Blank lines separate paragraphs; a line starting with '## ' is a heading.
 */
export const DEFAULT_PRIVACY_TEXT = `A {loja} respeita a sua privacidade e segue a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018). Aqui explicamos, de forma simples, quais dados guardamos e por quê.

## Quais dados guardamos
Quando você faz um pedido, guardamos seu nome, seu telefone e, nas entregas, seu endereço. Guardamos também o que você pediu, os valores, a forma de pagamento e as observações que você escreveu.

## Para que usamos
Usamos esses dados para preparar e entregar o seu pedido, para falar com você sobre ele (por telefone ou WhatsApp) e para manter as contas da pizzaria. Não vendemos nem repassamos seus dados a ninguém.

## Promoções
Só enviamos promoções pelo WhatsApp se você marcar essa opção ao finalizar o pedido. Você pode desistir a qualquer momento: basta desmarcar a opção no próximo pedido ou nos pedir por mensagem.

## Onde os dados ficam
Seus dados de entrega e seus últimos pedidos ficam guardados neste aparelho, no seu navegador, para você não precisar digitar tudo de novo. A pizzaria guarda os pedidos no seu sistema, que só a equipe acessa com senha.

## Seus direitos
Você pode pedir a qualquer momento uma cópia dos seus dados, a correção de algum dado errado ou a exclusão dos seus dados pessoais. Nesse caso, apagamos seu nome, telefone e endereço; os pedidos continuam registrados sem identificar você, porque a lei exige que a pizzaria mantenha suas contas. Para pedir, fale com a gente pelo telefone ou WhatsApp da pizzaria.`;

/** The settings' privacy section: the text of the privacy page ('' → the default text). */
export const PrivacySettingsSchema = z.strictObject({
  text: z
    .string()
    .check(
      z.trim(),
      z.maxLength(
        PRIVACY_TEXT_MAX,
        `Use no máximo ${PRIVACY_TEXT_MAX.toLocaleString('pt-BR')} caracteres`,
      ),
    ),
});
export type PrivacySettings = z.output<typeof PrivacySettingsSchema>;

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = { text: '' };

/** What `GET /api/privacy` answers: the page's text as customers read it. */
export const PrivacyPageSchema = z.object({ shopName: z.string(), text: z.string() });
export type PrivacyPage = z.infer<typeof PrivacyPageSchema>;

/** The text the page shows: the shop's own, else the default with the shop's name in it. */
export function privacyPageText(settings: PrivacySettings, shopName: string): string {
  const text = settings.text.trim() === '' ? DEFAULT_PRIVACY_TEXT : settings.text;
  return text.replaceAll('{loja}', shopName);
}

export type PrivacyBlock = { kind: 'heading' | 'paragraph'; text: string };

/** The text as headings and paragraphs: the page renders them as text, never as HTML. */
export function privacyBlocks(text: string): PrivacyBlock[] {
  const blocks: PrivacyBlock[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((line) => line.trim());
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    for (const line of lines) {
      if (line.startsWith('## ')) {
        flush();
        blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      } else if (line !== '') {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

// ---------------------------------------------------------------- consent and anonymisation

export const CONSENT_KINDS = ['marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/**
 * What an order's marketing choice does to the customer's consent: an opt-in given or withdrawn
 * is recorded when it changes what was stored; no choice (an older client, a queued order from
 * before the checkbox) changes nothing.
 */
export function consentChange(
  current: boolean,
  chosen: boolean | undefined,
): { granted: boolean } | null {
  if (chosen === undefined || chosen === current) return null;
  return { granted: chosen };
}

/** What stands in an anonymised customer's and their orders' name. */
export const ANONYMISED_NAME = 'Cliente anonimizado';

/**
 * An anonymised customer's phone: the customers' phone is unique and not null, so it becomes a
 * marker no real phone can be (phones are digits only) and that names no one.
 */
export function anonymisedPhone(customerId: number): string {
  return `anonimizado-${customerId}`;
}

export const CUSTOMER_AUDIT_KINDS = ['export', 'anonymise'] as const;
export type CustomerAuditKind = (typeof CUSTOMER_AUDIT_KINDS)[number];
