import { CopyIcon, QrCodeIcon } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { formatBRL } from '../../../../domain/money';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useQrCanvas } from '../../../lib/use-qr-canvas';

/** The QR Code's size on screen (`size-56`), and the server's image for pages without scripts. */
const QR_SIZE_PX = 224;

/**
 * 'Pague com Pix': a BR Code as a QR Code and as text to copy (copia e cola), with the exact
 * amount: the static code of decision 024 or the provider's dynamic one (decision 063).
 */
export function PixPaymentCard({
  code,
  totalCents,
  publicId,
  intro = 'Abra o aplicativo do seu banco, escolha pagar com Pix e leia o QR Code ou use o código copia e cola. A pizzaria confirma o pagamento.',
  children,
}: {
  code: string;
  totalCents: number;
  publicId: string;
  intro?: string;
  /** Shown under the amount: the dynamic code's countdown. */
  children?: ReactNode;
}) {
  const { canvasRef, qr } = useQrCanvas(code, QR_SIZE_PX);
  const textRef = useRef<HTMLTextAreaElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast.success('Código Pix copiado');
      return;
    } catch {
      // no clipboard API here (an old browser, or not allowed): copy the selected text
    }
    const text = textRef.current;
    text?.focus();
    text?.select();
    if (document.execCommand('copy')) toast.success('Código Pix copiado');
    else toast('Código selecionado', { description: 'Copie o código selecionado abaixo.' });
  }

  return (
    <section
      aria-labelledby="pix-payment-title"
      className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      <h2
        id="pix-payment-title"
        className="flex items-center gap-2 text-lg font-bold text-stone-900"
      >
        <QrCodeIcon className="size-5 text-brand-600" aria-hidden />
        Pague com Pix
      </h2>
      <p className="mt-1 text-sm text-stone-700">{intro}</p>
      <p className="mt-3 text-sm text-stone-600">
        Valor:{' '}
        <strong className="text-xl font-bold text-stone-900 tabular-nums">
          {formatBRL(totalCents)}
        </strong>
      </p>
      {children}

      <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <div className="relative flex size-56 shrink-0 items-center justify-center rounded-xl border border-stone-200 bg-white">
          <canvas
            ref={canvasRef}
            role="img"
            aria-label="QR Code Pix do pedido"
            data-state={qr}
            className={qr === 'ready' ? 'size-56' : 'hidden'}
          />
          {qr === 'loading' && (
            <span className="text-sm text-stone-500 [@media(scripting:none)]:hidden" aria-hidden>
              Gerando QR Code...
            </span>
          )}
          <noscript>
            {/* without scripts the server's image of the same code (decision 045); only the
                server writes it, and React leaves it as sent */}
            {import.meta.env.SSR && (
              <img
                src={`/api/orders/${encodeURIComponent(publicId)}/pix-qr.svg`}
                alt="QR Code Pix do pedido"
                width={QR_SIZE_PX}
                height={QR_SIZE_PX}
                className="size-56"
              />
            )}
          </noscript>
          {qr === 'failed' && (
            <span className="px-4 text-center text-sm text-stone-600">
              Não foi possível mostrar o QR Code. Use o código copia e cola.
            </span>
          )}
        </div>

        <div className="flex w-full min-w-0 flex-col gap-2">
          <label htmlFor="pix-copy-paste" className="text-sm font-semibold text-stone-800">
            Código Pix copia e cola
          </label>
          <textarea
            id="pix-copy-paste"
            ref={textRef}
            readOnly
            rows={4}
            value={code}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full resize-none rounded-lg border border-stone-300 bg-stone-50 p-2 font-mono text-xs break-all text-stone-800"
          />
          {/* without scripts the code is copied from the field above */}
          <Button
            size="lg"
            className="w-full [@media(scripting:none)]:hidden"
            onClick={() => void copy()}
          >
            <CopyIcon aria-hidden />
            Copiar código Pix
          </Button>
        </div>
      </div>
    </section>
  );
}
