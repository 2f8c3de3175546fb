import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Printer } from '../../../../domain/admin-printers';
import {
  jsonResponse,
  renderWithQueryClient,
  stubResizeObserver,
} from '../../../test/admin-test-kit';
import { PrintersSection } from './printers-section';

/** The printers as the server holds them, and every request the section sent. */
let stored: Printer[] = [];
let sent: { method: string; url: string; body: unknown }[] = [];
let testAnswer: unknown = null;

function json(body: unknown, status = 200) {
  return Promise.resolve(jsonResponse(body, status));
}

beforeEach(() => {
  stored = [];
  sent = [];
  // jsdom has no layout: the 'Ativa' switch measures itself
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      sent.push({ method, url, body });
      if (url.endsWith('/admin/printers/test')) return json(testAnswer);
      if (method === 'POST') {
        const printer = {
          ...(body as Printer),
          id: stored.length + 1,
          createdAt: '2026-11-27T22:30:00.000Z',
          updatedAt: '2026-11-27T22:30:00.000Z',
        };
        stored = [...stored, printer];
        return json(printer, 201);
      }
      return json({ printers: stored });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openSection() {
  return renderWithQueryClient(<PrintersSection />);
}

async function fillForm(fields: { name?: string; host?: string; port?: string }) {
  await userEvent.click(await screen.findByRole('button', { name: 'Adicionar impressora' }));
  const form = screen.getByRole('form', { name: 'Nova impressora' });
  if (fields.name !== undefined)
    await userEvent.type(within(form).getByLabelText('Nome'), fields.name);
  if (fields.host !== undefined) {
    await userEvent.type(within(form).getByLabelText('Endereço (IP ou nome na rede)'), fields.host);
  }
  if (fields.port !== undefined) {
    const port = within(form).getByLabelText('Porta');
    await userEvent.clear(port);
    await userEvent.type(port, fields.port);
  }
  return form;
}

describe('the printers in the settings', () => {
  it('says in pt-BR what is wrong with the address and the port, and sends nothing', async () => {
    openSection();
    const form = await fillForm({ name: 'Cozinha', host: '192.168.0.300', port: '70000' });
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar impressora' }));
    expect(
      await within(form).findByText(
        'Informe o endereço IP (ex.: 192.168.0.50) ou o nome da impressora na rede.',
      ),
    ).toBeVisible();
    expect(within(form).getByText('A porta vai de 1 a 65535 (quase sempre 9100).')).toBeVisible();
    expect(within(form).getByLabelText('Porta')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(form).getByRole('button', { name: 'Imprimir teste' }));
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it("'Imprimir teste' sends the form as typed and shows what the printer did", async () => {
    testAnswer = {
      outcome: 'timeout',
      seconds: 5,
      message: 'A impressora não respondeu em 5 s (192.168.0.50:9100).',
    };
    openSection();
    const form = await fillForm({ name: 'Cozinha', host: '192.168.0.50' });
    await userEvent.click(within(form).getByRole('button', { name: 'Imprimir teste' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'A impressora não respondeu em 5 s (192.168.0.50:9100).',
    );
    expect(sent.find((request) => request.url.endsWith('/test'))?.body).toEqual({
      name: 'Cozinha',
      role: 'cozinha',
      host: '192.168.0.50',
      port: 9100,
      paperWidth: '80',
      isActive: true,
    });
  });

  it('saves a counter printer on 58 mm paper and lists it', async () => {
    openSection();
    const form = await fillForm({ name: 'Balcão', host: 'impressora-balcao.local', port: '9101' });
    await userEvent.selectOptions(within(form).getByLabelText('Função'), 'balcao');
    expect(within(form).getByText(/O pedido completo: cliente, endereço/)).toBeVisible();
    await userEvent.selectOptions(within(form).getByLabelText('Papel'), '58');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar impressora' }));
    const list = await screen.findByRole('list', { name: 'Impressoras cadastradas' });
    expect(list).toHaveTextContent('Balcão');
    expect(list).toHaveTextContent('impressora-balcao.local:9101 · 58 mm');
    expect(list).toHaveTextContent('Balcão/expedição');
    expect(list).toHaveTextContent('Ativa');
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      role: 'balcao',
      port: 9101,
      paperWidth: '58',
    });
  });
});
