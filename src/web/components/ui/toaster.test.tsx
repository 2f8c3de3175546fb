import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackBottomDock } from '../../lib/bottom-docks';
import { DIALOG_FOOTER_ATTRIBUTE, trackOpenDialog } from '../../lib/open-dialogs';
import { bottomRightOnWideScreens, toast } from '../../lib/toast';
import { Toaster } from './toaster';

function screenOf(width: number, height = 844) {
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
  window.innerHeight = height;
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

/** An open dialog whose top edge and footer (its buttons) are at these heights on the screen. */
function OpenDialog({ top, footerTop }: { top: number; footerTop: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    const footer = element?.querySelector<HTMLElement>(`[${DIALOG_FOOTER_ATTRIBUTE}]`);
    if (!element || !footer) return;
    element.getBoundingClientRect = () => ({ top }) as DOMRect;
    footer.getBoundingClientRect = () => ({ top: footerTop }) as DOMRect;
    return trackOpenDialog(element);
  }, [top, footerTop]);
  return (
    <div ref={ref} role="dialog" aria-label="Rejeitar o pedido #12?">
      <textarea aria-label="Motivo" />
      <div {...{ [DIALOG_FOOTER_ATTRIBUTE]: '' }}>
        <button type="button">Rejeitar</button>
      </div>
    </div>
  );
}

const toasterLists = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toaster]'));

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

  it("over an open dialog's sheet on a phone: above the dialog, off its fields and buttons", async () => {
    screenOf(390);
    render(
      <>
        <BottomBar />
        <OpenDialog top={453} footerTop={760} />
        <Toaster />
      </>,
    );
    act(() => toast('Novo pedido #13', bottomRightOnWideScreens()));
    await screen.findByText('Novo pedido #13');
    expect(toaster()).toHaveAttribute('data-y-position', 'bottom');
    // 844 - 453 + 8: the stack grows upwards from above the dialog's top edge
    expect(toaster()?.style.getPropertyValue('--mobile-offset-bottom')).toBe('399px');
  });

  it('beside a dialog on a wide screen: the bottom-right toasts too stay above it', async () => {
    screenOf(1280, 800);
    render(
      <>
        <OpenDialog top={215} footerTop={560} />
        <Toaster />
      </>,
    );
    act(() => {
      toast('Novo pedido #13', bottomRightOnWideScreens());
      toast.success('Pedido #12 aprovado');
    });
    await screen.findByText('Novo pedido #13');
    await screen.findByText('Pedido #12 aprovado');
    const lists = toasterLists();
    expect(lists.map((list) => list.getAttribute('data-x-position')).sort()).toEqual([
      'center',
      'right',
    ]);
    // 800 - 215 + 8, for the centred stack and the desk's bottom-right one alike
    for (const list of lists) {
      expect(list).toHaveAttribute('data-y-position', 'bottom');
      expect(list.style.getPropertyValue('--offset-bottom')).toBe('593px');
    }
  });

  it('over a dialog that fills the screen: just above its buttons, its title in sight', async () => {
    screenOf(390);
    render(
      <>
        <OpenDialog top={0} footerTop={760} />
        <Toaster />
      </>,
    );
    act(() => toast.success('Item adicionado ao carrinho'));
    await screen.findByText('Item adicionado ao carrinho');
    // 844 - 760 + 8
    expect(toaster()?.style.getPropertyValue('--mobile-offset-bottom')).toBe('92px');
  });
});
