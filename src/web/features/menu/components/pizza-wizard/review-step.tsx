import type { FlavourPricingRule } from '../../../../../domain/establishment';
import type { Crust, CrustFilling, ExtraIngredient, MenuProduct } from '../../../../../domain/menu';
import { formatBRL } from '../../../../../domain/money';
import { FLAVOUR_RULE_LABELS, type PriceBreakdown } from '../../../../../domain/pricing';
import { flavourNotes, NO_CRUST_ID, type ProductKind } from '../../../../../domain/wizard';
import type { WizardState } from './wizard-state';

/** docs/product/screens.md#pizza-wizard, step 6: 'Resumo do Pedido' with the price breakdown. */
export function ReviewStep({
  product,
  kind,
  rule,
  state,
  extras,
  crust,
  filling,
  breakdown,
  sizeName,
  variantName = null,
}: {
  product: MenuProduct;
  kind: ProductKind;
  rule: FlavourPricingRule;
  state: WizardState;
  extras: ExtraIngredient[];
  crust: Crust | null;
  filling: CrustFilling | null;
  breakdown: PriceBreakdown;
  /** The chosen size's name, as the shop calls it (decision 046). */
  sizeName: string;
  /** The variant chosen of a product with variants (decision 052). */
  variantName?: string | null;
}) {
  const hasCrust = crust !== null && crust.id !== NO_CRUST_ID;
  const notes = flavourNotes(
    product.name,
    state.extraFlavours.map((f) => f.name),
    state.notes,
  );
  const flavourChangedPrice = breakdown.baseCents !== breakdown.mainSizePriceCents;
  return (
    <section aria-labelledby="review-title" className="space-y-4 pb-2">
      <h3 id="review-title" className="text-base font-bold">
        Resumo do Pedido
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-stone-600">Sabor</dt>
        <dd className="font-semibold">{product.name}</dd>
        {variantName && (
          <>
            <dt className="text-stone-600">Opção</dt>
            <dd>{variantName}</dd>
          </>
        )}
        {kind !== 'drink' && (
          <>
            <dt className="text-stone-600">Tamanho</dt>
            <dd>{sizeName}</dd>
          </>
        )}
        {state.extraFlavours.length > 0 && (
          <>
            <dt className="text-stone-600">+Sabores</dt>
            <dd>{state.extraFlavours.map((f) => f.name).join(', ')}</dd>
          </>
        )}
        {extras.length > 0 && (
          <>
            <dt className="text-stone-600">Ingredientes</dt>
            <dd>{extras.map((e) => e.name).join(', ')}</dd>
          </>
        )}
        {kind === 'pizza' && (
          <>
            <dt className="text-stone-600">Borda</dt>
            <dd>
              {hasCrust ? `${crust.name}${filling ? ` (${filling.name})` : ''}` : 'Sem borda'}
            </dd>
          </>
        )}
        <dt className="text-stone-600">Quantidade</dt>
        <dd>{state.quantity}</dd>
        {notes && (
          <>
            <dt className="text-stone-600">Observações</dt>
            <dd className="whitespace-pre-line">{notes}</dd>
          </>
        )}
      </dl>
      <div className="rounded-xl bg-stone-100 p-4 text-sm">
        <Row
          label={
            state.extraFlavours.length > 0
              ? `Pizza (${FLAVOUR_RULE_LABELS[rule].toLowerCase()})`
              : kind === 'drink'
                ? 'Preço'
                : `Pizza ${sizeName}`
          }
          value={formatBRL(breakdown.baseCents)}
        />
        {flavourChangedPrice && (
          <p className="mb-1 text-xs text-stone-600">
            Sabor principal: {formatBRL(breakdown.mainSizePriceCents)}
          </p>
        )}
        {extras.length > 0 && (
          <Row
            label={`Ingredientes adicionais (${extras.length})`}
            value={`+ ${formatBRL(breakdown.extrasCents)}`}
          />
        )}
        {hasCrust && <Row label={crust.name} value={`+ ${formatBRL(breakdown.crustCents)}`} />}
        <Row label="Preço unitário" value={formatBRL(breakdown.unitCents)} />
        <Row label="Quantidade" value={`× ${breakdown.quantity}`} />
        <div className="mt-2 flex justify-between border-t border-stone-300 pt-2 text-base font-bold">
          <span>Total</span>
          <span data-testid="wizard-total">{formatBRL(breakdown.totalCents)}</span>
        </div>
      </div>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 py-0.5">
      <span className="text-stone-700">{label}</span>
      <span className="font-semibold">{value}</span>
    </div>
  );
}
