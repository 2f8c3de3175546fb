import { useEffect, useRef, useState } from 'react';
import { onDemand } from './on-demand';

/** The QR library stays out of the first load: fetched when a QR Code is on screen. */
const qrLibrary = onDemand(() => import('qrcode'));

/**
 * Draws `code` as a QR Code on the returned canvas at twice `sizePx` (sharp on a phone, and easy
 * to read from the canvas); the canvas' class sizes it on screen. `qr` says whether it is drawn.
 */
export function useQrCanvas(code: string, sizePx: number) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [qr, setQr] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let isCurrent = true;
    setQr('loading');
    qrLibrary
      .get()
      .then(({ toCanvas }) => {
        const canvas = canvasRef.current;
        if (!isCurrent || !canvas) return;
        return toCanvas(canvas, code, {
          width: sizePx * 2,
          margin: 2,
          errorCorrectionLevel: 'M',
        }).then(() => {
          // the library sets the canvas' CSS size too: the caller's class sizes it on screen
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
  }, [code, sizePx]);

  return { canvasRef, qr };
}
