import { PlusIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';

const NEW_ORDER_PATH = '/admin/orders/new';

/** Whether a key press belongs to something being typed in, or to a dialog. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The desk's 'Novo pedido' (docs/decisions/056), also opened by the N key anywhere on the desk
 * while nothing is being typed in.
 */
export function NewOrderButton() {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'n' && event.key !== 'N') return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (event.defaultPrevented || isTyping(event.target)) return;
      event.preventDefault();
      void navigate(NEW_ORDER_PATH);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
  return (
    <Button asChild>
      <Link to={NEW_ORDER_PATH} aria-keyshortcuts="N" title="Novo pedido (N)">
        <PlusIcon aria-hidden />
        <span>Novo pedido</span>
        <kbd aria-hidden className="ml-1 hidden rounded bg-white/20 px-1.5 text-xs lg:inline">
          N
        </kbd>
      </Link>
    </Button>
  );
}
