import type { ReactNode } from 'react';
import type { CategoryGroup } from '../../../../../domain/catalogue';
import { ITEM_CUSTOMER_NOTES_MAX } from '../../../../../domain/item-notes';
import type { MenuProduct } from '../../../../../domain/menu';
import { ZoomablePicture } from '../../../../components/zoomable-picture';
import { Label, Textarea } from '../../../../components/ui/input';
import { QuantityStepper } from '../../../../components/ui/quantity-stepper';
import type { UpdateWizard, WizardState } from './wizard-state';

/** Step 1: the flavour itself (its photo, or its group's placeholder), the quantity and notes. */
export function FlavourStep({
  product,
  group,
  state,
  update,
  choice,
}: {
  product: MenuProduct;
  group: CategoryGroup;
  state: WizardState;
  update: UpdateWizard;
  /** What the customer picks before the quantity: a product's variants (decision 052). */
  choice?: ReactNode;
}) {
  return (
    <div className="space-y-5 pb-2">
      <ZoomablePicture
        product={product}
        group={group}
        sizes="(min-width: 640px) 544px, calc(100vw - 2rem)"
        // a photo gets room; without one a low band is enough
        className={
          product.photo ? 'aspect-[16/9] w-full rounded-xl' : 'aspect-[4/1] w-full rounded-xl'
        }
      />
      <div>
        <p className="text-stone-700">{product.description}</p>
        {product.ingredients.length > 0 && (
          <p className="mt-2 text-sm text-stone-600">
            <span className="font-semibold text-stone-800">Ingredientes: </span>
            {product.ingredients.join(', ')}
          </p>
        )}
      </div>
      {choice}
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm font-semibold text-stone-800" id="wizard-quantity">
          Quantidade
        </span>
        <QuantityStepper
          label="Quantidade"
          value={state.quantity}
          onChange={(quantity) => update({ quantity: Math.max(1, quantity) })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="wizard-notes">Observações</Label>
        <Textarea
          id="wizard-notes"
          maxLength={ITEM_CUSTOMER_NOTES_MAX}
          placeholder="Ex.: sem cebola, bem assada..."
          value={state.notes}
          onChange={(event) => update({ notes: event.target.value })}
        />
      </div>
    </div>
  );
}
