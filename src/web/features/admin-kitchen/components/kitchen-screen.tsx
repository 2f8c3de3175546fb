import { ChefHatIcon, ExpandIcon, ShrinkIcon, WifiOffIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import {
  kitchenTickets,
  type KitchenBoard,
  type KitchenTicket as Ticket,
} from '../../../../domain/admin-kitchen';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import {
  useBumpItems,
  useKitchenBoard,
  useStartPreparing,
  type BumpRequest,
} from '../api/kitchen-orders';
import { setStationChoice, useStationChoice } from '../stores/station-choice';
import { KitchenTicket } from './kitchen-ticket';

/** The cards' clocks move on by themselves: the time is read again this often. */
const CLOCK_TICK_MS = 15_000;
/** How long 'Desfazer' stays offered after a card left the screen. */
const UNDO_TOAST_MS = 10_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The live connection as the back office sees it (the desk's own, decision 026). */
export type KitchenConnection = 'connecting' | 'open' | 'lost';

export interface KitchenScreenProps {
  connection: KitchenConnection;
  /** Leaves the screen: back to the back office, or 'Sair' for a cook (composed by the app). */
  exitAction?: ReactNode;
  /** The 'Acabou?' button, composed by the app (features do not import each other). */
  soldOutAction?: ReactNode;
}

/**
 * `/admin/cozinha` (decision 058): the kitchen's full screen, for a tablet by the oven, read from
 * 2 m and used with wet hands. The accepted orders' items in arrival order, by station (one, or
 * every station side by side: a choice kept on the device); each card's clock turns amber and
 * red at the shop's limits; a tap marks an item ready, 'Pronto' the order at that station, and
 * 'Desfazer' takes it back. State first (the board), events to be fast: every desk and kitchen
 * reads the board again on each change and after a lost connection. While the connection is
 * lost the screen says so and refuses taps, so nothing is marked that no one else sees.
 */
export function KitchenScreen({ connection, exitAction, soldOutAction }: KitchenScreenProps) {
  const board = useKitchenBoard();
  const bump = useBumpItems();
  const start = useStartPreparing();
  const now = useNow();
  const chosen = useStationChoice();
  const stations = board.data?.stations ?? [];
  // a station removed since it was chosen: every station
  const station = stations.find((s) => s.key === chosen) ?? null;
  const isLost = connection === 'lost';
  const canTap = !isLost;

  function send(request: BumpRequest, onSent?: () => void) {
    bump.mutate(request, {
      onSuccess: onSent,
      onError: (error) =>
        toast.error(
          request.ready ? 'Não foi possível marcar como pronto' : 'Não foi possível desfazer',
          { description: serverMessage(error, 'Tente novamente.') },
        ),
    });
  }

  function offerUndo(ticket: Ticket, stationName: string, itemIds: number[]) {
    toast.success(`Pedido #${ticket.order.id} pronto · ${stationName}`, {
      id: `kitchen-${ticket.order.id}-${ticket.stationKey}`,
      duration: UNDO_TOAST_MS,
      action: {
        label: 'Desfazer',
        onClick: () => send({ orderId: ticket.order.id, itemIds, ready: false }),
      },
    });
  }

  function renderTicket(ticket: Ticket) {
    const stationName = stations.find((s) => s.key === ticket.stationKey)?.name ?? 'Cozinha';
    const toMake = ticket.lines.filter(({ line }) => line.readyAt === null);
    return (
      <KitchenTicket
        key={`${ticket.order.id}-${ticket.stationKey}`}
        ticket={ticket}
        stationName={stationName}
        now={now}
        limits={board.data ?? { amberMinutes: 10, redMinutes: 20 }}
        canTap={canTap}
        onToggleItem={(itemId, ready) => {
          const isLast = ready && toMake.length === 1 && toMake[0]?.line.itemId === itemId;
          send({ orderId: ticket.order.id, itemIds: [itemId], ready }, () => {
            if (isLast) offerUndo(ticket, stationName, [itemId]);
          });
        }}
        onBumpTicket={(itemIds) =>
          send({ orderId: ticket.order.id, itemIds, ready: true }, () =>
            offerUndo(ticket, stationName, itemIds),
          )
        }
        onStart={() =>
          start.mutate(ticket.order.id, {
            onError: (error) =>
              toast.error('Não foi possível começar o preparo', {
                description: serverMessage(error, 'Tente novamente.'),
              }),
          })
        }
      />
    );
  }

  return (
    <div className="flex min-h-dvh flex-col bg-stone-900 text-white">
      <header className="sticky top-0 z-20 flex flex-wrap items-center gap-x-4 gap-y-3 border-b-2 border-stone-700 bg-stone-950 px-4 py-3">
        {exitAction}
        <h1 className="flex items-center gap-2 text-3xl font-black">
          <ChefHatIcon className="size-8" aria-hidden />
          Cozinha
        </h1>
        {stations.length > 1 && (
          <StationChooser
            stations={stations}
            chosen={station?.key ?? null}
            onChoose={setStationChoice}
          />
        )}
        <div className="ml-auto flex items-center gap-3">
          {soldOutAction}
          <FullScreenButton />
          <Clock now={now} />
        </div>
      </header>
      {isLost && (
        <div
          role="alert"
          className="sticky top-0 z-10 flex items-center gap-3 bg-red-700 px-4 py-3 text-xl font-bold text-white"
        >
          <WifiOffIcon className="size-7 shrink-0" aria-hidden />
          <span>
            Sem conexão com o servidor. A tela mostra o último estado conhecido e os toques estão
            bloqueados até a conexão voltar.
          </span>
        </div>
      )}
      <main className="flex-1 p-4">
        {board.isPending ? (
          <div className="py-24 text-center text-xl">
            <Spinner label="Carregando pedidos..." />
          </div>
        ) : board.isError ? (
          <div className="flex flex-col items-center gap-4 py-24 text-center">
            <p className="text-2xl font-bold">
              Não foi possível carregar os pedidos. {board.error.message}
            </p>
            <button
              type="button"
              onClick={() => void board.refetch()}
              className="min-h-14 rounded-xl bg-white px-6 text-xl font-bold text-stone-900"
            >
              Tentar novamente
            </button>
          </div>
        ) : (
          <Board board={board.data} station={station?.key ?? null} renderTicket={renderTicket} />
        )}
      </main>
    </div>
  );
}

/** Every station side by side, or the chosen one's cards in a grid. */
function Board({
  board,
  station,
  renderTicket,
}: {
  board: KitchenBoard;
  station: string | null;
  renderTicket: (ticket: Ticket) => ReactNode;
}) {
  if (station !== null || board.stations.length === 1) {
    const tickets = kitchenTickets(board.orders, station);
    const name = board.stations.find((s) => s.key === station)?.name;
    return tickets.length === 0 ? (
      <EmptyBoard stationName={name} />
    ) : (
      <ol
        aria-label={name ? `Pedidos · ${name}` : 'Pedidos para preparar'}
        className="grid gap-5 md:grid-cols-2 xl:grid-cols-3"
      >
        {tickets.map(renderTicket)}
      </ol>
    );
  }
  const tickets = kitchenTickets(board.orders, null);
  if (tickets.length === 0) return <EmptyBoard />;
  return (
    // side by side from a tablet up (scrolling sideways past three); one under the other on a phone
    <div className="flex flex-col gap-8 md:grid md:auto-cols-[minmax(20rem,1fr)] md:grid-flow-col md:gap-5 md:overflow-x-auto">
      {board.stations.map(({ key, name }) => {
        const own = tickets.filter((t) => t.stationKey === key);
        return (
          <section key={key} aria-label={name} className="flex min-w-0 flex-col gap-4">
            <h2 className="flex items-baseline justify-between border-b-2 border-stone-600 pb-2 text-2xl font-black">
              {name}
              <span className="text-lg font-bold text-stone-300">
                {own.length === 1 ? '1 pedido' : `${own.length} pedidos`}
              </span>
            </h2>
            {own.length === 0 ? (
              <p className="py-8 text-center text-lg text-stone-400">Nada por aqui.</p>
            ) : (
              <ol aria-label={`Pedidos · ${name}`} className="flex flex-col gap-5">
                {own.map(renderTicket)}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}

function EmptyBoard({ stationName }: { stationName?: string | undefined }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-stone-600 py-24 text-center">
      <ChefHatIcon className="size-14 text-stone-400" aria-hidden />
      <p className="text-3xl font-black">
        {stationName ? `Nada para preparar no ${stationName}.` : 'Nenhum pedido para preparar.'}
      </p>
      <p className="text-xl text-stone-300">Os pedidos aceitos aparecem aqui na hora.</p>
    </div>
  );
}

/** 'Todas' or one station: large toggles, the choice kept on this device. */
function StationChooser({
  stations,
  chosen,
  onChoose,
}: {
  stations: readonly { key: string; name: string }[];
  chosen: string | null;
  onChoose: (key: string | null) => void;
}) {
  const options = [{ key: null, name: 'Todas' }, ...stations];
  return (
    <div role="group" aria-label="Estação" className="flex flex-wrap gap-2">
      {options.map(({ key, name }) => (
        <button
          key={key ?? 'todas'}
          type="button"
          aria-pressed={chosen === key}
          onClick={() => onChoose(key)}
          className={cn(
            'min-h-12 rounded-xl border-2 px-5 text-lg font-bold transition-colors',
            chosen === key
              ? 'border-white bg-white text-stone-950'
              : 'border-stone-500 text-white hover:bg-stone-800',
          )}
        >
          {name}
        </button>
      ))}
    </div>
  );
}

/** The whole screen for the tablet, where the browser allows it. */
function FullScreenButton() {
  const [isFull, setFull] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (!document.fullscreenEnabled) return null;
  return (
    <button
      type="button"
      onClick={() =>
        void (isFull ? document.exitFullscreen() : document.documentElement.requestFullscreen())
      }
      className="flex min-h-12 items-center gap-2 rounded-xl border-2 border-stone-500 px-4 text-lg font-bold hover:bg-stone-800"
    >
      {isFull ? (
        <ShrinkIcon className="size-6" aria-hidden />
      ) : (
        <ExpandIcon className="size-6" aria-hidden />
      )}
      <span className="max-sm:sr-only">{isFull ? 'Sair da tela cheia' : 'Tela cheia'}</span>
    </button>
  );
}

function Clock({ now }: { now: Date }) {
  return (
    <p className="text-3xl font-black tabular-nums" aria-label="Hora">
      {now.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })}
    </p>
  );
}
