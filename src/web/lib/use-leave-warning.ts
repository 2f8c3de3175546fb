import { useEffect } from 'react';

/** docs/product/rules.md#checkout: the text of the leave-page warning while the customer's data is being saved. */
const LEAVE_WARNING = 'Seus dados estão sendo salvos. Tem certeza que deseja sair?';

/** Asks before the page is closed or reloaded while `active` (browsers show their own wording). */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = LEAVE_WARNING;
      return LEAVE_WARNING;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
