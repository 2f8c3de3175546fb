import type { Menu, MenuProduct } from '../../../../../domain/menu';
import { formatBRL } from '../../../../../domain/money';
import { sizePriceCents } from '../../../../../domain/pricing';
import { sizeLabel, slicesLabel } from '../../../../../domain/sizes';
import { sizesOfProduct } from '../../../../../domain/wizard';
import { ChoiceCard } from './choice-card';
import type { UpdateWizard, WizardState } from './wizard-state';

/**
 * docs/product/screens.md#pizza-wizard, step 2: the shop's sizes on sale that the flavour is sold
 * in (decision 046), in menu order, each with its slices, note and price.
 */
export function SizeStep({
  menu,
  product,
  state,
  update,
}: {
  menu: Menu;
  product: MenuProduct;
  state: WizardState;
  update: UpdateWizard;
}) {
  return (
    <fieldset className="grid gap-3 pb-2 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-stone-800">Escolha o tamanho</legend>
      {sizesOfProduct(menu.sizes, product).map((size) => (
        <ChoiceCard
          key={size.id}
          type="radio"
          name="size"
          checked={state.size === size.id}
          onChange={() => update({ size: size.id })}
          title={sizeLabel(size)}
          detail={slicesLabel(size.slices)}
          aside={formatBRL(sizePriceCents(product, size.id))}
        />
      ))}
    </fieldset>
  );
}
