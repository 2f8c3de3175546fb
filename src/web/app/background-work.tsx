import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { prefetchStatusDialog } from '../features/establishment/components/status-button';
import { prefetchPizzaWizard } from '../features/menu/components/pizza-wizard/use-product-dialog';
import { afterLoadWhenIdle } from '../lib/after-load';
import { prefetchPages } from './lazy-page';
import { prefetchToaster } from './providers';
import { registerServiceWorker } from './register-service-worker';

/** Longest wait for the first page's data before the background work starts anyway. */
const SETTLE_TIMEOUT_MS = 10_000;

/**
 * Once the first page has loaded, its data has arrived and the main thread is idle: fetches the
 * other screens' code and the toasts (decision 013), then registers the service worker. Nothing
 * here competes with what the customer is waiting for.
 */
export function BackgroundWork() {
  const queryClient = useQueryClient();
  useEffect(() => {
    afterLoadWhenIdle(() =>
      whenQueriesSettled(queryClient, () => {
        // the back office has its own chunk; the storefront's screens are not needed there
        if (!window.location.pathname.startsWith('/admin')) {
          prefetchPages();
          prefetchPizzaWizard();
          prefetchStatusDialog();
        }
        prefetchToaster();
        registerServiceWorker();
      }),
    );
  }, [queryClient]);
  return null;
}

function whenQueriesSettled(client: QueryClient, task: () => void) {
  if (client.isFetching() === 0) {
    task();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(timer);
    task();
  };
  const unsubscribe = client.getQueryCache().subscribe(() => {
    if (client.isFetching() === 0) finish();
  });
  const timer = setTimeout(finish, SETTLE_TIMEOUT_MS);
}
