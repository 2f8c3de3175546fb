import { BookOpenIcon, PlusIcon } from 'lucide-react';
import type { CategoryGroup } from '../../../../domain/catalogue';
import type { MenuProduct } from '../../../../domain/menu';
import { formatBRL } from '../../../../domain/money';
import { SOLD_OUT_LABEL } from '../../../../domain/sold-out';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ZoomablePicture } from '../../../components/zoomable-picture';
import { productAnchorWithoutScripts } from '../../../lib/product-anchor';

/**
 * One found product: its photo (a thumbnail that opens large), what it is, its price and an
 * 'Adicionar' button when it can be ordered.
 */
export function SearchResult({
  product,
  categoryName,
  group,
  sizeName,
  priceCents,
  fromPriceCents,
  onAdd,
}: {
  product: MenuProduct;
  categoryName: string | undefined;
  /** The group of the product's category: the placeholder's colours and icon. */
  group: CategoryGroup;
  /** The size 'Adicionar' puts in the cart ('' for a drink) and its price (decision 046). */
  sizeName: string;
  priceCents: number;
  /**
   * A drink with variants (decision 052): its lowest price on sale, shown 'a partir de' as on the
   * menu's card; 'Adicionar' opens its dialog to choose one. Null for any other product.
   */
  fromPriceCents: number | null;
  onAdd: () => void;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-1 items-start gap-3">
        <ZoomablePicture
          product={product}
          group={group}
          sizes="80px"
          className={
            product.isAvailable
              ? 'aspect-[4/3] w-20 rounded-lg'
              : 'aspect-[4/3] w-20 rounded-lg opacity-60 grayscale'
          }
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="min-w-0 text-base font-bold break-words text-stone-900">
              {product.name}
            </h2>
            {categoryName && (
              <Badge variant="muted" className="shrink-0">
                {categoryName}
              </Badge>
            )}
          </div>
          <p className="mt-1 text-sm text-stone-600">{product.description}</p>
        </div>
      </div>
      <div className="mt-3 flex items-center justify-between gap-3">
        {fromPriceCents === null ? (
          <p className="text-lg font-bold text-brand-700">
            {formatBRL(priceCents)}
            {sizeName && (
              <span className="ml-1.5 text-sm font-medium text-stone-600">{sizeName}</span>
            )}
          </p>
        ) : (
          <p className="text-sm text-stone-600">
            a partir de{' '}
            <span className="text-lg font-bold text-brand-700">{formatBRL(fromPriceCents)}</span>
          </p>
        )}
        {product.isAvailable ? (
          <>
            <Button
              onClick={onAdd}
              data-add-product={product.id}
              size="field"
              className="px-5! [@media(scripting:none)]:hidden"
            >
              <PlusIcon aria-hidden />
              Adicionar<span className="sr-only"> {product.name}</span>
            </Button>
            {/* without scripts nothing can be added here: the product on the menu, which the
                server renders whole, with how to order by phone (decision 045) */}
            <a
              href={`/menu#${productAnchorWithoutScripts(product.id)}`}
              className="hidden items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-2 [@media(scripting:none)]:inline-flex"
            >
              <BookOpenIcon className="size-4" aria-hidden />
              Ver no cardápio<span className="sr-only"> {product.name}</span>
            </a>
          </>
        ) : (
          <Badge variant="outline" className="py-1!">
            {SOLD_OUT_LABEL}
          </Badge>
        )}
      </div>
    </li>
  );
}
