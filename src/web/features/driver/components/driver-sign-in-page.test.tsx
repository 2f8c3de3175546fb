import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DriverSignInPage } from './driver-sign-in-page';

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function openLink(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/entregador/entrar#token-do-link');
  render(
    <MemoryRouter initialEntries={['/entregador/entrar']}>
      <Routes>
        <Route path="/entregador/entrar" element={<DriverSignInPage />} />
        <Route path="/entregador" element={<p>Entregas de hoje</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return fetchMock;
}

describe('DriverSignInPage', () => {
  it("trades the link's token for a session once and goes to the deliveries", async () => {
    const fetchMock = openLink(() => json(200, { driver: { id: 1, name: 'Carlos' } }));
    expect(await screen.findByText('Entregas de hoje')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/driver/session');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'token-do-link' });
    // the spent token leaves the address bar
    expect(window.location.hash).toBe('');
  });

  it("shows the API's message for a used or expired link", async () => {
    openLink(() =>
      json(401, {
        error: {
          code: 'DRIVER_LINK_INVALID',
          message: 'Este link de acesso já foi usado ou expirou. Peça um novo à pizzaria.',
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este link de acesso já foi usado ou expirou. Peça um novo à pizzaria.',
    );
  });
});
