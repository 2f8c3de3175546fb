import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { DIALOG_FOOTER_ATTRIBUTE, trackOpenDialog } from '../../lib/open-dialogs';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

/** The card's width from 640 px up (on phones the sheet takes the whole width). */
const MAX_WIDTHS = {
  lg: 'sm:max-w-lg',
  xl: 'sm:max-w-xl',
  '2xl': 'sm:max-w-2xl',
} as const;

export function DialogContent({
  className,
  children,
  closeLabel = 'Fechar',
  showClose = true,
  maxWidth = 'lg',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel?: string;
  showClose?: boolean;
  maxWidth?: keyof typeof MAX_WIDTHS;
}) {
  // while open, toasts keep clear of it (lib/open-dialogs.ts)
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useEffect(() => (element ? trackOpenDialog(element) : undefined), [element]);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        ref={setElement}
        className={cn(
          'fixed z-50 flex flex-col bg-white shadow-xl outline-none',
          // phone: a full-height sheet; larger screens: a centred card
          'inset-x-0 bottom-0 max-h-[100dvh] rounded-t-2xl',
          'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90vh] sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
          MAX_WIDTHS[maxWidth],
          className,
        )}
        {...props}
      >
        {children}
        {showClose && (
          <DialogPrimitive.Close
            className="absolute top-3 right-3 rounded-full p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
            aria-label={closeLabel}
          >
            <XIcon className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 px-5 pt-5 pb-3 pr-12', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-bold text-stone-900', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-stone-600', className)} {...props} />
  );
}

export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto px-5 py-2', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      {...{ [DIALOG_FOOTER_ATTRIBUTE]: '' }}
      className={cn(
        'flex gap-2 border-t border-stone-200 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]',
        className,
      )}
      {...props}
    />
  );
}
