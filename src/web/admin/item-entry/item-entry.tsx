import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { CartItem } from '../../../domain/cart';
import type { FlavourPricingRule } from '../../../domain/establishment';
import { ITEM_CUSTOMER_NOTES_MAX } from '../../../domain/item-notes';
import type { Menu, MenuProduct } from '../../../domain/menu';
import { formatBRL } from '../../../domain/money';
import { isSoldBySize, priceInSize } from '../../../domain/pricing';
import { searchProducts } from '../../../domain/search';
import { sizesOfProduct } from '../../../domain/wizard';
import { fromPriceCents } from '../../../domain/variants';
import { cn } from '../../lib/cn';
import {
  crustOptions,
  extraOptions,
  fillingOptions,
  flavourCandidates,
  flavoursLeft,
  ITEM_STEP_LABELS,
  lineOf,
  newDraft,
  sellableProducts,
  sizeOptions,
  stepsOf,
  variantOptions,
  type ItemDraft,
  type ItemStep,
  type StepOption,
} from './item-steps';

/** How many matches the search lists: enough to pick from, short enough to read at a glance. */
const MAX_RESULTS = 8;

/**
 * The counter's item entry (docs/decisions/056), keyboard first: type to find a product, arrows
 * and Enter to pick, then one short list per choice the storefront's wizard would ask (size,
 * option, more flavours, crust and its filling, extras, quantity and notes), by the same rules
 * of src/domain. Esc goes back a step. Each finished line is handed to `onAdd`; the entry knows
 * nothing of the order it feeds, so a table's comanda can use it as well.
 */
export function ItemEntry({
  menu,
  rule,
  onAdd,
  searchId,
}: {
  /** The search field's id, for a page that sends the keyboard there. */
  searchId?: string;
  menu: Menu;
  rule: FlavourPricingRule;
  onAdd: (line: CartItem) => void;
}) {
  const [draft, setDraft] = useState<ItemDraft | null>(null);
  const [stepIndex, setStepIndex] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);

  const steps = draft ? stepsOf(menu, draft) : [];
  const step = steps[Math.min(stepIndex, steps.length - 1)] ?? null;

  const finish = (done: ItemDraft) => {
    onAdd(lineOf(menu, done, rule));
    setDraft(null);
    setStepIndex(0);
  };
  /** Applies a choice and moves on: past the steps with nothing to ask, or adds the line. */
  const advance = (next: ItemDraft, from: number) => {
    const nextSteps = stepsOf(menu, next);
    let index = from + 1;
    while (index < nextSteps.length && isSkippable(menu, next, nextSteps[index])) index += 1;
    setDraft(next);
    setStepIndex(Math.min(index, nextSteps.length - 1));
  };
  const back = () => {
    if (!draft) return;
    let index = stepIndex - 1;
    while (index >= 0 && isSkippable(menu, draft, steps[index])) index -= 1;
    if (index < 0) {
      setDraft(null);
      setStepIndex(0);
    } else setStepIndex(index);
  };
  const start = (product: MenuProduct) => {
    const fresh = newDraft(product);
    // a step with one choice is no question: a size sold alone, a single variant
    const sizes = sizeOptions(menu, fresh);
    const variants = variantOptions(fresh);
    if (sizes.length === 1) fresh.sizeId = sizes[0]?.key ?? null;
    if (variants.length === 1) fresh.variantId = Number(variants[0]?.key);
    advance(fresh, -1);
  };

  useEffect(() => {
    if (!draft) searchRef.current?.focus();
  }, [draft]);

  return (
    <section
      aria-label="Adicionar item"
      className="rounded-xl border border-stone-200 bg-white p-3"
    >
      {draft && step ? (
        <div>
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-stone-900">
              {draft.product.name}
              {draft.flavours.length > 0 && ` + ${draft.flavours.map((f) => f.name).join(' + ')}`}
              <span className="ml-2 text-sm font-normal text-stone-600">
                {ITEM_STEP_LABELS[step]}
              </span>
            </p>
            <p className="text-xs text-stone-500">Esc volta · Enter escolhe</p>
          </div>
          <StepView
            key={`${draft.product.id}-${step}`}
            menu={menu}
            draft={draft}
            step={step}
            onBack={back}
            onChoose={(next) => advance(next, stepIndex)}
            onFinish={finish}
          />
        </div>
      ) : (
        <ProductSearch menu={menu} inputRef={searchRef} inputId={searchId} onPick={start} />
      )}
    </section>
  );
}

/** A step with nothing to ask: chosen for the person, or left as it is. */
function isSkippable(menu: Menu, draft: ItemDraft, step: ItemStep | undefined): boolean {
  if (step === 'tamanho') return sizeOptions(menu, draft).length === 1 && draft.sizeId !== null;
  if (step === 'variante') return variantOptions(draft).length === 1 && draft.variantId !== null;
  if (step === 'sabores') return draft.sizeId !== null && flavoursLeft(menu, draft) === 0;
  return false;
}

function ProductSearch({
  menu,
  inputRef,
  inputId,
  onPick,
}: {
  inputId: string | undefined;
  menu: Menu;
  inputRef: React.RefObject<HTMLInputElement | null>;
  onPick: (product: MenuProduct) => void;
}) {
  const [query, setQuery] = useState('');
  const [highlight, setHighlight] = useState(0);
  const listId = useId();
  const fieldId = inputId ?? `${listId}-input`;
  const sellable = useMemo(() => sellableProducts(menu), [menu]);
  const results = useMemo(
    () => searchProducts(sellable, query).slice(0, MAX_RESULTS),
    [sellable, query],
  );
  const isEmptyResult = query.trim() !== '' && results.length === 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((current) => (current + delta + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const product = results[highlight];
      if (!product) return;
      event.preventDefault();
      setQuery('');
      setHighlight(0);
      onPick(product);
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      setQuery('');
    }
  };

  return (
    <div>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-stone-800">
        Adicionar item
      </label>
      <input
        id={fieldId}
        ref={inputRef}
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={results[highlight] ? `${listId}-${highlight}` : undefined}
        autoComplete="off"
        value={query}
        placeholder="Digite um sabor ou bebida: calab, coca…"
        onChange={(event) => {
          setQuery(event.target.value);
          setHighlight(0);
        }}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30"
      />
      {isEmptyResult && (
        <p role="status" className="mt-2 text-sm text-stone-600">
          Nenhum produto à venda com “{query.trim()}”.
        </p>
      )}
      {results.length > 0 && (
        <ul id={listId} role="listbox" aria-label="Produtos encontrados" className="mt-2 space-y-1">
          {results.map((product, index) => (
            <li
              key={product.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === highlight}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(product)}
              className={cn(
                'flex cursor-pointer items-center justify-between rounded-lg px-3 py-2 text-sm',
                index === highlight ? 'bg-brand-100 text-stone-900' : 'text-stone-800',
              )}
            >
              <span className="font-medium">{product.name}</span>
              <span className="text-stone-600">{productPrice(menu, product)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function productPrice(menu: Menu, product: MenuProduct): string {
  const from = fromPriceCents(product);
  if (from !== null) return `a partir de ${formatBRL(from)}`;
  if (!isSoldBySize(product)) return formatBRL(product.priceCents);
  const prices = sizesOfProduct(menu.sizes, product).map(
    (size) => priceInSize(product, size.id) ?? 0,
  );
  return prices.length > 1
    ? `a partir de ${formatBRL(Math.min(...prices))}`
    : formatBRL(prices[0] ?? 0);
}

function StepView({
  menu,
  draft,
  step,
  onBack,
  onChoose,
  onFinish,
}: {
  menu: Menu;
  draft: ItemDraft;
  step: ItemStep;
  onBack: () => void;
  onChoose: (next: ItemDraft) => void;
  onFinish: (done: ItemDraft) => void;
}) {
  switch (step) {
    case 'tamanho':
      return (
        <OptionList
          label="Tamanho"
          options={sizeOptions(menu, draft)}
          selected={draft.sizeId}
          onBack={onBack}
          onPick={(key) => onChoose({ ...draft, sizeId: key, flavours: [] })}
        />
      );
    case 'variante':
      return (
        <OptionList
          label="Opção"
          options={variantOptions(draft)}
          selected={draft.variantId === null ? null : String(draft.variantId)}
          onBack={onBack}
          onPick={(key) => onChoose({ ...draft, variantId: Number(key) })}
        />
      );
    case 'sabores':
      return <FlavourStep menu={menu} draft={draft} onBack={onBack} onChoose={onChoose} />;
    case 'borda':
      return (
        <OptionList
          label="Borda"
          options={crustOptions(menu, draft)}
          selected={draft.crustId}
          onBack={onBack}
          onPick={(key) =>
            onChoose({
              ...draft,
              crustId: key,
              fillingId: key === draft.crustId ? draft.fillingId : null,
            })
          }
        />
      );
    case 'recheio':
      return (
        <OptionList
          label="Recheio da borda"
          options={fillingOptions(menu, draft)}
          selected={draft.fillingId}
          onBack={onBack}
          onPick={(key) => onChoose({ ...draft, fillingId: key })}
        />
      );
    case 'adicionais':
      return <ExtrasStep menu={menu} draft={draft} onBack={onBack} onChoose={onChoose} />;
    case 'quantidade':
      return <QuantityStep draft={draft} onBack={onBack} onFinish={onFinish} />;
  }
}

/** A short list: arrows move, Enter (or the option's number) picks, Esc goes back. */
function OptionList({
  label,
  options,
  selected,
  onPick,
  onBack,
  multiple,
  onDone,
}: {
  label: string;
  options: StepOption[];
  selected: string | readonly string[] | null;
  onPick: (key: string) => void;
  onBack: () => void;
  /** Space toggles an option; Enter ends the step (`onDone`). */
  multiple?: boolean;
  onDone?: () => void;
}) {
  const isSelected = (key: string) =>
    Array.isArray(selected) ? selected.includes(key) : selected === key;
  const first = Math.max(
    0,
    options.findIndex((option) => !multiple && isSelected(option.key)),
  );
  const [highlight, setHighlight] = useState(first);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  useEffect(() => listRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const digit = Number(event.key);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((current) => (current + delta + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[highlight];
      if (multiple) onDone?.();
      else if (option) onPick(option.key);
    } else if (event.key === ' ' && multiple) {
      event.preventDefault();
      const option = options[highlight];
      if (option) onPick(option.key);
    } else if (Number.isInteger(digit) && digit >= 1 && digit <= options.length) {
      event.preventDefault();
      const option = options[digit - 1];
      setHighlight(digit - 1);
      if (option) onPick(option.key);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onBack();
    }
  };

  return (
    <ul
      ref={listRef}
      role="listbox"
      aria-label={label}
      aria-multiselectable={multiple || undefined}
      aria-activedescendant={options[highlight] ? `${listId}-${highlight}` : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="grid gap-1 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 sm:grid-cols-2"
    >
      {options.map((option, index) => (
        <li
          key={option.key}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={isSelected(option.key)}
          onClick={() => {
            setHighlight(index);
            onPick(option.key);
          }}
          className={cn(
            'flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm',
            index === highlight ? 'border-brand-600 bg-brand-50' : 'border-stone-200',
          )}
        >
          <span className="flex items-center gap-2">
            <kbd className="rounded bg-stone-100 px-1.5 text-xs text-stone-600">{index + 1}</kbd>
            <span className="font-medium text-stone-900">
              {multiple && (isSelected(option.key) ? '☑ ' : '☐ ')}
              {option.label}
            </span>
          </span>
          {option.hint && <span className="whitespace-nowrap text-stone-600">{option.hint}</span>}
        </li>
      ))}
    </ul>
  );
}

/** Half-and-half: type another flavour, Enter adds it; Enter with nothing typed goes on. */
function FlavourStep({
  menu,
  draft,
  onBack,
  onChoose,
}: {
  menu: Menu;
  draft: ItemDraft;
  onBack: () => void;
  onChoose: (next: ItemDraft) => void;
}) {
  const [query, setQuery] = useState('');
  const [highlight, setHighlight] = useState(0);
  const [current, setCurrent] = useState(draft);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  useEffect(() => inputRef.current?.focus(), []);
  const candidates = flavourCandidates(menu, current);
  const results = searchProducts(candidates, query).slice(0, MAX_RESULTS);
  const left = flavoursLeft(menu, current);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((at) => (at + delta + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (query.trim() === '') {
        onChoose(current);
        return;
      }
      const flavour = results[highlight];
      if (!flavour) return;
      const next = { ...current, flavours: [...current.flavours, flavour] };
      setQuery('');
      setHighlight(0);
      // the size's limit reached: nothing more to ask here
      if (flavoursLeft(menu, next) === 0) onChoose(next);
      else setCurrent(next);
    } else if (event.key === 'Backspace' && query === '' && current.flavours.length > 0) {
      event.preventDefault();
      setCurrent({ ...current, flavours: current.flavours.slice(0, -1) });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (query !== '') setQuery('');
      else onBack();
    }
  };

  return (
    <div>
      <label htmlFor={`${listId}-input`} className="mb-1 block text-sm text-stone-700">
        Outro sabor (meio a meio, até mais {left}) · Enter sem texto continua
      </label>
      <input
        id={`${listId}-input`}
        ref={inputRef}
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-activedescendant={results[highlight] ? `${listId}-${highlight}` : undefined}
        autoComplete="off"
        value={query}
        placeholder="Digite outro sabor ou Enter para seguir"
        onChange={(event) => {
          setQuery(event.target.value);
          setHighlight(0);
        }}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30"
      />
      {results.length > 0 && (
        <ul id={listId} role="listbox" aria-label="Sabores" className="mt-2 space-y-1">
          {results.map((product, index) => (
            <li
              key={product.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === highlight}
              className={cn(
                'rounded-lg px-3 py-2 text-sm',
                index === highlight ? 'bg-brand-100 text-stone-900' : 'text-stone-800',
              )}
            >
              {product.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ExtrasStep({
  menu,
  draft,
  onBack,
  onChoose,
}: {
  menu: Menu;
  draft: ItemDraft;
  onBack: () => void;
  onChoose: (next: ItemDraft) => void;
}) {
  const [extraIds, setExtraIds] = useState(draft.extraIds);
  return (
    <div>
      <p className="mb-1 text-sm text-stone-700">Espaço marca · Enter continua</p>
      <OptionList
        label="Adicionais"
        multiple
        options={extraOptions(menu, draft)}
        selected={extraIds.map(String)}
        onBack={onBack}
        onPick={(key) => {
          const id = Number(key);
          setExtraIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
        }}
        onDone={() => onChoose({ ...draft, extraIds })}
      />
    </div>
  );
}

function QuantityStep({
  draft,
  onBack,
  onFinish,
}: {
  draft: ItemDraft;
  onBack: () => void;
  onFinish: (done: ItemDraft) => void;
}) {
  const [quantity, setQuantity] = useState(String(draft.quantity));
  const [notes, setNotes] = useState(draft.notes);
  const quantityRef = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    quantityRef.current?.focus();
    quantityRef.current?.select();
  }, []);
  const parsed = Number(quantity);
  const isValid = Number.isInteger(parsed) && parsed >= 1 && parsed <= 99;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (isValid) onFinish({ ...draft, quantity: parsed, notes: notes.trim() });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onBack();
    }
  };
  return (
    <div className="grid gap-2 sm:grid-cols-[7rem_1fr]">
      <div>
        <label htmlFor={`${id}-qty`} className="mb-1 block text-sm text-stone-700">
          Quantidade
        </label>
        <input
          id={`${id}-qty`}
          ref={quantityRef}
          inputMode="numeric"
          value={quantity}
          aria-invalid={!isValid || undefined}
          aria-describedby={isValid ? undefined : `${id}-qty-error`}
          onChange={(event) => setQuantity(event.target.value.replace(/\D/g, '').slice(0, 2))}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-lg border border-stone-300 px-3 text-base aria-invalid:border-red-600"
        />
        {!isValid && (
          <p id={`${id}-qty-error`} className="mt-1 text-sm text-red-700">
            Quantidade de 1 a 99
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-notes`} className="mb-1 block text-sm text-stone-700">
          Observação do item (Enter adiciona)
        </label>
        <input
          id={`${id}-notes`}
          value={notes}
          maxLength={ITEM_CUSTOMER_NOTES_MAX}
          placeholder="Sem cebola, bem assada…"
          onChange={(event) => setNotes(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-lg border border-stone-300 px-3 text-base"
        />
      </div>
    </div>
  );
}
