import { PlusIcon } from 'lucide-react';
import type { MenuProduct } from '../../../../domain/menu';
import { formatBRL } from '../../../../domain/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

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
          <Button onClick={onAdd} size="field" className="px-5!">
            <PlusIcon aria-hidden />
            Adicionar<span className="sr-only"> {product.name}</span>
          </Button>
        ) : (
          <Badge variant="outline" className="py-1!">
            Esgotado
          </Badge>
        )}
      </div>
    </li>
  );
}
