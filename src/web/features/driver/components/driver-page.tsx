import { LogOutIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { DriverDelivery } from '../../../../domain/driver-deliveries';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useOnlineStatus } from '../../../lib/use-online-status';
import {
  fetchDeliveries,
  fetchSignedInDriver,
  signOutDriver,
  type SignedInDriver,
} from '../driver-api';
import { flushTaps, queueTap, useQueuedTaps } from '../driver-taps';
import { DeliveryCard, EndedDeliveryRow } from './delivery-card';
import { DriverLayout } from './driver-layout';

type Page =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'ready'; driver: SignedInDriver; deliveries: DriverDelivery[] | null };

/**
 * `/entregador` (docs/decisions/069): the driver's trips out, each with the door, the customer,
 * what to collect and the taps that end it; then the trips ended today. A tap is kept on the
 * phone at once and sent when there is a connection; the list is read again when the server says
 * one of the driver's orders changed.
 */
export function DriverPage() {
  const [page, setPage] = useState<Page>({ state: 'loading' });
  const [notices, setNotices] = useState<string[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const queued = useQueuedTaps();
  const isOnline = useOnlineStatus();

  const reload = useCallback(async () => {
    try {
      const deliveries = await fetchDeliveries();
      setLoadError(null);
      setPage((current) => (current.state === 'ready' ? { ...current, deliveries } : current));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setPage({ state: 'signed-out' });
      else setLoadError('Sem conexão: mostrando a última lista recebida.');
    }
  }, []);

  const sync = useCallback(async () => {
    const { sent, refused } = await flushTaps();
    // the card leaves the list at once, before the list is read again
    if (sent.length > 0) {
      setPage((current) => {
        if (current.state !== 'ready' || !current.deliveries) return current;
        const ended = new Map(sent.map((tap) => [tap.tripId, tap.action]));
        return {
          ...current,
          deliveries: current.deliveries.map((delivery) => {
            const action = ended.get(delivery.id);
            return action && delivery.status === 'em_rota'
              ? {
                  ...delivery,
                  status: action.kind,
                  endedAt: action.at,
                  notDeliveredReason: action.kind === 'nao_entregue' ? action.reason : null,
                }
              : delivery;
          }),
        };
      });
    }
    if (refused.length > 0) {
      setNotices((current) => [
        ...current,
        ...refused.map(({ tap, message }) => `Pedido da entrega ${tap.tripId}: ${message}`),
      ]);
    }
    if (sent.length > 0 || refused.length > 0) await reload();
  }, [reload]);

  useEffect(() => {
    let isCurrent = true;
    fetchSignedInDriver().then(
      (driver) => {
        if (!isCurrent) return;
        setPage({ state: 'ready', driver, deliveries: null });
        void reload();
        // taps kept from before (the page closed offline) go now
        void sync();
      },
      (error: unknown) => {
        if (!isCurrent) return;
        if (error instanceof ApiError && error.status === 401) setPage({ state: 'signed-out' });
        else setLoadError('Sem conexão. Tente de novo quando a internet voltar.');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [reload, sync]);

  useEffect(() => {
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [sync]);

  const isSignedIn = page.state === 'ready';
  useEffect(() => {
    if (!isSignedIn || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/driver/events');
    source.addEventListener('deliveries.changed', () => void reload());
    return () => source.close();
  }, [isSignedIn, reload]);

  function tap(
    delivery: DriverDelivery,
    action: { kind: 'entregue' } | { kind: 'nao_entregue'; reason: string },
  ) {
    queueTap(delivery.id, {
      ...action,
      actionId: crypto.randomUUID(),
      at: new Date().toISOString(),
    });
    void sync();
  }

  async function signOut() {
    await signOutDriver().catch(() => undefined);
    setPage({ state: 'signed-out' });
  }

  if (page.state === 'loading') {
    return (
      <DriverLayout>
        {loadError ? (
          <p role="alert" className="rounded-2xl bg-white p-6 text-center text-red-800">
            {loadError}
          </p>
        ) : (
          <p className="flex justify-center p-6">
            <Spinner label="Carregando entregas" />
          </p>
        )}
      </DriverLayout>
    );
  }
  if (page.state === 'signed-out') {
    return (
      <DriverLayout>
        <section className="rounded-2xl bg-white p-6 text-center shadow-sm">
          <h1 className="text-xl font-bold text-stone-900">Forno Entregas</h1>
          <p className="mt-3 text-base text-stone-700">
            Para ver suas entregas, peça à pizzaria um link de acesso e abra-o neste celular.
          </p>
        </section>
      </DriverLayout>
    );
  }

  const deliveries = page.deliveries ?? [];
  const out = deliveries.filter((delivery) => delivery.status === 'em_rota');
  const ended = deliveries.filter((delivery) => delivery.status !== 'em_rota');
  return (
    <DriverLayout>
      <header className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-stone-900">Olá, {page.driver.name.split(' ')[0]}</h1>
        <Button type="button" variant="ghost" onClick={() => void signOut()}>
          <LogOutIcon aria-hidden />
          Sair
        </Button>
      </header>
      {!isOnline && (
        <p role="status" className="rounded-xl bg-amber-100 px-3 py-2 text-sm text-amber-900">
          Sem conexão: o que você marcar fica guardado e é enviado quando a conexão voltar.
        </p>
      )}
      {loadError && isOnline && (
        <p role="status" className="rounded-xl bg-amber-100 px-3 py-2 text-sm text-amber-900">
          {loadError}
        </p>
      )}
      {notices.map((notice, index) => (
        <div
          key={`${index}-${notice}`}
          role="alert"
          className="flex items-start justify-between gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span>{notice}</span>
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => setNotices((current) => current.filter((_, i) => i !== index))}
          >
            OK
          </button>
        </div>
      ))}
      {page.deliveries === null ? (
        <p className="flex justify-center p-6">
          <Spinner label="Carregando entregas" />
        </p>
      ) : out.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-stone-700">
          Nenhuma entrega com você agora.
        </p>
      ) : (
        out.map((delivery) => (
          <DeliveryCard
            key={delivery.id}
            delivery={delivery}
            queued={queued.find((tapped) => tapped.tripId === delivery.id)}
            onDelivered={() => tap(delivery, { kind: 'entregue' })}
            onNotDelivered={(reason) => tap(delivery, { kind: 'nao_entregue', reason })}
          />
        ))
      )}
      {ended.length > 0 && (
        <section className="rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="text-lg font-bold text-stone-900">Encerradas hoje</h2>
          <ul>
            {ended.map((delivery) => (
              <EndedDeliveryRow key={delivery.id} delivery={delivery} />
            ))}
          </ul>
        </section>
      )}
    </DriverLayout>
  );
}
