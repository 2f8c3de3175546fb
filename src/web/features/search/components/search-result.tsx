import { BookOpenIcon, PlusIcon } from 'lucide-react';
import type { MenuProduct } from '../../../../domain/menu';
import { formatBRL } from '../../../../domain/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { productAnchorWithoutScripts } from '../../../lib/product-anchor';

/** One found product: what it is, its price and an 'Adicionar' button when it can be ordered. */
export function SearchResult({
  product,
  categoryName,
  onAdd,
}: {
  product: MenuProduct;
  categoryName: string | undefined;
  onAdd: () => void;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 text-base font-bold break-words text-stone-900">{product.name}</h2>
        {categoryName && (
          <Badge variant="muted" className="shrink-0">
            {categoryName}
          </Badge>
        )}
      </div>
      <p className="mt-1 flex-1 text-sm text-stone-600">{product.description}</p>
      <div className="mt-3 flex items-center justify-between gap-3">
        <p className="text-lg font-bold text-brand-700">{formatBRL(product.priceCents)}</p>
        {product.isAvailable ? (
          <>
            <Button onClick={onAdd} size="field" className="px-5! [@media(scripting:none)]:hidden">
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
            Esgotado
          </Badge>
        )}
      </div>
    </li>
  );
}
