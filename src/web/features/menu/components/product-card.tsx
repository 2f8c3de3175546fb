import { PlusIcon } from 'lucide-react';
import type { CategoryGroup } from '../../../../domain/catalogue';
import type { MenuOffer, MenuProduct } from '../../../../domain/menu';
import type { ProductOffer } from '../../../../domain/offer-savings';
import { soldOutButtonName, SOLD_OUT_LABEL } from '../../../../domain/sold-out';
import { OfferBadge, OfferPrice } from '../../../components/offer-price';
import { ZoomablePicture } from '../../../components/zoomable-picture';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { fromPriceCents } from '../../../../domain/variants';

/**
 * docs/product/screens.md#menu: name, description, price and 'Adicionar', which opens the customisation dialog; beside
 * them the product's photo, or its group's placeholder (decision 031), which opens large. An
 * automatic offer that holds for it shows as a badge, and its price after the offer beside the
 * struck original (decision 041).
 */
export function ProductCard({
  product,
  group,
  offer = null,
  onAdd,
}: {
  product: MenuProduct;
  /** The group of the product's category: the placeholder's colours and icon. */
  group: CategoryGroup;
  /** The automatic offer it gets now (`useOfferOf`); null: none. */
  offer?: ProductOffer<MenuOffer> | null;
  onAdd: (product: MenuProduct) => void;
}) {
  const fromPrice = fromPriceCents(product);
  return (
    <article
      className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      aria-label={product.name}
    >
      <div className="flex flex-1 items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-base font-bold text-stone-900">{product.name}</h2>
            {!product.isAvailable && <Badge variant="muted">{SOLD_OUT_LABEL}</Badge>}
          </div>
          {offer && <OfferBadge offer={offer} className="mt-1" />}
          <p className="mt-1 text-sm text-stone-600">{product.description}</p>
        </div>
        <ZoomablePicture
          product={product}
          group={group}
          sizes="(min-width: 640px) 128px, 112px"
          className={cn(
            'aspect-[4/3] w-28 shrink-0 rounded-xl sm:w-32',
            !product.isAvailable && 'opacity-60 grayscale',
          )}
        />
      </div>
      <div className="mt-3 flex items-center justify-between gap-2">
        {fromPrice === null ? (
          <OfferPrice priceCents={product.priceCents} offer={offer} size="card" />
        ) : (
          // a product with variants (decision 052): its lowest price on sale
          <p className="text-sm text-stone-600">
            a partir de <OfferPrice priceCents={fromPrice} offer={offer} size="card" />
          </p>
        )}
        <Button
          onClick={() => onAdd(product)}
          data-add-product={product.id}
          disabled={!product.isAvailable}
          aria-label={
            product.isAvailable ? `Adicionar ${product.name}` : soldOutButtonName(product.name)
          }
        >
          <PlusIcon aria-hidden />
          Adicionar
        </Button>
      </div>
    </article>
  );
}
