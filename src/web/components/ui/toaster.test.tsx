import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackBottomDock } from '../../lib/bottom-docks';
import { toast } from '../../lib/toast';
import { Toaster } from './toaster';

function screenOf(width: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query === '(min-width: 768px)' && width >= 768,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  window.innerHeight = 844;
}

/** The phone's bottom bar: 64 px high at the bottom of an 844 px screen. */
function BottomBar() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.position = 'fixed';
    element.getBoundingClientRect = () => ({ top: 780, height: 64 }) as DOMRect;
    return trackBottomDock(element);
  }, []);
  return <nav ref={ref}>Navegação inferior</nav>;
}

const toaster = () => document.querySelector<HTMLElement>('[data-sonner-toaster]');

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
  vi.unstubAllGlobals();
});

describe('where toasts show', () => {
  it('on a phone: at the bottom, above the bottom bar, every toast in sight', async () => {
    screenOf(390);
    render(
      <>
        <BottomBar />
        <Toaster />
      </>,
    );
    act(() => {
      toast.success('Item adicionado ao carrinho');
      toast('Que tal uma pizza doce?');
    });
    await screen.findByText('Que tal uma pizza doce?');
    expect(toaster()).toHaveAttribute('data-y-position', 'bottom');
    // 844 - 780 + 8: clear of the bar, not over it
    expect(toaster()?.style.getPropertyValue('--mobile-offset-bottom')).toBe('72px');
    // listed one above the other: the upsell does not hide 'adicionado'
    const toasts = document.querySelectorAll('[data-sonner-toast]');
    expect(toasts).toHaveLength(2);
    for (const shown of toasts) expect(shown).toHaveAttribute('data-expanded', 'true');
  });

  it('on a wide screen: at the top right, below the header', async () => {
    screenOf(1280);
    render(<Toaster />);
    act(() => toast.success('Pedido #12 enviado!'));
    await screen.findByText('Pedido #12 enviado!');
    expect(toaster()).toHaveAttribute('data-y-position', 'top');
    expect(toaster()).toHaveAttribute('data-x-position', 'right');
    expect(toaster()?.style.getPropertyValue('--offset-top')).toBe('72px');
  });
});
