import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * While a form has unsaved changes, leaving it asks first (issue: the spec's banner is not enough
 * when the sidebar is clicked). Any link inside the app — the sidebar, its menu on a phone, the
 * logo — is held and a dialog asks; closing or reloading the tab gets the browser's own question.
 * Renders the dialog; put it anywhere in the form's page.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const navigate = useNavigate();
  const [pendingPath, setPendingPath] = useState<string | null>(null);

  useEffect(() => {
    if (!isDirty) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const path = `${url.pathname}${url.search}${url.hash}`;
      if (url.pathname === window.location.pathname) return;
      // before the router's own handler: the click is held until the question is answered
      event.preventDefault();
      event.stopPropagation();
      setPendingPath(path);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [isDirty]);

  return (
    <ConfirmDialog
      open={pendingPath !== null}
      onOpenChange={(open) => {
        if (!open) setPendingPath(null);
      }}
      title="Sair sem salvar?"
      description="Você tem alterações não salvas. Se sair agora, elas serão perdidas."
      confirmLabel="Sair sem salvar"
      onConfirm={() => {
        const path = pendingPath;
        setPendingPath(null);
        if (path) void navigate(path);
      }}
    />
  );
}
