import { whatsappLink } from '../../domain/formats';

/**
 * Opens WhatsApp in a new tab with the text. False when the browser blocked the pop-up, so the
 * caller can offer a button instead (docs/product/errors.md#checkout: 'Continuar pelo WhatsApp').
 */
export function openWhatsApp(number: string, text: string): boolean {
  const opened = window.open(whatsappLink(number, text), '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}
