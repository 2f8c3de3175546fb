import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Each size owns the box (height, corners, padding, text size, icon size, wrapping) and each
 * variant the colours, so no two classes of a button set the same property; `bare` leaves the
 * colours to the caller's className.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
        secondary: 'bg-stone-200 text-stone-900 hover:bg-stone-300',
        outline: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100',
        ghost: 'text-stone-700 hover:bg-stone-100',
        link: 'text-brand-700 underline-offset-4 hover:underline',
        success: 'bg-green-700 text-white shadow-sm hover:bg-green-800',
        danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
        dangerOutline: 'border border-red-300 bg-white text-red-800 hover:bg-red-50',
        dangerGhost: 'text-red-700 hover:bg-red-50 hover:text-red-800',
        crust: 'bg-crust-400 text-stone-900 shadow-sm hover:bg-crust-500',
        bare: '',
      },
      size: {
        default: 'h-10 rounded-lg px-4 py-2 text-sm whitespace-nowrap [&_svg]:size-4',
        /** as tall as an Input, to stand beside one */
        field: 'h-11 rounded-lg px-4 py-2 text-sm whitespace-nowrap [&_svg]:size-4',
        sm: 'h-8 rounded-md px-3 text-xs whitespace-nowrap [&_svg]:size-4',
        lg: 'h-12 rounded-xl px-6 text-base whitespace-nowrap [&_svg]:size-4',
        /** lg whose label may wrap on a narrow phone: at least as tall, growing with the text */
        lgWrap: 'min-h-12 rounded-xl px-6 py-2.5 text-base whitespace-normal [&_svg]:size-4',
        icon: 'size-10 rounded-lg text-sm whitespace-nowrap [&_svg]:size-4',
        iconSm: 'size-9 rounded-lg text-sm whitespace-nowrap [&_svg]:size-4',
        iconRound: 'size-10 rounded-full text-sm whitespace-nowrap [&_svg]:size-5',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
