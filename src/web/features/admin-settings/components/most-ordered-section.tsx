import { MOST_ORDERED_MODE_LABELS, type MostOrderedMode } from '../../../../domain/establishment';
import { cn } from '../../../lib/cn';
import type { SectionProps } from './section-props';

/** The automatic choice first, as the owner reads it. */
const SHOWN: readonly MostOrderedMode[] = ['automatic', 'manual'];

const DESCRIPTIONS: Readonly<Record<MostOrderedMode, string>> = {
  automatic:
    'Mostra os 8 produtos mais vendidos nos últimos 30 dias, pizzas e bebidas, seguidos dos que você escolheu à mão. Atualiza sozinha.',
  manual: 'Mostra os produtos que você colocou na categoria Mais Pedidas.',
};

/** 'Aba Mais Pedidas' in the Informações Básicas tab (docs/decisions/035). */
export function MostOrderedSection({ copy, update }: SectionProps) {
  return (
    <fieldset className="flex flex-col gap-3 md:col-span-2">
      <legend className="text-base font-bold text-stone-900">Aba Mais Pedidas</legend>
      <div className="grid gap-2 md:grid-cols-2">
        {SHOWN.map((mode) => {
          const isChecked = copy.mostOrdered === mode;
          return (
            <label
              key={mode}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                isChecked ? 'border-brand-600 bg-brand-50' : 'border-stone-200 hover:bg-stone-50',
              )}
            >
              <input
                type="radio"
                name="most-ordered-mode"
                value={mode}
                checked={isChecked}
                onChange={() => update({ mostOrdered: mode })}
                className="mt-1 size-4 shrink-0 accent-brand-600"
                aria-describedby={`most-ordered-${mode}`}
              />
              <span className="flex flex-col gap-1">
                <span className="font-semibold text-stone-900">
                  {MOST_ORDERED_MODE_LABELS[mode]}
                </span>
                <span id={`most-ordered-${mode}`} className="text-sm text-stone-600">
                  {DESCRIPTIONS[mode]}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
