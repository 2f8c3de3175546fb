import { CheckIcon, FlameIcon } from 'lucide-react';
import {
  minutesSince,
  waitingLabel,
  type KitchenTicket as Ticket,
} from '../../../../domain/admin-kitchen';
import {
  kitchenTimerLevel,
  type KitchenSettings,
  type KitchenTimerLevel,
} from '../../../../domain/admin-kitchen-settings';
import { describeFulfilment } from '../../../../domain/order-fulfilment';
import { describeOrderItem, itemDetailLines } from '../../../../domain/order-item';
import { cn } from '../../../lib/cn';

/** The card's head in each colour of its clock: dark, amber, red (decision 058). */
const HEAD_CLASSES: Readonly<Record<KitchenTimerLevel, string>> = {
  normal: 'bg-stone-800 text-white',
  amber: 'bg-amber-400 text-stone-950',
  red: 'bg-red-700 text-white',
};
/** Said in words too: a colour alone tells nothing to a screen reader or a colour-blind cook. */
const LEVEL_WORDS: Readonly<Record<KitchenTimerLevel, string>> = {
  normal: 'no tempo',
  amber: 'atenção',
  red: 'atrasado',
};

export interface KitchenTicketProps {
  ticket: Ticket;
  /** The station's name, on the card's 'Pronto' button ('Pronto · Forno'). */
  stationName: string;
  now: Date;
  limits: Pick<KitchenSettings, 'amberMinutes' | 'redMinutes'>;
  /** false while the connection is lost: taps are refused, never queued (decision 058). */
  canTap: boolean;
  onToggleItem: (itemId: number, ready: boolean) => void;
  onBumpTicket: (itemIds: number[]) => void;
  onStart: () => void;
}

/**
 * One order at one station (decision 058): its number, how it leaves the shop, the minutes since
 * it was accepted on a head that turns amber and red at the shop's limits, and its items there,
 * each a large target that marks it ready (a second tap undoes it). 'Pronto' marks them all.
 */
export function KitchenTicket({
  ticket,
  stationName,
  now,
  limits,
  canTap,
  onToggleItem,
  onBumpTicket,
  onStart,
}: KitchenTicketProps) {
  const { order } = ticket;
  const level = kitchenTimerLevel(order.acceptedAt, now, limits);
  const toMake = ticket.lines.filter(({ line }) => line.readyAt === null);
  const isNew = order.status === 'aprovado';

  return (
    <li
      aria-label={`Pedido #${order.id}`}
      data-level={level}
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl bg-white shadow-lg ring-4',
        level === 'red'
          ? 'ring-red-600'
          : level === 'amber'
            ? 'ring-amber-400'
            : 'ring-transparent',
      )}
    >
      <div
        data-testid="ticket-head"
        className={cn('flex items-start justify-between gap-3 px-4 py-3', HEAD_CLASSES[level])}
      >
        <div className="min-w-0">
          <p className="text-4xl leading-none font-black tabular-nums">#{order.id}</p>
          <p className="mt-1 truncate text-lg font-semibold">{describeFulfilment(order)}</p>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-2xl leading-none font-black tabular-nums">
            {waitingLabel(minutesSince(order.acceptedAt, now))}
          </p>
          <p className="mt-1 text-base font-bold uppercase">{LEVEL_WORDS[level]}</p>
        </div>
      </div>
      <ul className="flex flex-1 flex-col divide-y-2 divide-stone-200" aria-label="Itens">
        {ticket.lines.map(({ item, line }) => {
          const d = describeOrderItem(item);
          const isReady = line.readyAt !== null;
          return (
            <li key={line.itemId}>
              <button
                type="button"
                aria-pressed={isReady}
                disabled={!canTap}
                onClick={() => onToggleItem(line.itemId, !isReady)}
                className={cn(
                  'flex min-h-20 w-full items-start gap-3 px-4 py-3 text-left transition-colors disabled:cursor-not-allowed',
                  isReady ? 'bg-green-50' : 'hover:bg-stone-50 active:bg-stone-100',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full border-4',
                    isReady ? 'border-green-700 bg-green-700 text-white' : 'border-stone-400',
                  )}
                >
                  {isReady && <CheckIcon className="size-6" strokeWidth={4} />}
                </span>
                <span className="min-w-0 flex-1">
                  <span
                    className={cn(
                      'block text-2xl leading-tight font-extrabold text-stone-950',
                      isReady && 'text-stone-500 line-through',
                    )}
                  >
                    {d.quantity}x {d.name}
                    {d.sizeShortLabel && (
                      <span className="font-bold text-stone-700"> · {d.sizeShortLabel}</span>
                    )}
                  </span>
                  {isReady ? (
                    <span className="block text-base font-semibold text-green-800">
                      Pronto{line.readyByName ? ` · ${line.readyByName}` : ''} · toque para desfazer
                    </span>
                  ) : (
                    // the desk's words for each line (src/domain/order-item.ts), in the kitchen's
                    // large type; spans, as a button holds no paragraphs
                    itemDetailLines(d).map((detail) => (
                      <span
                        key={detail.kind}
                        className={cn(
                          'mt-1 block text-xl break-words',
                          detail.kind === 'notes'
                            ? 'rounded-lg bg-amber-100 px-2 py-1 font-bold whitespace-pre-line text-amber-950'
                            : 'text-stone-900',
                        )}
                      >
                        <span className="font-bold">{detail.label}:</span> {detail.text}
                      </span>
                    ))
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2 border-t-2 border-stone-200 p-3">
        {isNew && (
          <button
            type="button"
            disabled={!canTap}
            onClick={onStart}
            className="flex min-h-16 items-center justify-center gap-2 rounded-xl border-2 border-stone-800 px-4 text-lg font-bold text-stone-900 hover:bg-stone-100 disabled:opacity-50"
          >
            <FlameIcon className="size-6" aria-hidden />
            Começar preparo
          </button>
        )}
        <button
          type="button"
          disabled={!canTap || toMake.length === 0}
          onClick={() => onBumpTicket(toMake.map(({ line }) => line.itemId))}
          className="flex min-h-16 flex-1 items-center justify-center gap-2 rounded-xl bg-green-700 px-4 text-xl font-extrabold text-white shadow-sm hover:bg-green-800 disabled:opacity-50"
        >
          <CheckIcon className="size-7" strokeWidth={3} aria-hidden />
          Pronto · {stationName}
        </button>
      </div>
    </li>
  );
}
