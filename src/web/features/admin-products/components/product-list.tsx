import { PencilIcon, Trash2Icon } from 'lucide-react';
import {
  PRODUCT_TYPE_LABELS,
  productTypeOf,
  type AdminProduct,
  type ProductType,
} from '../../../../domain/admin-catalogue';
import { formatBRL } from '../../../../domain/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { CategoryGroup } from '../../../../domain/catalogue';
import type { Size } from '../../../../domain/sizes';
import { fromPriceCents, hasVariants } from '../../../../domain/variants';
import { AvailabilitySwitch } from './availability-switch';
import { ProductPhotoCell } from './product-photo-cell';

interface ListProps {
  products: readonly AdminProduct[];
  /** The shop's sizes in menu order: a product's prices are listed in it (decision 046). */
  sizes: readonly Size[];
  /** The group of the product's category: its photo placeholder's colours and icon. */
  groupOf: (product: AdminProduct) => CategoryGroup;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

const TYPE_CLASSES: Readonly<Record<ProductType, string>> = {
  salgado: 'bg-amber-100 text-amber-900',
  doce: 'bg-pink-100 text-pink-900',
  outro: 'bg-stone-200 text-stone-800',
};

function TypeBadge({ isSalgado }: { isSalgado: boolean | null }) {
  const type = productTypeOf(isSalgado);
  return (
    <Badge variant="bare" className={TYPE_CLASSES[type]}>
      {PRODUCT_TYPE_LABELS[type]}
    </Badge>
  );
}

/**
 * A product's prices as listed: one per size it is sold in, its one price (a drink), or 'a partir
 * de' its lowest variant on sale, as the storefront's card says (decision 052); with every variant
 * paused, from its lowest variant, the one price the product keeps.
 */
function pricesOf(product: AdminProduct, sizes: readonly Size[]) {
  if (hasVariants(product)) {
    const priceCents = fromPriceCents(product) ?? product.priceCents;
    return [{ label: 'Preço', priceCents, isFrom: true }];
  }
  const sized = sizes.flatMap((size) => {
    const priceCents = product.sizePrices[size.id];
    return priceCents === undefined ? [] : [{ label: size.name, priceCents, isFrom: false }];
  });
  return sized.length > 0
    ? sized
    : [{ label: 'Preço', priceCents: product.priceCents, isFrom: false }];
}

function PriceList({ product, sizes }: { product: AdminProduct; sizes: readonly Size[] }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm md:grid md:grid-cols-[auto_auto] md:justify-end md:gap-x-2 md:gap-y-0.5">
      {pricesOf(product, sizes).map(({ label, priceCents, isFrom }) => (
        <div key={label} className="md:contents">
          <dt className="text-xs text-stone-500 md:self-center md:text-right">{label}</dt>
          <dd className="font-semibold text-stone-900 tabular-nums md:text-right">
            {isFrom ? `a partir de ${formatBRL(priceCents)}` : formatBRL(priceCents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RowActions({ product, onEdit, onDelete }: ListProps & { product: AdminProduct }) {
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="iconSm"
        aria-label={`Editar ${product.name}`}
        title="Editar"
        onClick={() => onEdit(product)}
      >
        <PencilIcon aria-hidden />
      </Button>
      <Button
        variant="dangerGhost"
        size="iconSm"
        aria-label={`Excluir ${product.name}`}
        title="Excluir"
        onClick={() => onDelete(product)}
      >
        <Trash2Icon aria-hidden />
      </Button>
    </div>
  );
}

/** Larger screens: the spec's table, plus a 'Disponível' switch per row. */
export function ProductTable(props: ListProps) {
  const { products } = props;
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold text-stone-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Nome
            </th>
            <th scope="col" className="px-2 py-3">
              Foto
            </th>
            <th scope="col" className="px-3 py-3">
              Categoria
            </th>
            <th scope="col" className="px-3 py-3">
              Tipo
            </th>
            <th scope="col" className="px-3 py-3">
              Ingredientes
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              Preços
            </th>
            <th scope="col" className="px-3 py-3 text-center">
              Disponível
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              Ações
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {products.map((product) => (
            <tr
              key={product.id}
              className={cn(
                'align-top hover:bg-stone-50',
                !product.isAvailable && 'bg-stone-50/70',
              )}
            >
              <th scope="row" className="min-w-32 px-4 py-3 font-semibold text-stone-900">
                <span className={cn(!product.isAvailable && 'text-stone-500')}>{product.name}</span>
                {!product.isAvailable && (
                  <span className="mt-0.5 block text-xs font-medium text-stone-500">Esgotado</span>
                )}
              </th>
              <td className="px-2 py-2">
                <ProductPhotoCell product={product} group={props.groupOf(product)} />
              </td>
              <td className="px-3 py-3 text-stone-700">{product.categoryName}</td>
              <td className="px-3 py-3">
                <TypeBadge isSalgado={product.isSalgado} />
              </td>
              <td className="max-w-56 min-w-36 px-3 py-3 text-stone-600">
                <span className="line-clamp-2" title={product.ingredients.join(', ')}>
                  {product.ingredients.join(', ') || '—'}
                </span>
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                <PriceList product={product} sizes={props.sizes} />
              </td>
              <td className="px-3 py-3 text-center">
                <AvailabilitySwitch product={product} />
              </td>
              <td className="px-2 py-2">
                <RowActions {...props} product={product} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per product, the switch and the actions at hand. */
export function ProductCards(props: ListProps) {
  const { products } = props;
  return (
    <ul className="divide-y divide-stone-100 md:hidden" aria-label="Produtos">
      {products.map((product) => (
        <li key={product.id} className="flex flex-col gap-2 px-4 py-3">
          <div className="flex items-start justify-between gap-3">
            <ProductPhotoCell product={product} group={props.groupOf(product)} />
            <div className="min-w-0 flex-1">
              <h3
                className={cn(
                  'font-semibold break-words',
                  product.isAvailable ? 'text-stone-900' : 'text-stone-500',
                )}
              >
                {product.name}
              </h3>
              <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-stone-600">
                {product.categoryName}
                <TypeBadge isSalgado={product.isSalgado} />
              </p>
            </div>
            <RowActions {...props} product={product} />
          </div>
          {product.ingredients.length > 0 && (
            <p className="text-sm text-stone-600">{product.ingredients.join(', ')}</p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <PriceList product={product} sizes={props.sizes} />
            <label className="flex items-center gap-2 text-sm font-medium text-stone-700">
              {product.isAvailable ? 'Disponível' : 'Esgotado'}
              <AvailabilitySwitch product={product} />
            </label>
          </div>
        </li>
      ))}
    </ul>
  );
}
