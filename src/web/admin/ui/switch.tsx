import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Label } from '../../components/ui/input';
import { cn } from '../../lib/cn';

/** An on/off switch (role="switch"), green when on; name it with a label or aria-label. */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-stone-300 transition-colors data-[state=checked]:bg-green-600 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
    </SwitchPrimitive.Root>
  );
}

/**
 * A form's on/off setting in a bordered row: its label and a hint on the left, a `Switch` bound to
 * the react-hook-form field `name` on the right (a size on the menu, a product available).
 */
export function SwitchField<T extends FieldValues, Out extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
}: {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  id: string;
  label: string;
  hint: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-stone-200 p-3">
      <div>
        <Label htmlFor={id}>{label}</Label>
        <p className="text-xs text-stone-600">{hint}</p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            checked={field.value as boolean}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </div>
  );
}
