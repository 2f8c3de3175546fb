import type { Crust } from '../../../../../domain/menu';
import { formatBRL } from '../../../../../domain/money';
import { crustPriceInSize } from '../../../../../domain/crust-price';
import { ChoiceCard } from './choice-card';
import type { UpdateWizard, WizardState } from './wizard-state';

/** docs/product/screens.md#pizza-wizard, step 5: the crust, 'Grátis' when none, and its filling when it has options. */
export function CrustStep({
  crusts,
  state,
  update,
}: {
  crusts: Crust[];
  state: WizardState;
  update: UpdateWizard;
}) {
  const chosen = crusts.find((c) => c.id === state.crustId);
  return (
    <div className="space-y-5 pb-2">
      <fieldset className="grid gap-2">
        <legend className="mb-3 text-sm font-semibold text-stone-800">Escolha a borda</legend>
        {crusts.map((crust) => {
          // its price in the chosen size (decision 051)
          const priceCents = crustPriceInSize(crust, state.size);
          return (
            <ChoiceCard
              key={crust.id}
              type="radio"
              name="crust"
              checked={state.crustId === crust.id}
              // docs/product/states.md#pizza-wizard: choosing a border resets the chosen filling
              onChange={() => update({ crustId: crust.id, fillingId: null })}
              title={crust.name}
              detail={crust.description}
              aside={priceCents === 0 ? 'Grátis' : `+ ${formatBRL(priceCents)}`}
            />
          );
        })}
      </fieldset>
      {chosen && chosen.fillings.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-3 text-sm font-semibold text-stone-800">
            Recheio da borda <span className="font-normal text-stone-600">(obrigatório)</span>
          </legend>
          {chosen.fillings.map((filling) => (
            <ChoiceCard
              key={filling.id}
              type="radio"
              name="filling"
              checked={state.fillingId === filling.id}
              onChange={() => update({ fillingId: filling.id })}
              title={filling.name}
              aside={filling.priceCents > 0 ? `+ ${formatBRL(filling.priceCents)}` : undefined}
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}
