import { Maximize2Icon } from 'lucide-react';
import { useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { productPhotoAlt } from '../../domain/product-photo';
import type { MenuProduct } from '../../domain/menu';
import type { CategoryGroup } from '../../domain/catalogue';
import { cn } from '../lib/cn';
import { onDemand } from '../lib/on-demand';
import { toast } from '../lib/toast';
import type { PhotoViewer as PhotoViewerComponent } from './photo-viewer';
import { ProductPicture } from './product-picture';

/** The large view's dialog is not needed to show the menu: fetched on the first tap (decision 013). */
const viewerCode = onDemand(() => import('./photo-viewer').then((module) => module.PhotoViewer));

type Viewer = ComponentType<ComponentProps<typeof PhotoViewerComponent>>;

/**
 * A product's photo that opens large when tapped (or Enter on it), described by its `alt`
 * (decision 041). Without a photo, the group's placeholder, which opens nothing.
 */
export function ZoomablePicture({
  product,
  group,
  sizes,
  className,
}: {
  product: Pick<MenuProduct, 'name' | 'description' | 'photo'>;
  group: CategoryGroup;
  sizes: string;
  className: string;
}) {
  const [Viewer, setViewer] = useState<Viewer | null>(null);
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const alt = productPhotoAlt(product);
  const { photo } = product;
  if (!photo) {
    return (
      <ProductPicture photo={null} group={group} sizes={sizes} alt={alt} className={className} />
    );
  }

  function open() {
    const loaded = viewerCode.current();
    if (loaded) {
      setViewer(() => loaded);
      setOpen(true);
      return;
    }
    viewerCode.get().then(
      (component) => {
        setViewer(() => component);
        setOpen(true);
      },
      (error: unknown) => {
        console.error('Falha ao abrir a foto:', error);
        toast.error('Não foi possível abrir a foto', {
          description: 'Verifique sua conexão e tente novamente.',
        });
      },
    );
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={open}
        aria-haspopup="dialog"
        aria-label={`Ampliar foto de ${product.name}`}
        className={cn(
          'group relative block shrink-0 cursor-zoom-in overflow-hidden focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
          className,
        )}
      >
        <ProductPicture photo={photo} group={group} sizes={sizes} alt={alt} className="size-full" />
        <span
          aria-hidden
          className="absolute right-1.5 bottom-1.5 rounded-full bg-black/55 p-1 text-white"
        >
          <Maximize2Icon className="size-3.5" />
        </span>
      </button>
      {Viewer && (
        <Viewer
          photo={photo}
          title={product.name}
          alt={alt}
          isOpen={isOpen}
          onClose={() => setOpen(false)}
          returnFocusTo={() => button.current}
        />
      )}
    </>
  );
}
