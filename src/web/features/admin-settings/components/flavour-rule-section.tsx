import { FLAVOUR_PRICING_RULES } from '../../../../domain/establishment';
import { formatBRL } from '../../../../domain/money';
import {
  basePriceCents,
  describeFlavourRule,
  FLAVOUR_RULE_LABELS,
  type PricedProduct,
} from '../../../../domain/pricing';
import { cn } from '../../../lib/cn';
import type { SectionProps } from './section-props';

/** The worked example: two pizzas of the sample menu at their normal prices. */
const EXAMPLE_MAIN: PricedProduct = {
  id: 0,
  name: 'Calabresa',
  categorySlug: 'calabresa',
  priceCents: 4900,
  sizePrices: { normal: 4900, broto: 3500 },
};
const EXAMPLE_EXTRA: PricedProduct = {
  id: 0,
  name: 'Camarão',
  categorySlug: 'pizzas_especiais',
  priceCents: 5500,
  sizePrices: { normal: 5500, broto: 3500 },
};

/**
 * How a pizza with extra flavours is priced (docs/product/principles.md#prices): the rule the wizard and the
 * server both apply, with what it makes of one example.
 */
export function FlavourRuleSection({ copy, update }: SectionProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-base font-bold text-stone-900">
        Preço da pizza com mais de um sabor
      </legend>
      <p className="-mt-1 text-sm text-stone-600">
        Vale para o assistente de montagem e para os pedidos recebidos pelo servidor.
      </p>
      <div className="grid gap-2 lg:grid-cols-3">
        {FLAVOUR_PRICING_RULES.map((rule) => {
          const isChecked = copy.flavourPricingRule === rule;
          const exampleCents = basePriceCents(EXAMPLE_MAIN, 'normal', [EXAMPLE_EXTRA], rule);
          return (
            <label
              key={rule}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                isChecked ? 'border-brand-600 bg-brand-50' : 'border-stone-200 hover:bg-stone-50',
              )}
            >
              <input
                type="radio"
                name="flavour-pricing-rule"
                value={rule}
                checked={isChecked}
                onChange={() => update({ flavourPricingRule: rule })}
                className="mt-1 size-4 shrink-0 accent-brand-600"
                aria-describedby={`flavour-rule-${rule}`}
              />
              <span className="flex flex-col gap-1">
                <span className="font-semibold text-stone-900">{FLAVOUR_RULE_LABELS[rule]}</span>
                <span id={`flavour-rule-${rule}`} className="flex flex-col gap-1">
                  <span className="text-sm text-stone-600">{describeFlavourRule(rule)}</span>
                  <span className="text-sm text-stone-800">
                    Ex.: {EXAMPLE_MAIN.name} ({formatBRL(EXAMPLE_MAIN.priceCents)}) +{' '}
                    {EXAMPLE_EXTRA.name} ({formatBRL(EXAMPLE_EXTRA.priceCents)}) custa{' '}
                    <strong className="whitespace-nowrap">{formatBRL(exampleCents)}</strong>
                  </span>
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
