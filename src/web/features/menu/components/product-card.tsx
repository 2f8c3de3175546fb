import { PlusIcon } from 'lucide-react';
import type { CategoryGroup } from '../../../../domain/catalogue';
import { formatBRL } from '../../../../domain/money';
import type { MenuProduct } from '../../../../domain/menu';
import { ProductPicture } from '../../../components/product-picture';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/**
 * spec §2: name, description, price and 'Adicionar', which opens the customisation dialog; beside
 * them the product's photo, or its group's placeholder (decision 031).
 */
export function ProductCard({
  product,
  group,
  onAdd,
}: {
  product: MenuProduct;
  /** The group of the product's category: the placeholder's colours and icon. */
  group: CategoryGroup;
  onAdd: (product: MenuProduct) => void;
}) {
  return (
    <article
      className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      aria-label={product.name}
    >
      <div className="flex flex-1 items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-base font-bold text-stone-900">{product.name}</h2>
            {!product.isAvailable && <Badge variant="muted">Esgotado</Badge>}
          </div>
          <p className="mt-1 text-sm text-stone-600">{product.description}</p>
        </div>
        <ProductPicture
          photo={product.photo}
          group={group}
          sizes="(min-width: 640px) 128px, 112px"
          className={cn(
            'aspect-[4/3] w-28 shrink-0 rounded-xl sm:w-32',
            !product.isAvailable && 'opacity-60 grayscale',
          )}
        />
      </div>
      <div className="mt-3 flex items-center justify-between gap-2">
        <span className="text-lg font-extrabold text-brand-700">
          {formatBRL(product.priceCents)}
        </span>
        <Button
          onClick={() => onAdd(product)}
          data-add-product={product.id}
          disabled={!product.isAvailable}
          aria-label={
            product.isAvailable ? `Adicionar ${product.name}` : `${product.name} indisponível`
          }
        >
          <PlusIcon aria-hidden />
          Adicionar
        </Button>
      </div>
    </article>
  );
}
