import { ArrowLeftIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { CATEGORY_GROUP_LABELS } from '../../../../../domain/catalogue';
import { buildCartItem } from '../../../../../domain/cart';
import type { Menu, MenuProduct } from '../../../../../domain/menu';
import { priceBreakdown, priceInSize } from '../../../../../domain/pricing';
import { findSize, NO_SIZE, sizeRef } from '../../../../../domain/sizes';
import { crustWithFillingCents } from '../../../../../domain/crust-price';
import {
  changeWizardChoices,
  crustNeedsFilling,
  NEXT_CATEGORY_SUGGESTION_DELAY_MS,
  nextCategorySuggestion,
  offeredExtras,
  productKind,
  restoreWizardChoices,
  WIZARD_STEP_LABELS,
  wizardStepIndex,
  wizardSteps,
  type WizardStepId,
} from '../../../../../domain/wizard';
import { useFlavourRule } from '../../../../api/use-flavour-rule';
import { useOfferOf } from '../../../../api/use-offer-of';
import { OfferBadge, OfferPrice } from '../../../../components/offer-price';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { toast } from '../../../../lib/toast';
import { cartActions } from '../../../../stores/cart-store';
import { CrustStep } from './crust-step';
import { ExtrasStep } from './extras-step';
import { FlavourStep } from './flavour-step';
import { FlavoursStep } from './flavours-step';
import { ReviewStep } from './review-step';
import { SizeStep } from './size-step';
import { StepProgress } from './step-progress';
import { VariantStep } from './variant-step';
import { activeVariants, hasVariants } from '../../../../../domain/variants';
import type { OpenWizard, WizardState } from './wizard-state';

const FILLING_REQUIRED_TITLE = 'Seleção de recheio obrigatória';

/**
 * docs/product/screens.md#pizza-wizard, docs/product/states.md#pizza-wizard: six steps for pizzas, four for other products, one for
 * drinks. The price shown at every step comes from src/domain/pricing, as the server's does. The
 * step is the history entry's and the choices start from what was kept (wizard-state.ts), so the
 * back gesture, forward and a reload find the pizza as it was.
 */
export function PizzaWizard({
  menu,
  product,
  wizard,
  onSuggestCategory,
}: {
  menu: Menu;
  product: MenuProduct;
  wizard: OpenWizard;
  onSuggestCategory: (slug: string) => void;
}) {
  const rule = useFlavourRule();
  const category = menu.categories.find((c) => c.slug === product.categorySlug);
  const kind = productKind(category);
  const steps = wizardSteps(kind);
  const stepIndex = wizardStepIndex(wizard.entry.step, steps);
  const [state, setState] = useState<WizardState>(() =>
    restoreWizardChoices(wizard.kept, menu, product),
  );
  // the variant of a product sold without sizes (decision 052): kept with the other choices,
  // the first on sale to start with
  const { variantId } = state;
  const variant = activeVariants(product).find((v) => v.id === variantId) ?? null;
  const { keep } = wizard;
  useEffect(() => keep(state), [keep, state]);
  const size = findSize(menu.sizes, state.size);
  const step: WizardStepId = steps[stepIndex] ?? 'sabor';
  const isLastStep = stepIndex === steps.length - 1;

  const extras = useMemo(() => offeredExtras(menu.extras, category), [menu.extras, category]);
  const chosenExtras = extras.filter((e) => state.extraIds.includes(e.id));
  const crust = menu.crusts.find((c) => c.id === state.crustId) ?? null;
  const filling = crust?.fillings.find((f) => f.id === state.fillingId) ?? null;
  const breakdown = priceBreakdown(
    {
      product,
      size: state.size,
      quantity: state.quantity,
      extras: chosenExtras,
      crust: crust && { priceCents: crustWithFillingCents(crust, filling, state.size) },
      extraFlavours: state.extraFlavours,
      variant,
    },
    rule,
  );
  // the offer the order will give this item, as it is now (decision 041)
  const offer = useOfferOf()({
    categorySlug: product.categorySlug,
    quantity: breakdown.quantity,
    basePriceCents: breakdown.baseCents,
    lineTotalCents: breakdown.totalCents,
  });

  function update(patch: Partial<WizardState>) {
    setState((current) =>
      changeWizardChoices(
        current,
        patch,
        menu.sizes,
        (flavour, sizeId) => priceInSize(flavour, sizeId) !== null,
      ),
    );
  }

  function goTo(id: WizardStepId) {
    const index = steps.indexOf(id);
    if (index >= 0) wizard.backTo(index);
  }

  function next() {
    try {
      if (step === 'borda' && crustNeedsFilling(crust, filling)) {
        toast.error(FILLING_REQUIRED_TITLE, {
          description: 'Por favor, selecione um recheio para a borda escolhida.',
        });
        return;
      }
      if (isLastStep) addToCart();
      else wizard.forward();
    } catch (error) {
      console.error(error);
      toast.error('Erro inesperado', {
        description: 'Ocorreu um erro ao processar seu pedido. Por favor, tente novamente.',
      });
    }
  }

  function addToCart() {
    if (crustNeedsFilling(crust, filling)) {
      toast.error(FILLING_REQUIRED_TITLE, {
        description: 'Por favor, volte e selecione um recheio para a borda escolhida.',
      });
      goTo('borda');
      return;
    }
    if (hasVariants(product) && !variant) {
      // the one chosen was paused while the dialog stood open
      toast.error('Escolha uma opção', {
        description: `Escolha uma das opções de ${product.name} disponíveis.`,
      });
      return;
    }
    try {
      cartActions.add(
        buildCartItem(
          {
            product,
            size: kind === 'drink' ? NO_SIZE : sizeRef(menu.sizes, state.size),
            quantity: state.quantity,
            extras: chosenExtras,
            crust,
            filling,
            extraFlavours: state.extraFlavours,
            notes: state.notes,
            variant,
          },
          rule,
          Date.now(),
        ),
      );
    } catch (error) {
      console.error(error);
      toast.error('Erro ao adicionar item', {
        description: 'Não foi possível adicionar o item ao carrinho. Tente novamente.',
      });
      return;
    }
    const sizeText = variant
      ? ` (${variant.name})`
      : kind === 'drink' || !size
        ? ''
        : ` (${size.name})`;
    toast.success('Item adicionado ao carrinho', {
      description: `${state.quantity}x ${product.name}${sizeText} foi adicionado ao seu carrinho.`,
    });
    wizard.finish();
    const suggestion = nextCategorySuggestion(category);
    if (suggestion) {
      setTimeout(() => suggestCategory(suggestion), NEXT_CATEGORY_SUGGESTION_DELAY_MS);
    }
  }

  function suggestCategory(slug: string) {
    const target = menu.categories.find((c) => c.slug === slug);
    if (!target) return;
    const label = target.group === 'doce' ? CATEGORY_GROUP_LABELS.doce : target.name;
    toast(target.group === 'doce' ? 'Que tal uma pizza doce?' : 'Que tal uma bebida?', {
      description: `Veja também: ${label}.`,
      action: { label: `Ver ${label}`, onClick: () => onSuggestCategory(slug) },
    });
  }

  const showSkip = step === 'mais_sabores' && state.extraFlavours.length === 0;

  return (
    <Dialog open onOpenChange={(open) => !open && wizard.close()}>
      <DialogContent
        maxWidth="xl"
        className="h-[100dvh] sm:h-[min(88vh,760px)]"
        // the dialog itself takes the focus: its name and step are read, and no field raises the
        // phone's keyboard before the customer asks for it
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        // the page puts the focus back on the button that opened it (use-product-dialog.ts)
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{product.name}</DialogTitle>
          {/* each step is announced as it comes: the focus stays on 'Avançar' */}
          <DialogDescription aria-live="polite">
            {steps.length > 1
              ? `Passo ${stepIndex + 1} de ${steps.length}: ${WIZARD_STEP_LABELS[step]}`
              : hasVariants(product)
                ? 'Escolha a opção e a quantidade, e deixe uma observação, se quiser.'
                : 'Escolha a quantidade e deixe uma observação, se quiser.'}
          </DialogDescription>
          {steps.length > 1 && <StepProgress steps={steps} current={stepIndex} />}
        </DialogHeader>
        <DialogBody>
          {step === 'sabor' && (
            <FlavourStep
              product={product}
              group={category?.group ?? 'salgada'}
              state={state}
              update={update}
              choice={
                hasVariants(product) && (
                  <VariantStep
                    product={product}
                    variantId={variantId}
                    onChange={(id) => update({ variantId: id })}
                  />
                )
              }
            />
          )}
          {step === 'tamanho' && (
            <SizeStep menu={menu} product={product} state={state} update={update} />
          )}
          {step === 'mais_sabores' && size && (
            <FlavoursStep
              menu={menu}
              product={product}
              rule={rule}
              size={size}
              state={state}
              update={update}
            />
          )}
          {step === 'ingredientes' && <ExtrasStep extras={extras} state={state} update={update} />}
          {step === 'borda' && <CrustStep crusts={menu.crusts} state={state} update={update} />}
          {step === 'revisao' && (
            <ReviewStep
              product={product}
              kind={kind}
              rule={rule}
              state={state}
              extras={chosenExtras}
              crust={crust}
              filling={filling}
              breakdown={breakdown}
              sizeName={size?.name ?? ''}
              variantName={variant?.name ?? null}
            />
          )}
        </DialogBody>
        <DialogFooter className="flex-wrap items-center">
          <div className="flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="text-sm text-stone-600" aria-live="polite">
              Total: <OfferPrice priceCents={breakdown.totalCents} offer={offer} size="footer" />
            </p>
            {offer && <OfferBadge offer={offer} />}
          </div>
          {stepIndex > 0 && (
            <Button variant="outline" size="lg" onClick={wizard.back}>
              <ArrowLeftIcon aria-hidden />
              Voltar
            </Button>
          )}
          {showSkip && (
            <Button variant="secondary" size="lg" onClick={next}>
              Pular
            </Button>
          )}
          <Button size="lg" className="flex-1" onClick={next}>
            {isLastStep ? 'Adicionar ao Carrinho' : 'Avançar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
