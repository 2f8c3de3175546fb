import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IfoodSettings } from '../../../../domain/admin-ifood';
import { IfoodSection } from './ifood-section';

const DISCONNECTED: IfoodSettings = {
  isAvailable: true,
  status: 'desconectado',
  userCode: null,
  verificationUrl: null,
  merchantId: null,
  merchantName: null,
  tokenSummary: null,
  connectedAt: null,
  lastPolledAt: null,
};

/** The server's side of the connect flow, as the routes answer it. */
let state: IfoodSettings = DISCONNECTED;
const sent: { path: string; method: string; body: unknown }[] = [];

function answer(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

beforeEach(() => {
  state = DISCONNECTED;
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://forno').pathname;
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
      sent.push({ path, method, body });
      if (path === '/api/admin/ifood/link-code') {
        state = {
          ...state,
          status: 'aguardando',
          userCode: 'ABCD1234',
          verificationUrl: 'https://portal.ifood.com.br/apps/code?c=ABCD1234',
        };
      } else if (path === '/api/admin/ifood/connect') {
        if ((body as { authorizationCode: string }).authorizationCode !== 'CODIGO-OK') {
          return answer(502, {
            error: { code: 'IFOOD_REFUSED', message: 'O iFood recusou o código.' },
          });
        }
        state = {
          ...DISCONNECTED,
          status: 'conectado',
          merchantId: 'b1c2d3e4-0000',
          merchantName: 'Pizzaria Teste',
          tokenSummary: '••••3f2a',
          connectedAt: '2026-11-29T20:00:00.000Z',
        };
      } else if (path === '/api/admin/ifood' && method === 'DELETE') {
        state = DISCONNECTED;
      } else if (path !== '/api/admin/ifood') {
        return answer(404, { error: { code: 'NOT_FOUND', message: 'não' } });
      }
      return answer(200, state);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <IfoodSection />
    </QueryClientProvider>,
  );
}

describe('Configurações › iFood', () => {
  it('connects with the link code and the authorization code, then shows the store masked', async () => {
    openCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir código de vínculo' }));
    expect(await screen.findByTestId('ifood-user-code')).toHaveTextContent('ABCD1234');
    expect(screen.getByRole('link', { name: 'Abrir o Portal do Parceiro' })).toHaveAttribute(
      'href',
      'https://portal.ifood.com.br/apps/code?c=ABCD1234',
    );

    // nothing pasted: said on screen, nothing sent
    await userEvent.click(screen.getByRole('button', { name: 'Conectar' }));
    expect(await screen.findByText(/Cole o código de autorização/)).toBeInTheDocument();
    expect(sent.some((request) => request.path === '/api/admin/ifood/connect')).toBe(false);

    const field = screen.getByLabelText('Código de autorização');
    await userEvent.type(field, 'ERRADO');
    await userEvent.click(screen.getByRole('button', { name: 'Conectar' }));
    expect(await screen.findByText('O iFood recusou o código.')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'CODIGO-OK');
    await userEvent.click(screen.getByRole('button', { name: 'Conectar' }));
    expect(await screen.findByText('Pizzaria Teste')).toBeInTheDocument();
    expect(screen.getByText('••••3f2a')).toBeInTheDocument();
    expect(screen.getByText('b1c2d3e4-0000')).toBeInTheDocument();
    expect(screen.getByText('Conectado')).toBeInTheDocument();
  });

  it('disconnects after asking', async () => {
    state = { ...DISCONNECTED, status: 'conectado', merchantId: 'm-1', tokenSummary: '••••9999' };
    openCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Desconectar' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Desconectar')!,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pedir código de vínculo' })).toBeInTheDocument(),
    );
  });

  it('says what the server lacks when iFood is not available there', async () => {
    state = { ...DISCONNECTED, isAvailable: false };
    openCard();
    expect(await screen.findByText(/IFOOD_CLIENT_ID/)).toBeInTheDocument();
  });
});
