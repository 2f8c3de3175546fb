import { PRODUCT_SIZES, SIZE_LABELS } from '../../../../../domain/catalogue';
import type { MenuProduct } from '../../../../../domain/menu';
import { formatBRL } from '../../../../../domain/money';
import { sizePriceCents } from '../../../../../domain/pricing';
import { ChoiceCard } from './choice-card';
import type { UpdateWizard, WizardState } from './wizard-state';

export function SizeStep({
  product,
  state,
  update,
}: {
  product: MenuProduct;
  state: WizardState;
  update: UpdateWizard;
}) {
  return (
    <fieldset className="grid gap-3 pb-2 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-stone-800">Escolha o tamanho</legend>
      {PRODUCT_SIZES.map((size) => (
        <ChoiceCard
          key={size}
          type="radio"
          name="size"
          checked={state.size === size}
          onChange={() => update({ size })}
          title={SIZE_LABELS[size].name}
          detail={SIZE_LABELS[size].slices}
          aside={formatBRL(sizePriceCents(product, size))}
        />
      ))}
    </fieldset>
  );
}
