// What the cart's and the delivery form's web tests set up alike: an open shop in the page's
// query cache, the router, a fetch that never answers, and a fresh page for each test.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { buildCartItem, type CartItem } from '../../../../domain/cart';
import { DEFAULT_ESTABLISHMENT, type PublicEstablishment } from '../../../../domain/establishment';
import type { MenuProduct } from '../../../../domain/menu';
import { establishmentQueryKey } from '../../../api/get-establishment';
import { SAMPLE_SIZES, sizeRef } from '../../../../domain/sizes';

/** The shop, open at any hour the test runs. */
export const OPEN_SHOP: PublicEstablishment = {
  ...DEFAULT_ESTABLISHMENT,
  schedules: Object.fromEntries(
    Object.keys(DEFAULT_ESTABLISHMENT.schedules).map((day) => [day, '00:00 às 23:59']),
  ) as PublicEstablishment['schedules'],
  isOpen: true,
  lastUpdated: null,
};

export const CALABRESA: MenuProduct = {
  id: 1,
  name: 'Calabresa',
  description: '',
  categorySlug: 'mais_pedidas',
  priceCents: 4900,
  sizePrices: { normal: 4900, broto: 3500 },
  ingredients: [],
  isAvailable: true,
};

/** One normal `product`, as the menu's 'Adicionar' puts it in the cart, added at `at`. */
export function cartLine(product: MenuProduct, at: number): CartItem {
  return buildCartItem(
    {
      product,
      size: sizeRef(SAMPLE_SIZES, 'normal'),
      quantity: 1,
      extras: [],
      crust: null,
      filling: null,
      extraFlavours: [],
      notes: '',
    },
    'principal',
    at,
  );
}

/** Renders `ui` under the router at `path`, with the open shop (and `seed`) in its cache. */
export function renderWithShop(
  ui: ReactNode,
  { path = '/', seed }: { path?: string; seed?: (client: QueryClient) => void } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchInterval: false } },
  });
  client.setQueryData(establishmentQueryKey, OPEN_SHOP);
  seed?.(client);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * Each test a page of its own: requests left unanswered (the CEP lookup, the schedule), the
 * device's storage emptied after it, the page's scrolling (jsdom has none) recorded.
 */
export function freshPageForEachTest() {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined)),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}

/**
 * The delivery form as a page that has just opened: the saved profile is read once per page, so
 * it is stored first (`profile`) and the form's modules are loaded anew.
 */
export async function openDeliveryForm(profile: object | null = null) {
  if (profile) window.localStorage.setItem('customer_data', JSON.stringify(profile));
  vi.resetModules();
  return (await import('./delivery-form')).DeliveryForm;
}
