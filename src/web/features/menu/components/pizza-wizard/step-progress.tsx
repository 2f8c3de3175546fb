import { WIZARD_STEP_LABELS, type WizardStepId } from '../../../../../domain/wizard';
import { cn } from '../../../../lib/cn';

/** docs/product/screens.md#pizza-wizard: the progress indicator, shown when there is more than one step. */
export function StepProgress({
  steps,
  current,
}: {
  steps: readonly WizardStepId[];
  current: number;
}) {
  return (
    <ol className="mt-3 flex gap-1" aria-label="Etapas">
      {steps.map((id, index) => (
        <li
          key={id}
          className="flex min-w-0 flex-1 flex-col gap-1"
          aria-current={index === current ? 'step' : undefined}
        >
          <span
            className={cn('h-1.5 rounded-full', index <= current ? 'bg-brand-600' : 'bg-stone-200')}
          />
          <span
            className={cn(
              'text-center text-[10px] leading-tight font-semibold sm:text-[11px]',
              index === current ? 'text-brand-700' : 'text-stone-500',
            )}
          >
            {WIZARD_STEP_LABELS[id]}
          </span>
        </li>
      ))}
    </ol>
  );
}
