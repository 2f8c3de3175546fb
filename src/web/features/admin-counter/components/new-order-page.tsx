import { ArrowLeftIcon, RotateCcwIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  STAFF_ORDER_SOURCE_LABELS,
  STAFF_ORDER_SOURCES,
  type CounterCustomer,
  type StaffOrderSource,
} from '../../../../domain/admin-counter';
import { cartSubtotal, catalogueFromMenu, describeCartItem } from '../../../../domain/cart';
import {
  FULFILMENT_LABELS,
  FULFILMENTS,
  hasDelivery,
  type Fulfilment,
} from '../../../../domain/delivery';
import type { FlavourPricingRule } from '../../../../domain/establishment';
import { formatCep, formatPhone, onlyDigits } from '../../../../domain/formats';
import type { Menu } from '../../../../domain/menu';
import { formatBRL } from '../../../../domain/money';
import { describeDropped, reorderFromSnapshot } from '../../../../domain/reorder';
import { formatDateTime } from '../../../../domain/date-format';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ItemDetails } from '../../../components/order/item-details';
import { toast } from '../../../lib/toast';
import { MoneyInput } from '../../../admin/ui/money-input';
import { NativeSelect } from '../../../admin/ui/select';
import { ApiError } from '../../../lib/api-client';
import {
  useCounterCustomer,
  useCounterMenu,
  useCounterSchedule,
  useCounterShop,
  useCounterTables,
  usePlaceStaffOrder,
  useStaffOrderQuote,
} from '../api/counter-api';
import {
  ADDRESS_FIELDS,
  addressFromCustomer,
  clearCounterDraft,
  isAddressEmpty,
  readyToQuote,
  staffOrderOf,
  useCounterDraft,
  type CounterDraft,
} from '../stores/counter-draft';
import { ItemEntry } from '../../../admin/item-entry/item-entry';

/** How long the draft must rest before the server is asked for its total. */
const QUOTE_DELAY_MS = 350;
const ITEM_SEARCH_ID = 'counter-item-search';

/**
 * `/admin/orders/new`, 'Novo pedido' (docs/decisions/056): an order taken by phone, at the counter
 * or at a table, by keyboard. Phone → the customer's card, items through the item entry, how it
 * is fulfilled and paid, the server's total, Ctrl+Enter confirms. The draft is kept on the device
 * until the order is placed: a failed request, a reload or a closed tab loses nothing typed.
 */
export function NewOrderPage() {
  const menu = useCounterMenu();
  const shop = useCounterShop();
  if (menu.isError || shop.isError) {
    return (
      <Alert tone="error">
        <AlertTitle>Não foi possível abrir o cardápio</AlertTitle>
        <AlertDescription>Verifique a conexão e recarregue a página.</AlertDescription>
      </Alert>
    );
  }
  if (!menu.data || !shop.data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Carregando o cardápio" />
      </div>
    );
  }
  return (
    <NewOrderForm
      timeZone={shop.data.timeZone}
      menu={menu.data}
      rule={shop.data.flavourPricingRule}
      paymentOptions={shop.data.paymentOptions}
    />
  );
}

function NewOrderForm({
  menu,
  rule,
  paymentOptions,
  timeZone,
}: {
  timeZone: string;
  menu: Menu;
  rule: FlavourPricingRule;
  paymentOptions: readonly string[];
}) {
  const [draft, update] = useCounterDraft();
  const navigate = useNavigate();
  const phoneRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const itemsRef = useRef<HTMLDivElement>(null);
  const [dropped, setDropped] = useState<string | null>(null);
  /** Why the last 'Confirmar' did not place the order: a missing field, or the server's answer. */
  const [failure, setFailure] = useState<{ kind: 'missing' | 'server'; message: string } | null>(
    null,
  );
  const place = usePlaceStaffOrder();

  const phoneDigits = onlyDigits(draft.phone);
  const lookup = useCounterCustomer(phoneDigits.length >= 10 ? phoneDigits : null);
  const card = lookup.data;

  // a returning customer fills what is still empty: their name and last address
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    const customer = card?.customer;
    if (!customer || customer.isAnonymised || filledFor.current === customer.phone) return;
    filledFor.current = customer.phone;
    update((current) => ({
      ...current,
      name: current.name.trim() === '' ? customer.name : current.name,
      address: isAddressEmpty(current.address) ? addressFromCustomer(customer) : current.address,
    }));
  }, [card, update]);

  const [quoteDraft, setQuoteDraft] = useState(() => readyToQuote(draft));
  useEffect(() => {
    const timer = window.setTimeout(() => setQuoteDraft(readyToQuote(draft)), QUOTE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);
  const quote = useStaffOrderQuote(quoteDraft);

  useEffect(() => phoneRef.current?.focus(), []);

  const confirm = () => {
    if (place.isPending) return;
    const order = staffOrderOf(draft);
    const problem = missingForConfirm(draft);
    if (problem) {
      setFailure({ kind: 'missing', message: problem.message });
      // the keyboard goes where the answer is typed: Ctrl+Enter again once it is there
      document.getElementById(problem.fieldId)?.focus();
      return;
    }
    setFailure(null);
    place.mutate(
      { order, key: draft.key },
      {
        onSuccess: ({ order: placed }) => {
          clearCounterDraft();
          toast.success(`Pedido #${placed.id} lançado`);
          void navigate('/admin/orders');
        },
        // the draft and its key stay: 'Confirmar' again is the same order, never a second one
        onError: (error) => setFailure({ kind: 'server', message: messageOf(error) }),
      },
    );
  };

  const onPageKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      confirm();
    }
  };

  const repeat = (items: CounterCustomer['orders'][number]['items']) => {
    const { lines, dropped: gone } = reorderFromSnapshot(
      items,
      catalogueFromMenu(menu),
      rule,
      Date.now(),
    );
    update((current) => ({ ...current, lines: [...current.lines, ...lines] }));
    setDropped(describeDropped(gone));
    document.getElementById(ITEM_SEARCH_ID)?.focus();
  };

  const isDelivery = hasDelivery(draft.fulfilment);
  // a missing field's message goes once it is filled in
  const shownFailure =
    failure?.kind === 'missing' ? (missingForConfirm(draft)?.message ?? null) : failure?.message;
  const isTable = draft.fulfilment === 'mesa';
  const tables = useCounterTables(isTable);
  const typedTable = draft.tableLabel.trim().toLowerCase();
  // the server refuses it too (TABLE_NOT_FOUND); said here as soon as the list is known
  const unknownTable =
    isTable &&
    typedTable !== '' &&
    tables.data !== undefined &&
    !tables.data.some((table) => table.label.toLowerCase() === typedTable);
  const subtotal = cartSubtotal(draft.lines);

  return (
    // the page's own shortcut: Ctrl+Enter confirms from any field
    <div onKeyDown={onPageKeyDown}>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to="/admin/orders">
            <ArrowLeftIcon aria-hidden />
            Pedidos
          </Link>
        </Button>
        <h1 className="text-xl font-bold text-stone-900 sm:text-2xl">Novo pedido</h1>
        <p className="ml-auto hidden text-sm text-stone-600 sm:block">
          <kbd className="rounded bg-stone-200 px-1.5">Ctrl</kbd> +{' '}
          <kbd className="rounded bg-stone-200 px-1.5">Enter</kbd> confirma
        </p>
      </div>

      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_25rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <Panel title="Cliente">
            <div className="grid grid-cols-[9rem_minmax(0,1fr)] gap-3 xl:grid-cols-[9rem_12rem_minmax(0,1fr)]">
              <Field id="counter-source" label="Pedido por">
                <NativeSelect
                  id="counter-source"
                  value={draft.source}
                  onChange={(event) => update({ source: event.target.value as StaffOrderSource })}
                >
                  {STAFF_ORDER_SOURCES.map((source) => (
                    <option key={source} value={source}>
                      {STAFF_ORDER_SOURCE_LABELS[source]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id="counter-phone" label="Telefone">
                <Input
                  id="counter-phone"
                  ref={phoneRef}
                  inputMode="tel"
                  autoComplete="off"
                  placeholder="(11) 98765-4321"
                  value={draft.phone}
                  onChange={(event) => update({ phone: event.target.value })}
                  onBlur={() => update({ phone: formatPhone(draft.phone) })}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey) return;
                    event.preventDefault();
                    update({ phone: formatPhone(draft.phone) });
                    // a known customer goes straight to the items; a new one gives a name
                    if (card?.customer && draft.name.trim() !== '') {
                      document.getElementById(ITEM_SEARCH_ID)?.focus();
                    } else nameRef.current?.focus();
                  }}
                />
              </Field>
              <Field id="counter-name" label="Nome" className="col-span-2 xl:col-span-1">
                <Input
                  id="counter-name"
                  ref={nameRef}
                  autoComplete="off"
                  value={draft.name}
                  onChange={(event) => update({ name: event.target.value })}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey) return;
                    event.preventDefault();
                    document.getElementById(ITEM_SEARCH_ID)?.focus();
                  }}
                />
              </Field>
            </div>
            <CustomerCard
              phoneDigits={phoneDigits}
              isLoading={lookup.isFetching}
              isError={lookup.isError}
              card={card}
              timeZone={timeZone}
              onRepeat={repeat}
            />
          </Panel>

          <Panel title="Itens">
            <div ref={itemsRef}>
              <ItemEntry
                searchId={ITEM_SEARCH_ID}
                menu={menu}
                rule={rule}
                onAdd={(line) =>
                  update((current) => ({ ...current, lines: [...current.lines, line] }))
                }
              />
            </div>
            {dropped && (
              <Alert tone="warning" className="mt-3">
                <AlertDescription>{dropped}</AlertDescription>
              </Alert>
            )}
            {draft.lines.length === 0 ? (
              <p className="mt-3 text-sm text-stone-600">Nenhum item ainda.</p>
            ) : (
              <ul aria-label="Itens do pedido" className="mt-3 divide-y divide-stone-200">
                {draft.lines.map((line) => {
                  const details = describeCartItem(line);
                  return (
                    <li key={line.id} className="flex items-start gap-3 py-2">
                      <div className="min-w-0 flex-1">
                        <p className="font-medium text-stone-900">
                          {details.quantity}× {details.name}
                          {details.sizeShortLabel && ` (${details.sizeShortLabel})`}
                        </p>
                        <ItemDetails details={details} />
                      </div>
                      <span className="text-sm font-semibold text-stone-900">
                        {formatBRL(details.lineTotalCents)}
                      </span>
                      <Button
                        variant="dangerGhost"
                        size="icon"
                        aria-label={`Remover ${details.name}`}
                        onClick={() =>
                          update((current) => ({
                            ...current,
                            lines: current.lines.filter((other) => other.id !== line.id),
                          }))
                        }
                      >
                        <Trash2Icon aria-hidden />
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </Panel>
        </div>

        <div className="flex min-w-0 flex-col gap-4">
          <Panel title="Entrega">
            <Field id="counter-fulfilment" label="Como recebe">
              <NativeSelect
                id="counter-fulfilment"
                value={draft.fulfilment}
                onChange={(event) => update({ fulfilment: event.target.value as Fulfilment })}
              >
                {FULFILMENTS.map((fulfilment) => (
                  <option key={fulfilment} value={fulfilment}>
                    {FULFILMENT_LABELS[fulfilment]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {isTable && (
              <Field id="counter-table" label="Mesa">
                <Input
                  id="counter-table"
                  autoComplete="off"
                  maxLength={20}
                  list="counter-table-choices"
                  aria-describedby={unknownTable ? 'counter-table-hint' : undefined}
                  value={draft.tableLabel}
                  onChange={(event) => update({ tableLabel: event.target.value })}
                />
                <datalist id="counter-table-choices">
                  {(tables.data ?? []).map((table) => (
                    <option key={table.id} value={table.label} />
                  ))}
                </datalist>
                {unknownTable && (
                  <p id="counter-table-hint" className="mt-1 text-sm text-red-700">
                    Mesa não cadastrada. Mesas da casa:{' '}
                    {(tables.data ?? []).map((table) => table.label).join(', ') || 'nenhuma'}.
                  </p>
                )}
              </Field>
            )}
            {isDelivery && (
              <div className="mt-3 grid grid-cols-12 gap-2">
                {ADDRESS_FIELDS.map(({ key, label, span }) => (
                  <Field key={key} id={`counter-${key}`} label={label} className={span}>
                    <Input
                      id={`counter-${key}`}
                      autoComplete="off"
                      inputSize="sm"
                      value={draft.address[key]}
                      onChange={(event) =>
                        update((current) => ({
                          ...current,
                          address: { ...current.address, [key]: event.target.value },
                        }))
                      }
                      onBlur={
                        key === 'cep'
                          ? () =>
                              update((current) => ({
                                ...current,
                                address: {
                                  ...current.address,
                                  cep: formatCep(current.address.cep),
                                },
                              }))
                          : undefined
                      }
                    />
                  </Field>
                ))}
              </div>
            )}
            <ScheduleField
              timeZone={timeZone}
              value={draft.scheduledFor}
              onChange={(scheduledFor) => update({ scheduledFor })}
            />
          </Panel>

          <Panel title="Pagamento">
            <Field id="counter-payment" label="Forma de pagamento">
              <NativeSelect
                id="counter-payment"
                value={draft.paymentMethod}
                onChange={(event) => update({ paymentMethod: event.target.value })}
              >
                <option value="">Escolha…</option>
                {paymentOptions.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {draft.paymentMethod === 'Dinheiro' && (
              <MoneyInput
                id="counter-change"
                label="Troco para (opcional)"
                className="mt-3"
                cents={draft.changeForCents}
                onChange={(changeForCents) => update({ changeForCents })}
              />
            )}
            <Field id="counter-coupon" label="Cupom (opcional)" className="mt-3">
              <Input
                id="counter-coupon"
                autoComplete="off"
                value={draft.couponCode}
                onChange={(event) => update({ couponCode: event.target.value.toUpperCase() })}
              />
            </Field>
          </Panel>

          <Panel title="Resumo">
            <Summary
              isDelivery={isDelivery}
              subtotal={subtotal}
              hasLines={draft.lines.length > 0}
              isWaiting={quoteDraft === null}
              quote={quote.data}
              quoteError={quote.isError ? messageOf(quote.error) : null}
              isFresh={!quote.isPlaceholderData && !quote.isFetching}
            />
            {shownFailure && (
              <Alert tone="error" className="mt-3">
                <AlertDescription>{shownFailure}</AlertDescription>
              </Alert>
            )}
            <Button className="mt-3 w-full" size="lg" onClick={confirm} disabled={place.isPending}>
              {place.isPending ? <Spinner label="Lançando o pedido" /> : null}
              {failure?.kind === 'server' ? 'Tentar de novo' : 'Confirmar pedido'}
            </Button>
            <button
              type="button"
              className="mt-2 inline-flex items-center gap-1 text-sm text-stone-600 underline-offset-4 hover:underline"
              onClick={() => {
                clearCounterDraft();
                update(null);
                setDropped(null);
                setFailure(null);
                phoneRef.current?.focus();
              }}
            >
              <RotateCcwIcon className="size-4" aria-hidden />
              Limpar e começar outro
            </button>
          </Panel>
        </div>
      </div>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-xl border border-stone-200 bg-stone-50 p-3 sm:p-4"
    >
      <h2 className="mb-2 text-base font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

function Field({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
    </div>
  );
}

function CustomerCard({
  phoneDigits,
  isLoading,
  isError,
  card,
  timeZone,
  onRepeat,
}: {
  timeZone: string;
  phoneDigits: string;
  isLoading: boolean;
  isError: boolean;
  card: CounterCustomer | undefined;
  onRepeat: (items: CounterCustomer['orders'][number]['items']) => void;
}) {
  if (phoneDigits.length < 10) return null;
  if (isError) {
    return (
      <p role="alert" className="mt-3 text-sm text-red-700">
        Não foi possível buscar o cliente. O pedido pode seguir com os dados digitados.
      </p>
    );
  }
  if (!card) {
    return isLoading ? <p className="mt-3 text-sm text-stone-600">Buscando cliente…</p> : null;
  }
  const { customer } = card;
  if (!customer) {
    return (
      <p role="status" className="mt-3 text-sm text-stone-700">
        Cliente novo: o cadastro é criado com o pedido.
      </p>
    );
  }
  if (customer.isAnonymised) {
    return (
      <p role="status" className="mt-3 text-sm text-stone-700">
        Este telefone teve os dados apagados a pedido do cliente: digite nome e endereço.
      </p>
    );
  }
  const address = [customer.address.street, customer.address.number].filter(Boolean).join(', ');
  return (
    <div
      role="status"
      aria-label="Cliente encontrado"
      className="mt-3 rounded-lg border border-stone-200 bg-white p-3"
    >
      <p className="font-semibold text-stone-900">
        {customer.name}{' '}
        <span className="font-normal text-stone-600">
          · {customer.orderCount} {customer.orderCount === 1 ? 'pedido' : 'pedidos'}
        </span>
      </p>
      {address && (
        <p className="text-sm text-stone-700">
          {address}
          {customer.address.district && ` · ${customer.address.district}`}
          {customer.zone
            ? ` · zona ${customer.zone.name}, taxa ${formatBRL(customer.zone.feeCents)}`
            : ' · fora das zonas de entrega'}
        </p>
      )}
      {card.orders.length > 0 && (
        <ul aria-label="Últimos pedidos" className="mt-2 space-y-1">
          {card.orders.map((order) => (
            <li key={order.id} className="flex items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 truncate text-stone-700">
                #{order.id} · {formatDateTime(order.placedAt, timeZone)} ·{' '}
                {order.items.map((item) => `${item.quantity}× ${item.productName}`).join(', ')} ·{' '}
                {formatBRL(order.totalCents)}
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Repetir o pedido #${order.id}`}
                onClick={() => onRepeat(order.items)}
              >
                Repetir
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ScheduleField({
  timeZone,
  value,
  onChange,
}: {
  timeZone: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const schedule = useCounterSchedule();
  const slots = schedule.data?.schedulingEnabled ? schedule.data.slots : [];
  if (slots.length === 0 && value === null) return null;
  return (
    <Field id="counter-schedule" label="Quando" className="mt-3">
      <NativeSelect
        id="counter-schedule"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">O quanto antes</option>
        {slots.map((slot) => (
          <option key={slot.start} value={slot.start}>
            {formatDateTime(slot.start, timeZone)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

function Summary({
  isDelivery,
  subtotal,
  hasLines,
  isWaiting,
  quote,
  quoteError,
  isFresh,
}: {
  isDelivery: boolean;
  subtotal: number;
  hasLines: boolean;
  isWaiting: boolean;
  quote: ReturnType<typeof useStaffOrderQuote>['data'];
  quoteError: string | null;
  isFresh: boolean;
}) {
  if (!hasLines) return <p className="text-sm text-stone-600">Adicione itens para ver o total.</p>;
  return (
    <div aria-live="polite" className="space-y-1 text-sm">
      <Row label="Itens" value={formatBRL(quote?.subtotalCents ?? subtotal)} />
      {quote && isDelivery && (
        <Row
          label={quote.deliveryZone ? `Entrega (${quote.deliveryZone})` : 'Entrega'}
          // outside every zone, with the shop taking it: the fee is agreed with the customer
          value={quote.deliveryFeeCents === null ? 'A combinar' : formatBRL(quote.deliveryFeeCents)}
        />
      )}
      {quote?.discountLines.map((line) => (
        <Row key={line.name} label={line.name} value={`− ${formatBRL(line.amountCents)}`} />
      ))}
      {quoteError ? (
        <p role="alert" className="pt-1 text-red-700">
          {quoteError}
        </p>
      ) : isWaiting ? (
        <p className="pt-1 text-stone-600">
          Preencha telefone, nome e pagamento para ver o total da loja.
        </p>
      ) : (
        quote && (
          <p
            data-testid="counter-total"
            className="flex justify-between border-t border-stone-200 pt-1 text-base font-bold text-stone-900"
          >
            <span>Total{isFresh ? '' : ' (atualizando…)'}</span>
            <span>{formatBRL(quote.totalCents)}</span>
          </p>
        )
      )}
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <p className="flex justify-between text-stone-700">
      <span>{label}</span>
      <span>{value}</span>
    </p>
  );
}

/** What stops 'Confirmar' before asking the server, in the screen's words, and its field. */
function missingForConfirm(draft: CounterDraft): { message: string; fieldId: string } | null {
  if (draft.lines.length === 0) {
    return { message: 'Adicione pelo menos um item.', fieldId: ITEM_SEARCH_ID };
  }
  if (onlyDigits(draft.phone).length < 10) {
    return { message: 'Informe o telefone do cliente.', fieldId: 'counter-phone' };
  }
  if (draft.name.trim() === '') {
    return { message: 'Informe o nome do cliente.', fieldId: 'counter-name' };
  }
  if (draft.fulfilment === 'mesa' && draft.tableLabel.trim() === '') {
    return { message: 'Informe a mesa.', fieldId: 'counter-table' };
  }
  if (draft.paymentMethod === '') {
    return { message: 'Escolha a forma de pagamento.', fieldId: 'counter-payment' };
  }
  return null;
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isTemporary) {
      return 'Sem resposta do servidor. Nada foi perdido: tente de novo, o pedido não será duplicado.';
    }
    return error.message || 'Não foi possível lançar o pedido.';
  }
  return 'Sem conexão com o servidor. Nada foi perdido: tente de novo, o pedido não será duplicado.';
}
