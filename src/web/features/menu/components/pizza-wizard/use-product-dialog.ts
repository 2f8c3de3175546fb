import { useEffect, useRef, useState } from 'react';
import { onDemand } from '../../../../lib/on-demand';
import { toast } from '../../../../lib/toast';
import { useWizardHistory } from './wizard-state';

/** The wizard (its dialog and rules) is not needed to show a page: fetched when idle, or on the first 'Adicionar'. */
const wizardCode = onDemand(() => import('./pizza-wizard').then((module) => module.PizzaWizard));
export const prefetchPizzaWizard = wizardCode.prefetch;

function cannotLoadWizard(error: unknown) {
  console.error('Falha ao carregar as opções do produto:', error);
  toast.error('Não foi possível abrir as opções do produto', {
    description: 'Verifique sua conexão e tente novamente.',
  });
}

/**
 * A page's side of the product dialog (the menu's cards, search's results): the open wizard of the
 * history entry (decision 020), its code on demand (decision 013), and `open(productId)` for an
 * 'Adicionar'. The button that opened it gets the focus back when it closes, however it closes; a
 * dialog brought back by a reload gives it to its product's `[data-add-product]` button.
 */
export function useProductDialog() {
  const wizard = useWizardHistory();
  const [PizzaWizard, setPizzaWizard] = useState(wizardCode.current);
  const openWizard = wizard.current;

  const opener = useRef<HTMLElement | null>(null);
  const openProductId = openWizard?.entry.productId ?? null;
  const lastOpenProductId = useRef<number | null>(null);
  useEffect(() => {
    const closedId = lastOpenProductId.current;
    lastOpenProductId.current = openProductId;
    if (openProductId !== null || closedId === null) return;
    const button =
      opener.current?.isConnected === true
        ? opener.current
        : // opened by a reload or 'forward': its product's own 'Adicionar'
          document.querySelector<HTMLElement>(`[data-add-product="${closedId}"]`);
    opener.current = null;
    button?.focus();
  }, [openProductId]);

  function open(productId: number) {
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    if (PizzaWizard) {
      wizard.open(productId);
      return;
    }
    wizardCode.get().then((component) => {
      setPizzaWizard(() => component);
      wizard.open(productId);
    }, cannotLoadWizard);
  }

  // a wizard brought back by a reload or by 'forward' before its code arrived
  useEffect(() => {
    if (!openWizard || PizzaWizard) return;
    let isCurrent = true;
    wizardCode.get().then(
      (component) => {
        if (isCurrent) setPizzaWizard(() => component);
      },
      (error: unknown) => {
        if (!isCurrent) return;
        cannotLoadWizard(error);
        openWizard.close();
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [openWizard, PizzaWizard]);

  return { openWizard, PizzaWizard, open };
}
