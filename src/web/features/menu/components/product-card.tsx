import { PlusIcon } from 'lucide-react';
import { formatBRL } from '../../../../domain/money';
import type { MenuProduct } from '../../../../domain/menu';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

/** spec §2: name, description, price and 'Adicionar', which opens the customisation dialog. */
export function ProductCard({
  product,
  onAdd,
}: {
  product: MenuProduct;
  onAdd: (product: MenuProduct) => void;
}) {
  return (
    <article
      className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      aria-label={product.name}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-base font-bold text-stone-900">{product.name}</h2>
        {!product.isAvailable && <Badge variant="muted">Esgotado</Badge>}
      </div>
      <p className="mt-1 flex-1 text-sm text-stone-600">{product.description}</p>
      <div className="mt-3 flex items-center justify-between gap-2">
        <span className="text-lg font-extrabold text-brand-700">
          {formatBRL(product.priceCents)}
        </span>
        <Button
          onClick={() => onAdd(product)}
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
