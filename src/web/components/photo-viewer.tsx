import type { ProductPhoto } from '../../domain/product-photo';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';

/**
 * A product's photo, large (decision 041): the widest variant the screen needs, over the page.
 * Escape, the ✕ or a tap outside close it, and focus goes back to the photo that opened it.
 */
export function PhotoViewer({
  photo,
  title,
  alt,
  isOpen,
  onClose,
  returnFocusTo,
}: {
  photo: ProductPhoto;
  title: string;
  alt: string;
  isOpen: boolean;
  onClose: () => void;
  /** The photo that opened it, where focus goes back (it is no Radix trigger). */
  returnFocusTo: () => HTMLElement | null;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        maxWidth="2xl"
        closeLabel="Fechar foto"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">Foto ampliada</DialogDescription>
        </DialogHeader>
        <div className="px-5 pb-5">
          <picture className="block aspect-[4/3] w-full overflow-hidden rounded-xl bg-stone-100">
            <source type="image/avif" srcSet={photo.avif} sizes="(min-width: 640px) 632px, 100vw" />
            <source type="image/webp" srcSet={photo.webp} sizes="(min-width: 640px) 632px, 100vw" />
            <img src={photo.fallback} alt={alt} className="size-full object-cover" />
          </picture>
        </div>
      </DialogContent>
    </Dialog>
  );
}
