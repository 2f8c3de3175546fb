import { TagIcon } from 'lucide-react';
import type { MenuOffer } from '../../domain/menu';
import { formatBRL } from '../../domain/money';
import type { ProductOffer } from '../../domain/offer-savings';
import { cn } from '../lib/cn';

/** 'Oferta: Terça doce' or 'Combo: Pizza + refri': the badge of a product's automatic offer. */
export function OfferBadge({
  offer,
  className,
}: {
  offer: ProductOffer<MenuOffer>;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800',
        className,
      )}
    >
      <TagIcon className="size-3.5 shrink-0" aria-hidden />
      <span className="truncate">
        {offer.offer.kind === 'combo' ? 'Combo' : 'Oferta'}: {offer.offer.name}
      </span>
    </span>
  );
}

const SIZES = {
  card: { plain: 'text-lg font-extrabold text-brand-700', offer: 'text-lg font-extrabold' },
  footer: { plain: 'text-base font-bold text-stone-900', offer: 'text-base font-bold' },
} as const;

/**
 * A price, and with a category offer the price after it beside the struck original: what the
 * order will charge (decision 041).
 */
export function OfferPrice({
  priceCents,
  offer,
  size,
}: {
  priceCents: number;
  offer: ProductOffer<MenuOffer> | null;
  /** The card's large figure, or the wizard footer's. */
  size: keyof typeof SIZES;
}) {
  if (!offer || offer.priceCents === null || offer.priceCents >= priceCents) {
    return <span className={SIZES[size].plain}>{formatBRL(priceCents)}</span>;
  }
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={cn('text-green-700', SIZES[size].offer)}>
        <span className="sr-only">Com a oferta: </span>
        {formatBRL(offer.priceCents)}
      </span>
      <s className="text-sm font-medium text-stone-500">
        <span className="sr-only">Sem a oferta: </span>
        {formatBRL(priceCents)}
      </s>
    </span>
  );
}
