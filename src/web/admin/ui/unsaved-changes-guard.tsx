import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** Marks the history entry the guard adds on top of the form's own (see below). */
const GUARD_KEY = 'fornoUnsavedGuard';

function isGuardEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && GUARD_KEY in state;
}

/** Where leaving was asked for: a link inside the app, or the browser's Back. */
type Leaving = { kind: 'link'; path: string } | { kind: 'back' };

/**
 * While a form has unsaved changes, leaving it asks first (issue: the spec's banner is not enough
 * when the sidebar is clicked). Any link inside the app — the sidebar, its menu on a phone, the
 * logo — is held and a dialog asks; so is the browser's Back (or a phone's back gesture): an
 * extra history entry for the same page is pushed while the form is dirty, Back lands on the
 * page's own entry, the guard goes back on and the dialog asks (docs/decisions/043). Closing or
 * reloading the tab gets the browser's own question. Renders the dialog; put it anywhere in the
 * form's page.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  // set once 'Sair sem salvar' answered a Back: the guard lets the page go
  const isLetGo = useRef(false);
  // true while the Back the guard itself made (taking its entry away) is being dispatched
  const isOwnBack = useRef(false);

  useEffect(() => {
    if (!isDirty) return;
    isLetGo.current = false;
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
      setLeaving({ kind: 'link', path });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    // the router's own state is kept on the guard entry, so it sees the same page on it
    const guardState: unknown = { ...(window.history.state as object | null), [GUARD_KEY]: true };
    if (!isGuardEntry(window.history.state)) {
      window.history.pushState(guardState, '', window.location.href);
    }
    const onPopState = (event: PopStateEvent) => {
      if (isLetGo.current || isGuardEntry(event.state)) return;
      // Back left the guard entry for the page's own: put the guard back on, then ask (unless
      // the guard took its own entry away a moment ago and the form is dirty again)
      window.history.pushState(guardState, '', window.location.href);
      if (!isOwnBack.current) setLeaving({ kind: 'back' });
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      // saved or discarded, still on the page: the guard entry goes, so Back leaves at once
      if (!isLetGo.current && isGuardEntry(window.history.state)) {
        isOwnBack.current = true;
        const done = () => {
          window.removeEventListener('popstate', done);
          // after every listener of this one event
          queueMicrotask(() => (isOwnBack.current = false));
        };
        window.addEventListener('popstate', done);
        window.history.back();
      }
    };
  }, [isDirty]);

  return (
    <ConfirmDialog
      open={leaving !== null}
      onOpenChange={(open) => {
        if (!open) setLeaving(null);
      }}
      title="Sair sem salvar?"
      description="Você tem alterações não salvas. Se sair agora, elas serão perdidas."
      confirmLabel="Sair sem salvar"
      onConfirm={() => {
        const target = leaving;
        setLeaving(null);
        if (target?.kind === 'link') void navigate(target.path);
        if (target?.kind === 'back') {
          isLetGo.current = true;
          // past the guard entry and the page's own: where Back was going
          window.history.go(-2);
        }
      }}
    />
  );
}
