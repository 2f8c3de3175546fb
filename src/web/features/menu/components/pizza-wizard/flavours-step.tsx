import { XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FlavourPricingRule } from '../../../../../domain/establishment';
import type { Menu, MenuProduct } from '../../../../../domain/menu';
import { formatBRL } from '../../../../../domain/money';
import { describeFlavourRule, extraFlavourPriceChangeCents } from '../../../../../domain/pricing';
import { maxExtraFlavours, type Size } from '../../../../../domain/sizes';
import { availableExtraFlavours } from '../../../../../domain/wizard';
import { ChoiceCard } from './choice-card';
import { CollapsibleSection } from './collapsible-section';
import type { UpdateWizard, WizardState } from './wizard-state';

/**
 * docs/product/screens.md#pizza-wizard, step 3: extra flavours in collapsible sections, at most
 * the size's flavours less the main one, and only flavours sold in the size (decision 046).
 */
export function FlavoursStep({
  menu,
  product,
  rule,
  size,
  state,
  update,
}: {
  menu: Menu;
  product: MenuProduct;
  rule: FlavourPricingRule;
  size: Size;
  state: WizardState;
  update: UpdateWizard;
}) {
  const max = maxExtraFlavours(size);
  const chosen = state.extraFlavours;
  const options = availableExtraFlavours(menu.products, menu.categories, product, chosen, size);
  const sections = menu.categories
    .map((category) => ({
      category,
      flavours: options.filter((p) => p.categorySlug === category.slug),
    }))
    .filter((section) => section.flavours.length > 0);

  return (
    <div className="space-y-4 pb-2">
      <p className="text-sm text-stone-700">
        Monte sua pizza com até {max} {max === 1 ? 'sabor adicional' : 'sabores adicionais'} no
        tamanho escolhido. {describeFlavourRule(rule)}
      </p>
      {chosen.length > 0 && (
        <div>
          <p className="mb-2 text-sm font-semibold text-stone-800">
            Sabores escolhidos ({chosen.length}/{max})
          </p>
          <ul className="flex flex-wrap gap-2">
            {chosen.map((flavour) => (
              <li key={flavour.id}>
                <button
                  type="button"
                  onClick={() =>
                    update({ extraFlavours: chosen.filter((f) => f.id !== flavour.id) })
                  }
                  className="inline-flex items-center gap-1 rounded-full bg-brand-600 py-1.5 pr-2 pl-3 text-sm font-semibold text-white hover:bg-brand-700"
                  aria-label={`Remover ${flavour.name}`}
                >
                  {flavour.name}
                  <XIcon className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {chosen.length >= max ? (
        <div role="status" className="rounded-xl bg-crust-50 p-4 text-sm text-stone-800">
          <p className="font-semibold">Você já selecionou o número máximo de sabores adicionais.</p>
          <p>Para alterar, remova algum dos sabores selecionados.</p>
        </div>
      ) : (
        <div className="space-y-2">
          {sections.map(({ category, flavours }, index) => (
            <CollapsibleSection
              key={category.slug}
              title={category.name}
              count={`${flavours.length} ${flavours.length === 1 ? 'sabor' : 'sabores'}`}
              defaultOpen={index === 0}
            >
              {flavours.map((flavour) => (
                <ChoiceCard
                  key={flavour.id}
                  type="checkbox"
                  name="extra-flavour"
                  checked={false}
                  onChange={() => update({ extraFlavours: [...chosen, flavour] })}
                  title={flavour.name}
                  detail={flavour.description}
                  aside={priceChangeLabel(
                    extraFlavourPriceChangeCents(product, size.id, chosen, flavour, rule),
                  )}
                />
              ))}
            </CollapsibleSection>
          ))}
        </div>
      )}
    </div>
  );
}

/** What choosing a flavour does to the pizza's price, as the card says it. */
function priceChangeLabel(cents: number): ReactNode {
  if (cents === 0) {
    // narrow, so the flavour's name and description keep their room on a phone
    return (
      <span className="block max-w-20 text-right text-xs leading-tight text-green-800">
        Sem acréscimo
      </span>
    );
  }
  return cents > 0 ? `+ ${formatBRL(cents)}` : `− ${formatBRL(-cents)}`;
}
