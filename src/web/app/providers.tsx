import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useIsToasterRequested } from '../lib/toast';

const loadToaster = () => import('../components/ui/toaster');

/** Fetches the Toaster's code in the background, so a toast shown offline still appears. */
export function prefetchToaster() {
  loadToaster().catch(() => undefined);
}

const Toaster = lazy<ComponentType>(() =>
  loadToaster().then(
    (module) => ({ default: module.Toaster }),
    (error: unknown) => {
      // a chunk that cannot be fetched costs the toasts, never the page
      console.error(error);
      return { default: () => null };
    },
  ),
);

/** Renders the Toaster once the first toast is asked for: sonner is not in the first load. */
function ToasterOnDemand() {
  const isRequested = useIsToasterRequested();
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: 2, refetchOnWindowFocus: true, staleTime: 60_000 },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterOnDemand />
    </QueryClientProvider>
  );
}
