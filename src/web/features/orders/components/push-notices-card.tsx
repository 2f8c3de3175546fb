import { BellIcon, BellOffIcon, BellRingIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  getPushPublicKey,
  subscribeOrderNotices,
  unsubscribeOrderNotices,
} from '../../../api/push-subscriptions';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import {
  currentSubscription,
  isOrderSubscribed,
  isPushSupported,
  notificationPermission,
  rememberOrderSubscribed,
  requestNotificationPermission,
  subscribeBrowser,
} from '../push/push-browser';

type CardState = 'checking' | 'unsupported' | 'off' | 'on' | 'denied';

/**
 * 'Avisos no celular' (decision 074): with the customer's permission, the browser is told of every
 * status of the order by the shop's server, even with this page closed. Read after the page is
 * hydrated: the server renders nothing of it.
 */
export function PushNoticesCard({ publicId }: { publicId: string }) {
  const [state, setState] = useState<CardState>('checking');
  const [isWorking, setIsWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void readState(publicId).then((next) => {
      if (isCurrent) setState(next);
    });
    return () => {
      isCurrent = false;
    };
  }, [publicId]);

  const turnOn = async () => {
    setIsWorking(true);
    setProblem(null);
    try {
      const permission = await requestNotificationPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off');
        return;
      }
      const subscription = await subscribeBrowser(await getPushPublicKey());
      await subscribeOrderNotices(publicId, subscription);
      rememberOrderSubscribed(publicId, true);
      setState('on');
    } catch (error) {
      setProblem(
        error instanceof ApiError
          ? error.message
          : 'Não foi possível ativar os avisos neste navegador. Tente novamente.',
      );
    } finally {
      setIsWorking(false);
    }
  };

  const turnOff = async () => {
    setIsWorking(true);
    setProblem(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) await unsubscribeOrderNotices(publicId, subscription.endpoint);
      rememberOrderSubscribed(publicId, false);
      setState('off');
    } catch (error) {
      setProblem(
        error instanceof ApiError ? error.message : 'Não foi possível desativar os avisos agora.',
      );
    } finally {
      setIsWorking(false);
    }
  };

  if (state === 'checking') return null;
  if (state === 'unsupported') {
    return (
      <p className="flex items-center gap-2 px-1 text-sm text-stone-600">
        <BellOffIcon className="size-4 shrink-0 text-stone-400" aria-hidden />
        Este navegador não recebe avisos do pedido; acompanhe por esta página.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="push-notices-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2
        id="push-notices-title"
        className="flex items-center gap-2 text-lg font-bold text-stone-900"
      >
        {state === 'on' ? (
          <BellRingIcon className="size-5 text-green-700" aria-hidden />
        ) : (
          <BellIcon className="size-5 text-brand-600" aria-hidden />
        )}
        Avisos no celular
      </h2>
      <div aria-live="polite">
        {state === 'on' && (
          <>
            <p className="mt-2 font-semibold text-green-800">Avisos ativados</p>
            <p className="mt-0.5 text-sm text-stone-700">
              Você recebe um aviso a cada mudança do pedido, mesmo com esta página fechada.
            </p>
          </>
        )}
        {state === 'off' && (
          <p className="mt-2 text-sm text-stone-700">
            Receba um aviso a cada mudança do pedido, mesmo com esta página fechada.
          </p>
        )}
        {state === 'denied' && (
          <>
            <p className="mt-2 font-semibold text-stone-900">Os avisos estão bloqueados</p>
            <p className="mt-0.5 text-sm text-stone-700">
              Para recebê-los, toque no cadeado ao lado do endereço do site, abra as permissões e
              permita <strong>Notificações</strong>. Depois, volte aqui e recarregue a página.
            </p>
          </>
        )}
        {problem && (
          <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
            {problem}
          </p>
        )}
      </div>
      {state === 'off' && (
        <Button className="mt-4" onClick={() => void turnOn()} disabled={isWorking}>
          <BellIcon aria-hidden />
          {isWorking ? 'Ativando...' : 'Ativar avisos'}
        </Button>
      )}
      {state === 'on' && (
        <Button
          className="mt-4"
          variant="outline"
          onClick={() => void turnOff()}
          disabled={isWorking}
        >
          <BellOffIcon aria-hidden />
          {isWorking ? 'Desativando...' : 'Desativar'}
        </Button>
      )}
    </section>
  );
}

async function readState(publicId: string): Promise<CardState> {
  if (!isPushSupported()) return 'unsupported';
  const permission = notificationPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted' || !isOrderSubscribed(publicId)) return 'off';
  // the browser may have dropped its subscription since (data cleared, expired)
  const subscription = await currentSubscription().catch(() => null);
  return subscription ? 'on' : 'off';
}
