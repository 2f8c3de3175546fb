import { Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  CATEGORY_GROUP_LABELS,
  CATEGORY_GROUPS,
  type CategoryGroup,
} from '../../../../domain/catalogue';
import { productsOfCategory } from '../../../../domain/most-ordered';
import { useEstablishment } from '../../../api/get-establishment';
import { useMenu } from '../../../api/get-menu';
import { useOfferOf } from '../../../api/use-offer-of';
import { menuProductLine } from '../../../../domain/offer-savings';
import { ShopClosedNotice } from '../../../components/shop/shop-closed-notice';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { moveAmongTabs } from '../../../lib/tab-keys';
import { CategoryChips } from './category-chips';
import { MenuWithoutScripts } from './menu-without-scripts';
import { useProductDialog } from './pizza-wizard/use-product-dialog';
import { ProductCard } from './product-card';

const CATEGORY_PARAM = 'categoria';

/** docs/product/screens.md#menu: three groups, their tabs in spec order, and the product cards. */
export function MenuPage() {
  const menu = useMenu();
  const { data: shop } = useEstablishment();
  const offerOf = useOfferOf();
  const [params, setParams] = useSearchParams();
  // the open wizard is the history entry's (decision 020); its code comes on demand (decision 013)
  const { openWizard, PizzaWizard, open: addProduct } = useProductDialog();

  const categories = useMemo(() => menu.data?.categories ?? [], [menu.data]);
  const requested = params.get(CATEGORY_PARAM);
  const active = categories.find((c) => c.slug === requested) ?? categories[0];
  const activeGroup: CategoryGroup = active?.group ?? 'salgada';
  const tabs = categories.filter((c) => c.group === activeGroup);
  const products = menu.data ? productsOfCategory(menu.data, active?.slug) : [];
  const wizardProduct = openWizard
    ? menu.data?.products.find((p) => p.id === openWizard.entry.productId)
    : undefined;

  function selectCategory(slug: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CATEGORY_PARAM, slug);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function selectGroup(group: CategoryGroup) {
    // docs/product/screens.md#menu: choosing a group selects its first tab
    const first = categories.find((c) => c.group === group);
    if (first) selectCategory(first.slug);
  }

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold">Cardápio</h1>
      <ShopClosedNotice className="mt-4" />
      {menu.isPending ? (
        <div className="py-16 text-center">
          <Spinner label="Carregando cardápio..." />
        </div>
      ) : menu.isError ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-stone-700">Não foi possível carregar o cardápio.</p>
          <Button onClick={() => void menu.refetch()}>Tentar novamente</Button>
        </div>
      ) : (
        <>
          {/* without scripts the tabs do nothing: the whole menu below is shown instead */}
          <div className="[@media(scripting:none)]:hidden">
            <div
              role="tablist"
              aria-label="Grupos do cardápio"
              onKeyDown={moveAmongTabs}
              className="mt-4 grid grid-cols-3 gap-1 rounded-xl bg-stone-200 p-1"
            >
              {CATEGORY_GROUPS.map((group) => (
                <button
                  key={group}
                  type="button"
                  role="tab"
                  aria-selected={group === activeGroup}
                  tabIndex={group === activeGroup ? 0 : -1}
                  onClick={() => selectGroup(group)}
                  className={cn(
                    'rounded-lg px-2 py-2 text-sm font-semibold transition-colors',
                    group === activeGroup
                      ? 'bg-white text-brand-700 shadow-sm'
                      : 'text-stone-700 hover:bg-stone-100',
                  )}
                >
                  {CATEGORY_GROUP_LABELS[group]}
                </button>
              ))}
            </div>
            {tabs.length > 1 && (
              <CategoryChips
                label={`Categorias de ${CATEGORY_GROUP_LABELS[activeGroup]}`}
                // a new group starts scrolled to its first chip
                key={activeGroup}
              >
                {tabs.map((category) => (
                  <button
                    key={category.slug}
                    type="button"
                    role="tab"
                    aria-selected={category.slug === active?.slug}
                    tabIndex={category.slug === active?.slug ? 0 : -1}
                    onClick={() => selectCategory(category.slug)}
                    className={cn(
                      'shrink-0 rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors',
                      category.slug === active?.slug
                        ? 'border-brand-600 bg-brand-600 text-white'
                        : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100',
                    )}
                  >
                    {category.name}
                  </button>
                ))}
              </CategoryChips>
            )}
            {/* the cards are hydrated in a task of their own, after the tabs (decision 045) */}
            <Suspense fallback={null}>
              <section
                aria-label={active?.name}
                className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
              >
                {products.map((product) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    group={activeGroup}
                    offer={offerOf(menuProductLine(product))}
                    onAdd={(product) => addProduct(product.id)}
                  />
                ))}
                {products.length === 0 && (
                  <p className="py-10 text-center text-stone-600 sm:col-span-2 lg:col-span-3">
                    Nenhum produto nesta categoria no momento.
                  </p>
                )}
              </section>
            </Suspense>
          </div>
          <noscript>
            {/* only the server writes it: a browser running this code never shows it, and React
                leaves it as the server sent it */}
            {import.meta.env.SSR && <MenuWithoutScripts menu={menu.data} shop={shop} />}
          </noscript>
        </>
      )}
      {openWizard && wizardProduct && PizzaWizard && menu.data && (
        <PizzaWizard
          key={openWizard.entry.id}
          menu={menu.data}
          product={wizardProduct}
          wizard={openWizard}
          onSuggestCategory={selectCategory}
        />
      )}
    </main>
  );
}
