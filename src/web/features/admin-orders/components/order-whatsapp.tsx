import { formatTime } from '../../../../domain/date-format';
import type { Fulfilment } from '../../../../domain/delivery';
import {
  WHATSAPP_STATE_LABELS,
  whatsappNoticeLabel,
  type WhatsAppMessageState,
  type WhatsAppMessageView,
} from '../../../../domain/admin-whatsapp';
import { cn } from '../../../lib/cn';
import { useShopTimeZone } from '../../../api/get-establishment';
import { useOrderWhatsApp } from '../api/get-order-whatsapp';

const STATE_STYLES: Record<WhatsAppMessageState, string> = {
  a_enviar: 'bg-stone-100 text-stone-700',
  enviando: 'bg-stone-100 text-stone-700',
  enviado: 'bg-sky-100 text-sky-900',
  entregue: 'bg-green-100 text-green-900',
  lido: 'bg-green-200 text-green-950',
  falhou: 'bg-red-100 text-red-900',
  incerta: 'bg-amber-100 text-amber-950',
  cancelada: 'bg-stone-100 text-stone-700',
};

function when(message: WhatsAppMessageView, timeZone: string): string {
  const at =
    message.readAt ??
    message.deliveredAt ??
    message.failedAt ??
    message.sentAt ??
    message.createdAt;
  return formatTime(at, timeZone);
}

/**
 * 'WhatsApp' of the opened order (decision 073): each notice the shop's official WhatsApp sent,
 * and whether it was delivered and read, or why it failed. Nothing when the Cloud API is not
 * connected and nothing was sent: the desk's 'Avisar cliente' is all there is then.
 */
export function OrderWhatsApp({
  orderId,
  fulfilment,
}: {
  orderId: number;
  fulfilment: Fulfilment;
}) {
  const timeZone = useShopTimeZone();
  const view = useOrderWhatsApp(orderId);
  if (view.isPending || view.isError) return null;
  const { messages, isConnected, optedOutAt } = view.data;
  if (!isConnected && messages.length === 0) return null;
  return (
    <section aria-label="WhatsApp" className="flex flex-col gap-1.5">
      <h3 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">WhatsApp</h3>
      {optedOutAt && (
        <p className="text-amber-900">
          O cliente respondeu PARAR às {formatTime(optedOutAt, timeZone)}: não recebe avisos.
        </p>
      )}
      {messages.length === 0 ? (
        !optedOutAt && <p className="text-stone-600">Nenhuma mensagem enviada ainda.</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {messages.map((message) => (
            <li key={message.id} className="flex flex-col gap-0.5">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-stone-800">
                <span>{whatsappNoticeLabel(message.orderStatus, fulfilment)}</span>
                {message.kind && (
                  <span className="text-xs text-stone-500">
                    {message.kind === 'modelo' ? 'modelo' : 'texto'}
                  </span>
                )}
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-semibold',
                    STATE_STYLES[message.state],
                  )}
                >
                  {WHATSAPP_STATE_LABELS[message.state]} · {when(message, timeZone)}
                </span>
              </div>
              {message.error &&
                (message.state === 'falhou' ||
                  message.state === 'incerta' ||
                  message.state === 'a_enviar') && (
                  <p
                    className={cn(
                      'text-xs break-words',
                      message.state === 'falhou' ? 'text-red-800' : 'text-amber-900',
                    )}
                  >
                    {message.state === 'a_enviar'
                      ? `Tentando de novo: ${message.error}`
                      : message.error}
                  </p>
                )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
