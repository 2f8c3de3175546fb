import { EXTRA_GROUPS } from '../../../../../domain/catalogue';
import type { ExtraIngredient } from '../../../../../domain/menu';
import { formatBRL } from '../../../../../domain/money';
import { extraPriceInSize } from '../../../../../domain/pricing';
import { ChoiceCard } from './choice-card';
import { CollapsibleSection } from './collapsible-section';
import type { UpdateWizard, WizardState } from './wizard-state';

/** docs/product/screens.md#pizza-wizard, step 4: extra ingredients in the groups Queijos, Carnes, Vegetais and Doces. */
export function ExtrasStep({
  extras,
  state,
  update,
}: {
  extras: ExtraIngredient[];
  state: WizardState;
  update: UpdateWizard;
}) {
  if (extras.length === 0) {
    return (
      <p className="py-6 text-center text-stone-600">
        Nenhum ingrediente adicional disponível para este produto.
      </p>
    );
  }
  function toggle(id: number) {
    update({
      extraIds: state.extraIds.includes(id)
        ? state.extraIds.filter((x) => x !== id)
        : [...state.extraIds, id],
    });
  }
  const groups = EXTRA_GROUPS.map((group) => ({
    group,
    items: extras.filter((e) => e.displayGroup === group),
  })).filter((g) => g.items.length > 0);
  return (
    <div className="space-y-2 pb-2">
      <p className="text-sm text-stone-700">
        Turbine sua pizza: cada ingrediente é cobrado à parte.
      </p>
      {groups.map(({ group, items }, index) => {
        const selected = items.filter((e) => state.extraIds.includes(e.id)).length;
        return (
          <CollapsibleSection
            key={group}
            title={group}
            count={
              selected > 0
                ? `${selected} ${selected === 1 ? 'selecionado' : 'selecionados'}`
                : `${items.length} opções`
            }
            defaultOpen={index === 0}
          >
            {items.map((extra) => (
              <ChoiceCard
                key={extra.id}
                type="checkbox"
                name="extra"
                checked={state.extraIds.includes(extra.id)}
                onChange={() => toggle(extra.id)}
                title={extra.name}
                // its price in the chosen size (decision 051)
                aside={`+ ${formatBRL(extraPriceInSize(extra, state.size))}`}
              />
            ))}
          </CollapsibleSection>
        );
      })}
    </div>
  );
}
