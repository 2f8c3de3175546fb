import { CakeSliceIcon, CupSodaIcon, PizzaIcon, type LucideIcon } from 'lucide-react';
import type { CategoryGroup } from '../../domain/catalogue';
import { PHOTO_WIDTHS, photoHeight, type ProductPhoto } from '../../domain/product-photo';
import { cn } from '../lib/cn';

/** Without a photo: a soft block in the colours of the product's group, with its icon. */
const PLACEHOLDERS: Readonly<Record<CategoryGroup, { Icon: LucideIcon; className: string }>> = {
  salgada: {
    Icon: PizzaIcon,
    className: 'from-amber-100 via-orange-50 to-amber-200 text-amber-700/70',
  },
  doce: {
    Icon: CakeSliceIcon,
    className: 'from-rose-100 via-pink-50 to-rose-200 text-rose-700/60',
  },
  bebida: {
    Icon: CupSodaIcon,
    className: 'from-sky-100 via-cyan-50 to-sky-200 text-sky-700/60',
  },
};

const MIDDLE_WIDTH = PHOTO_WIDTHS[1];

/**
 * A product's photo (decision 031): AVIF where the browser reads it, else WebP, the size picked by
 * `sizes`, loaded only as it nears the screen. The box's size is set by `className` (a width and
 * an aspect ratio) before anything loads, so nothing moves when it arrives. Its `alt` says
 * what it shows (`productPhotoAlt`); without a photo, the placeholder is decorative.
 */
export function ProductPicture({
  photo,
  group,
  sizes,
  className,
  alt,
  loading = 'lazy',
}: {
  photo: ProductPhoto | null | undefined;
  /** What the photo shows: `productPhotoAlt(product)`. */
  alt: string;
  /** 'eager' where the photo is the reason the screen opened (the large view). */
  loading?: 'lazy' | 'eager';
  group: CategoryGroup;
  /** The `sizes` of the srcsets: how wide the box is drawn. */
  sizes: string;
  /** The box: width, aspect ratio, corners. */
  className: string;
}) {
  if (!photo) {
    const { Icon, className: colours } = PLACEHOLDERS[group];
    return (
      <div
        aria-hidden
        data-photo="placeholder"
        className={cn(
          'flex items-center justify-center overflow-hidden bg-gradient-to-br',
          colours,
          className,
        )}
      >
        <Icon className="size-1/3 max-h-16 max-w-16" strokeWidth={1.5} />
      </div>
    );
  }
  return (
    <picture className={cn('block overflow-hidden bg-stone-100', className)}>
      <source type="image/avif" srcSet={photo.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.webp} sizes={sizes} />
      <img
        src={photo.fallback}
        alt={alt}
        width={MIDDLE_WIDTH}
        height={photoHeight(MIDDLE_WIDTH)}
        loading={loading}
        decoding="async"
        className="size-full object-cover"
      />
    </picture>
  );
}
