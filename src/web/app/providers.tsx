import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TooltipProvider } from '../components/ui/tooltip';

/** spec §9: toasts last 3000 ms. */
export const TOAST_DURATION_MS = 3_000;

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
      <TooltipProvider>
        {children}
        <Toaster
          position="top-center"
          richColors
          closeButton
          duration={TOAST_DURATION_MS}
          toastOptions={{ closeButton: true }}
          containerAriaLabel="Notificações"
        />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
