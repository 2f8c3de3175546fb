import { act, renderHook } from '@testing-library/react';
import type { toast as sonnerToast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastModule from './toast';

// the module keeps its queue between calls: each test starts from a fresh copy
let lib: typeof ToastModule;
beforeEach(async () => {
  vi.resetModules();
  lib = await import('./toast');
});

/** Stands in for sonner's `toast`, writing down every call it receives. */
function recordingSonner() {
  const calls: string[] = [];
  const api = Object.assign((message: string) => calls.push(`toast ${message}`), {
    success: (message: string) => calls.push(`success ${message}`),
    error: (message: string, options?: { id?: string }) =>
      calls.push(`error ${message}${options?.id ? ` #${options.id}` : ''}`),
    dismiss: (id?: string | number) => calls.push(`dismiss ${String(id)}`),
  });
  // only the calls the app makes are needed here
  return { calls, api: api as unknown as typeof sonnerToast };
}

describe('toast before sonner is loaded', () => {
  it('asks for the Toaster on the first call: the call waits for it', () => {
    const { result } = renderHook(() => lib.useWaitingToastCalls());
    expect(result.current).toBe(0);
    act(() => lib.toast.success('Produto adicionado!'));
    expect(result.current).toBe(1);
  });

  it('keeps the calls made while the Toaster loads and sends them, in order, once mounted', () => {
    lib.toast('Pedidos offline detectados', { description: '2 pedidos offline' });
    lib.toast.success('Item adicionado ao carrinho');
    lib.toast.error('Erro ao salvar', { id: 'save' });
    lib.toast.dismiss('save');
    const sonner = recordingSonner();

    lib.connectToaster(sonner.api);

    expect(sonner.calls).toEqual([
      'toast Pedidos offline detectados',
      'success Item adicionado ao carrinho',
      'error Erro ao salvar #save',
      'dismiss save',
    ]);
    // once mounted, a call goes straight through
    lib.toast.error('Você está offline');
    expect(sonner.calls.at(-1)).toBe('error Você está offline');
  });

  it('passes every option on unchanged', () => {
    const onClick = vi.fn();
    const options = {
      description: 'O navegador bloqueou a abertura do WhatsApp.',
      duration: 10_000,
      id: 'whatsapp',
      position: 'bottom-right' as const,
      action: { label: 'Continuar pelo WhatsApp', onClick },
    };
    lib.toast('Envie seu pedido pelo WhatsApp', options);
    const sonner = recordingSonner();
    const spy = vi.fn();
    lib.connectToaster(Object.assign(spy, sonner.api));
    expect(spy).toHaveBeenCalledWith('Envie seu pedido pelo WhatsApp', options);
  });

  it('queues again while no Toaster is mounted, and loses nothing', () => {
    const first = recordingSonner();
    lib.connectToaster(first.api);
    lib.connectToaster(null);
    lib.toast.success('Pedidos sincronizados');
    expect(first.calls).toEqual([]);
    const second = recordingSonner();
    lib.connectToaster(second.api);
    expect(second.calls).toEqual(['success Pedidos sincronizados']);
  });

  it('does not load sonner to dismiss a toast that was never shown', () => {
    const { result } = renderHook(() => lib.useWaitingToastCalls());
    act(() => lib.toast.dismiss('novo-pedido-7'));
    expect(result.current).toBe(0);
  });
});

describe('bottomRightOnWideScreens', () => {
  function screenOf(width: number) {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({ matches: query === '(min-width: 768px)' && width >= 768 }) as MediaQueryList,
    );
  }

  it('keeps a toast off the top of a wide screen, at the bottom right', () => {
    screenOf(1280);
    expect(lib.bottomRightOnWideScreens()).toEqual({ position: 'bottom-right' });
    vi.unstubAllGlobals();
  });

  it('on a phone adds no stack of its own: the toast joins the one at the bottom', () => {
    screenOf(390);
    expect(lib.bottomRightOnWideScreens()).toEqual({});
    vi.unstubAllGlobals();
  });
});
