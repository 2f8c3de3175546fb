import { VolumeXIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useAlarmState, useIsAlarmMuted } from '../stores/alarm-store';
import { unlockAndPlay } from '../hooks/use-alarm-loop';

/**
 * The browser blocked the alarm's sound (a reload, no click on the page yet): a full-width layer
 * covers the screen with one big button until it is clicked, and that click unlocks and plays the
 * sound (decision 042). A small note would be missed on a busy counter; a desk that cannot ring
 * must not look like one that can.
 */
export function SoundBlockedOverlay() {
  const { isSoundBlocked, unopened } = useAlarmState();
  const isMuted = useIsAlarmMuted();
  const button = useRef<HTMLButtonElement>(null);
  const isShown = isSoundBlocked && !isMuted;

  useEffect(() => {
    if (isShown) button.current?.focus();
  }, [isShown]);

  if (!isShown) return null;
  const waiting = unopened.size;
  // on the body: the top bar it is mounted in blurs its backdrop, which would hold a fixed layer
  return createPortal(
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="sound-blocked-title"
      aria-describedby="sound-blocked-description"
      className="fixed inset-0 z-[70] flex items-center justify-center bg-stone-950/80 p-4 backdrop-blur-sm"
    >
      <div className="flex w-full max-w-xl flex-col items-center gap-4 rounded-3xl bg-white p-6 text-center shadow-2xl sm:p-8">
        <VolumeXIcon className="size-12 text-red-700" aria-hidden />
        <h2 id="sound-blocked-title" className="text-xl font-extrabold text-stone-900 sm:text-2xl">
          O som dos pedidos está desligado pelo navegador
        </h2>
        <p id="sound-blocked-description" className="text-base text-stone-700">
          {waiting > 0
            ? `${waiting === 1 ? '1 pedido está' : `${waiting} pedidos estão`} tocando sem som. `
            : ''}
          Enquanto não clicar, novos pedidos não tocam neste aparelho.
        </p>
        <button
          ref={button}
          type="button"
          onClick={() => void unlockAndPlay()}
          className="w-full rounded-2xl bg-red-700 px-6 py-5 text-xl font-extrabold text-white shadow-lg hover:bg-red-800 focus-visible:ring-4 focus-visible:ring-red-300 focus-visible:outline-none"
        >
          Clique para ativar o som
        </button>
      </div>
    </div>,
    document.body,
  );
}
