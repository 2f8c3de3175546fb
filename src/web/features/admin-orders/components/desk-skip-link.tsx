import { useLocation } from 'react-router';

/** The desk's queue: where 'Ir para a fila' puts the focus (the next Tab is the first order). */
export const QUEUE_ID = 'fila';

/**
 * 'Ir para a fila' (decision 042): the first Tab stop of the desk, seen only when focused, so the
 * keyboard reaches the first order at once instead of after the sidebar, the top bar and the
 * desk's tools.
 */
export function DeskSkipLink() {
  const { pathname } = useLocation();
  if (!pathname.startsWith('/admin/orders')) return null;
  return (
    <a
      href={`#${QUEUE_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(QUEUE_ID)?.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[80] focus:rounded-lg focus:bg-brand-700 focus:px-4 focus:py-2 focus:font-semibold focus:text-white focus:shadow-lg focus:ring-2 focus:ring-white focus:outline-none"
    >
      Ir para a fila
    </a>
  );
}
