import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrivacySection } from './privacy-section';

/** The privacy text as the server holds it. */
let stored = '';

beforeEach(() => {
  stored = '';
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') stored = (JSON.parse(String(init.body)) as { text: string }).text;
      return Promise.resolve(
        new Response(JSON.stringify({ text: stored }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The settings page opened afresh: a new query cache, as after leaving and coming back. */
function openPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PrivacySection />
    </QueryClientProvider>,
  );
}

describe('the privacy text in the settings', () => {
  it('keeps what was typed on this device after leaving the page, until it is saved', async () => {
    const page = openPage();
    const text = await screen.findByLabelText('Texto da página');
    await userEvent.clear(text);
    await userEvent.type(text, 'Nossa política, escrita com calma.');
    page.unmount();

    openPage();
    expect(await screen.findByLabelText('Texto da página')).toHaveValue(
      'Nossa política, escrita com calma.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Rascunho não salvo');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar política' }));
    await waitFor(() => expect(stored).toBe('Nossa política, escrita com calma.'));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    cleanup();

    // saved: the draft is gone, the page shows the saved text
    stored = 'Nossa política, escrita com calma.';
    openPage();
    await screen.findByRole('button', { name: 'Salvar política' });
    expect(screen.queryByRole('button', { name: 'Descartar rascunho' })).toBeNull();
  });

  it('forgets a discarded draft', async () => {
    const page = openPage();
    await userEvent.type(await screen.findByLabelText('Texto da página'), ' Mais uma linha.');
    await userEvent.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    page.unmount();
    openPage();
    expect(await screen.findByLabelText('Texto da página')).not.toHaveValue(
      expect.stringContaining('Mais uma linha.'),
    );
  });
});
