import { CopyIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { onDemand } from '../../../lib/on-demand';
import { toast } from '../../../lib/toast';

const qrLibrary = onDemand(() => import('qrcode'));
const QR_SIZE_PX = 176;

/** The order's Pix code, shown at the door: its QR for the customer's bank app, and the text. */
export function DriverPixCode({ code, orderId }: { code: string; orderId: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [qr, setQr] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let isCurrent = true;
    qrLibrary
      .get()
      .then(({ toCanvas }) => {
        const canvas = canvasRef.current;
        if (!isCurrent || !canvas) return;
        return toCanvas(canvas, code, { width: QR_SIZE_PX * 2, margin: 2 }).then(() => {
          canvas.removeAttribute('style');
          if (isCurrent) setQr('ready');
        });
      })
      .catch(() => {
        if (isCurrent) setQr('failed');
      });
    return () => {
      isCurrent = false;
    };
  }, [code]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast.success('Código Pix copiado');
    } catch {
      toast('Não foi possível copiar', { description: 'Mostre o QR Code ao cliente.' });
    }
  }

  return (
    <div className="mt-3 flex flex-col items-center gap-2 rounded-xl border border-stone-200 p-3">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={`QR Code Pix do pedido #${orderId}`}
        className={qr === 'ready' ? 'size-44' : 'hidden'}
      />
      {qr === 'failed' && (
        <p className="text-sm text-stone-600">Não foi possível mostrar o QR Code.</p>
      )}
      <p className="w-full truncate font-mono text-xs text-stone-600" title={code}>
        {code}
      </p>
      <Button type="button" variant="outline" className="w-full" onClick={copy}>
        <CopyIcon aria-hidden />
        Copiar código
      </Button>
    </div>
  );
}
