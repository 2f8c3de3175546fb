import { useEffect, type ReactNode } from 'react';

const DRIVER_MANIFEST = '/entregador.webmanifest';

/**
 * The driver's pages: no storefront header nor cart, and their own web manifest ('Forno
 * Entregas', scope /entregador), so the phone installs the driver's page, not the shop's.
 */
export function DriverLayout({ children }: { children: ReactNode }) {
  useEffect(() => {
    const link =
      document.querySelector<HTMLLinkElement>('link[rel="manifest"]') ??
      document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'manifest' }));
    const previous = link.getAttribute('href');
    link.setAttribute('href', DRIVER_MANIFEST);
    return () => {
      if (previous === null) link.remove();
      else link.setAttribute('href', previous);
    };
  }, []);
  return (
    <div className="min-h-dvh bg-stone-100">
      <main className="mx-auto flex w-full max-w-xl flex-col gap-4 px-3 py-4">{children}</main>
    </div>
  );
}
