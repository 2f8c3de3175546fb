import { RotateCwIcon, SearchIcon, SearchXIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buildCartItem } from '../../../../domain/cart';
import type { MenuProduct } from '../../../../domain/menu';
import { searchProducts } from '../../../../domain/search';
import { fromPriceCents, hasVariants } from '../../../../domain/variants';
import { priceInSize } from '../../../../domain/pricing';
import { NO_SIZE, sizeRef, type Size } from '../../../../domain/sizes';
import { DEFAULT_QUANTITY, defaultSize, productKind } from '../../../../domain/wizard';
import { useMenu } from '../../../api/get-menu';
import { useFlavourRule } from '../../../api/use-flavour-rule';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { cartActions } from '../../../stores/cart-store';
import { SearchResult } from './search-result';

/** The URL query that keeps the text, so a reload or a shared link shows the same search. */
const QUERY_PARAM = 'q';

/** Marks the URL changes made by typing, so they are not read back into the field. */
const TYPED_STATE = { fromSearchInput: true } as const;

function isTypedChange(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromSearchInput' in state;
}

function resultsText(count: number): string {
  if (count === 0) return 'Nenhum resultado encontrado.';
  return count === 1 ? '1 resultado encontrado.' : `${count} resultados encontrados.`;
}

/**
 * docs/product/screens.md#search: the menu's products the typed words find, best first (domain/search.ts,
 * decision 041).
 */
export function SearchPage({
  onChooseVariant,
}: {
  /**
   * 'Adicionar' on a drink with variants: the menu card's dialog, where its variant is chosen
   * (decision 052), composed by the route (src/web/app/routes/search-route.tsx).
   */
  onChooseVariant: (product: MenuProduct) => void;
}) {
  const menu = useMenu();
  const rule = useFlavourRule();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const urlText = searchParams.get(QUERY_PARAM) ?? '';

  // The field is the source of truth while typing; a navigation from elsewhere (back, a link to
  // /search) brings its own text.
  const [text, setText] = useState(urlText);
  const [seenLocationKey, setSeenLocationKey] = useState(location.key);
  if (location.key !== seenLocationKey) {
    setSeenLocationKey(location.key);
    if (!isTypedChange(location.state) && urlText !== text) setText(urlText);
  }

  function changeText(next: string) {
    setText(next);
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === '') params.delete(QUERY_PARAM);
        else params.set(QUERY_PARAM, next);
        return params;
      },
      { replace: true, state: TYPED_STATE },
    );
  }

  const products = menu.data?.products;
  const results = useMemo(() => searchProducts(products ?? [], text), [products, text]);
  const categories = useMemo(
    () => new Map(menu.data?.categories.map((category) => [category.slug, category])),
    [menu.data],
  );
  const hasText = text.trim() !== '';
  const isNothingFound = hasText && results.length === 0;

  const sizes: readonly Size[] = menu.data?.sizes ?? [];

  /** The size a product goes in from here: the shop's first it is sold in; none for a drink. */
  function sizeFor(product: MenuProduct) {
    const kind = productKind(categories.get(product.categorySlug));
    return kind === 'drink' ? NO_SIZE : sizeRef(sizes, defaultSize(sizes, product));
  }

  function addToCart(product: MenuProduct) {
    if (hasVariants(product)) {
      onChooseVariant(product);
      return;
    }
    // docs/product/screens.md#search: from search a product goes in as it is: the shop's first size it is sold in (decision 046), one unit, nothing added
    try {
      const item = buildCartItem(
        {
          product,
          size: sizeFor(product),
          quantity: DEFAULT_QUANTITY,
          extras: [],
          crust: null,
          filling: null,
          extraFlavours: [],
          notes: '',
          variant: null,
        },
        rule,
        Date.now(),
      );
      cartActions.add(item);
      toast.success('Produto adicionado!');
    } catch (error) {
      console.error('Não foi possível adicionar o item ao carrinho.', error);
      toast.error('Não foi possível adicionar o item ao carrinho.');
    }
  }

  return (
    <main className="mx-auto max-w-5xl px-4 pt-6 pb-10 sm:px-6">
      <h1 className="text-2xl font-bold text-stone-900">Buscar Produtos</h1>
      {/* without scripts, Enter asks the server for /search?q=…, which it renders with the
          results (decision 045); with them, results follow the typing */}
      <form
        role="search"
        action="/search"
        className="mt-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <Label htmlFor="search-text" className="sr-only">
          Buscar
        </Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-500"
            aria-hidden
          />
          <Input
            id="search-text"
            name={QUERY_PARAM}
            type="search"
            // the page exists to type in this field
            autoFocus
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Pizza, ingrediente ou bebida..."
            inputSize="lg"
            className="pl-11 shadow-sm"
            value={text}
            onChange={(event) => changeText(event.target.value)}
          />
        </div>
      </form>

      <div className="mt-5">
        {menu.isPending ? (
          <Spinner label="Carregando produtos..." className="py-6" />
        ) : menu.isError && !menu.data ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="text-stone-700">Não foi possível carregar os produtos.</p>
            <Button variant="outline" size="lg" onClick={() => void menu.refetch()}>
              <RotateCwIcon aria-hidden />
              Tentar novamente
            </Button>
          </div>
        ) : !hasText ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center text-stone-600">
            <SearchIcon className="size-10 text-stone-300" aria-hidden />
            <p>Digite algo para buscar produtos</p>
          </div>
        ) : (
          <>
            {/* one live region for every count, so screen readers hear each new answer */}
            <div
              className={cn(
                isNothingFound &&
                  'flex flex-col items-center gap-3 py-10 text-center text-stone-600',
              )}
            >
              {isNothingFound && <SearchXIcon className="size-10 text-stone-300" aria-hidden />}
              <p
                aria-live="polite"
                className={cn(
                  'font-semibold',
                  isNothingFound ? 'text-base text-stone-800' : 'text-sm text-stone-700',
                )}
              >
                {resultsText(results.length)}
              </p>
              {isNothingFound && (
                <>
                  <p className="text-sm">
                    Confira a grafia ou tente outra palavra, como um ingrediente.
                  </p>
                  <Button asChild variant="outline" size="lg">
                    <Link to="/menu">Ver Cardápio</Link>
                  </Button>
                </>
              )}
            </div>
            {results.length > 0 && (
              <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Resultados">
                {results.map((product) => (
                  <SearchResult
                    key={product.id}
                    product={product}
                    categoryName={categories.get(product.categorySlug)?.name}
                    group={categories.get(product.categorySlug)?.group ?? 'salgada'}
                    sizeName={sizeFor(product).name}
                    priceCents={priceInSize(product, sizeFor(product).id) ?? product.priceCents}
                    fromPriceCents={fromPriceCents(product)}
                    onAdd={() => addToCart(product)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </main>
  );
}
