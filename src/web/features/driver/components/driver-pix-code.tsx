import { CopyIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useQrCanvas } from '../../../lib/use-qr-canvas';

const QR_SIZE_PX = 176;

/** The order's Pix code, shown at the door: its QR for the customer's bank app, and the text. */
export function DriverPixCode({ code, orderId }: { code: string; orderId: number }) {
  const { canvasRef, qr } = useQrCanvas(code, QR_SIZE_PX);

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
