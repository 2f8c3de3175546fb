import { formatBRL, type Centavos } from '../../../domain/money';
import { cn } from '../../lib/cn';

/** One row of a 'Resumo': a <dt>/<dd> pair inside the caller's <dl>. */
export function SummaryRow({
  label,
  value,
  isTotal = false,
  className,
  valueClassName,
}: {
  label: string;
  value: string;
  /** The last row, set apart: larger, bold and darker, under a rule. */
  isTotal?: boolean;
  className?: string;
  valueClassName?: string;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4',
        isTotal
          ? 'mt-1 border-t border-stone-200 pt-3 text-base font-bold text-stone-900'
          : 'text-stone-700',
        className,
      )}
    >
      <dt>{label}</dt>
      <dd className={cn('text-right font-semibold tabular-nums', valueClassName)}>{value}</dd>
    </div>
  );
}

/**
 * The money rows of a cart or an order: subtotal, its discounts, the delivery fee and the total. docs/product/screens.md#cart: the fee
 * is not charged with the cart; until the shop sets it (null) it reads 'A confirmar'.
 */
export function MoneySummaryRows({
  subtotalCents,
  deliveryFeeCents,
  totalCents,
  feeLabel = 'Taxa de entrega',
  feeText,
  discountRows = [],
}: {
  subtotalCents: Centavos;
  /** Offers and coupon, worded by src/domain/promotions.ts: between the subtotal and the fee. */
  discountRows?: readonly { label: string; value: string }[];
  deliveryFeeCents: Centavos | null;
  totalCents: Centavos;
  /** Another name for the fee's row ('Retirada no local' for pickup). */
  feeLabel?: string;
  /** Another text for the fee ('A combinar' outside every zone, 'Sem taxa' for pickup). */
  feeText?: string;
}) {
  return (
    <>
      <SummaryRow label="Subtotal" value={formatBRL(subtotalCents)} />
      {discountRows.map((row) => (
        <SummaryRow
          key={row.label}
          label={row.label}
          value={row.value}
          className="text-green-800"
        />
      ))}
      <SummaryRow
        label={feeLabel}
        value={feeText ?? (deliveryFeeCents === null ? 'A confirmar' : formatBRL(deliveryFeeCents))}
        valueClassName={deliveryFeeCents === null ? 'text-stone-600' : undefined}
      />
      <SummaryRow label="Total" value={formatBRL(totalCents)} isTotal />
    </>
  );
}
