import { WifiOffIcon } from 'lucide-react';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { onDemand } from '../lib/on-demand';

type Loader = () => Promise<ComponentType>;

/** A fetch that has not settled by then is shown as failed (it may still arrive and open). */
const LOAD_TIMEOUT_MS = 15_000;

interface LazyPageOptions {
  /** Fetched in the background once the first page is ready (the storefront's screens). */
  prefetch?: boolean;
  /** What 'Não foi possível abrir esta página' adds; the storefront's says the cart is safe. */
  unavailableMessage?: string;
}

/** The storefront screens' loaders, fetched in the background once the first page is ready. */
const storefrontPages: Array<() => Promise<unknown>> = [];

/**
 * A screen whose code is not in the first load (decision 013), so the first visit to the home
 * page or the menu carries only what they need. Once that page has loaded and is idle,
 * `prefetchPages` fetches the storefront's other screens, and the service worker precaches them,
 * so they open at once and offline. If a screen's code still cannot be fetched (the connection
 * dropped before that), the screen says so, keeps the layout and the cart, and tries again by
 * itself when the connection comes back. `prefetch: false` keeps a screen (the back office) out
 * of the background fetch.
 */
export function lazyPage(
  load: Loader,
  {
    prefetch = true,
    unavailableMessage = 'Verifique sua conexão e tente novamente. Seu carrinho continua salvo.',
  }: LazyPageOptions = {},
): LazyPageComponent {
  const code = onDemand(load);
  const fetchPage = code.get;
  if (prefetch) storefrontPages.push(fetchPage);

  function LazyPage() {
    const [page, setPage] = useState<ComponentType | null>(code.current);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (page) return;
      let active = true;
      const timer = setTimeout(() => {
        if (active) setFailed(true);
      }, LOAD_TIMEOUT_MS);
      fetchPage().then(
        (component) => {
          clearTimeout(timer);
          if (active) setPage(() => component);
        },
        (error: unknown) => {
          clearTimeout(timer);
          console.error('Falha ao carregar a página:', error);
          if (active) setFailed(true);
        },
      );
      return () => {
        active = false;
        clearTimeout(timer);
      };
    }, [page, attempt]);

    const retry = useCallback(() => {
      setFailed(false);
      setAttempt((n) => n + 1);
    }, []);

    useEffect(() => {
      if (!failed) return;
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, [failed, retry]);

    if (page) {
      const Page = page;
      return <Page />;
    }
    if (failed) {
      return (
        <PageUnavailable
          message={unavailableMessage}
          onRetry={() => {
            // Online, the files may be gone (a new version was deployed since this page was
            // opened): a reload brings the current ones. Offline, try again when it returns.
            if (navigator.onLine) window.location.reload();
            else retry();
          }}
        />
      );
    }
    return (
      <div className="flex justify-center px-4 py-16">
        <Spinner label="Carregando..." />
      </div>
    );
  }
  // once its code is here, the screen renders at once: on the server, and when the browser
  // hydrates a page the server rendered with it
  return Object.assign(LazyPage, { preload: () => fetchPage().then(() => undefined) });
}

/** A screen loaded on demand; `preload` fetches its code, so the next render shows it at once. */
export type LazyPageComponent = ComponentType & { preload(): Promise<void> };

/** Every storefront screen's code, loaded: the server renders them all (entry-server.tsx). */
export async function loadStorefrontPages(): Promise<void> {
  await Promise.all(storefrontPages.map((fetchPage) => fetchPage()));
}

/** Fetches every storefront screen's code; one that fails is fetched again when opened. */
export function prefetchPages() {
  for (const fetchPage of storefrontPages) fetchPage().catch(() => undefined);
}

function PageUnavailable({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center">
      <WifiOffIcon className="size-10 text-stone-400" aria-hidden />
      <h1 className="text-xl font-bold">Não foi possível abrir esta página</h1>
      <p className="text-stone-600">{message}</p>
      <Button onClick={onRetry}>Tentar novamente</Button>
    </main>
  );
}
