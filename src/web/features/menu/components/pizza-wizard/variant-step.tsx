import type { MenuProduct } from '../../../../../domain/menu';
import { formatBRL } from '../../../../../domain/money';
import { SOLD_OUT_LABEL } from '../../../../../domain/sold-out';
import { ChoiceCard } from './choice-card';

/**
 * The variants of a product sold without sizes (decision 052): one radio card each, in the
 * shop's order, with its price; a paused one is shown sold out and cannot be chosen.
 */
export function VariantStep({
  product,
  variantId,
  onChange,
}: {
  product: MenuProduct;
  variantId: number | null;
  onChange: (variantId: number) => void;
}) {
  return (
    <fieldset className="grid gap-3 pb-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-stone-800">Escolha uma opção</legend>
      {(product.variants ?? []).map((variant) => (
        <ChoiceCard
          key={variant.id}
          type="radio"
          name="variant"
          checked={variantId === variant.id}
          onChange={() => onChange(variant.id)}
          disabled={!variant.isActive}
          title={variant.name}
          detail={variant.isActive ? undefined : SOLD_OUT_LABEL}
          aside={formatBRL(variant.priceCents)}
        />
      ))}
    </fieldset>
  );
}
