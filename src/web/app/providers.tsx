import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useWaitingToastCalls } from '../lib/toast';
import { ApiError } from '../lib/api-client';
import { RenderClockProvider } from '../lib/render-clock';

const loadToaster = () => import('../components/ui/toaster');

/** Fetches the Toaster's code in the background, so a toast shown offline still appears. */
export function prefetchToaster() {
  loadToaster().catch(() => undefined);
}

/**
 * Renders the Toaster once the first toast is asked for: sonner is not in the first load. If its
 * code cannot be fetched, the toasts wait and loading is tried again with the next toast or when
 * the connection comes back.
 */
function ToasterOnDemand() {
  // calls wait only until the Toaster is mounted: a new one is also the cue to try again
  const waitingCalls = useWaitingToastCalls();
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (Toaster || waitingCalls === 0) return;
    let active = true;
    const retry = () => setAttempt((n) => n + 1);
    loadToaster().then(
      (module) => {
        if (active) setToaster(() => module.Toaster);
      },
      (error: unknown) => {
        console.error('Falha ao carregar as notificações:', error);
        if (active) window.addEventListener('online', retry, { once: true });
      },
    );
    return () => {
      active = false;
      window.removeEventListener('online', retry);
    };
  }, [Toaster, attempt, waitingCalls]);

  return Toaster ? <Toaster /> : null;
}

/** The storefront's query cache, with the retry and freshness rules every screen shares. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // twice, and only what may pass: no answer, a failing server, a 429
        retry: (failures, error) =>
          failures < 2 && (!(error instanceof ApiError) || error.isTemporary),
        refetchOnWindowFocus: true,
        staleTime: 60_000,
      },
    },
  });
}

interface AppProvidersProps {
  children: ReactNode;
  /** The cache to use: the server's for one request, or the browser's, filled from the page. */
  queryClient?: QueryClient;
  /** When the server rendered this page (lib/render-clock.tsx); none for a page the browser renders. */
  renderedAt?: string | null;
}

export function AppProviders({ children, queryClient, renderedAt = null }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <RenderClockProvider value={renderedAt}>
        {children}
        <ToasterOnDemand />
      </RenderClockProvider>
    </QueryClientProvider>
  );
}
