import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DriverList } from '../../../../domain/delivery-drivers';
import {
  jsonResponse,
  renderWithQueryClient,
  stubResizeObserver,
} from '../../../test/admin-test-kit';
import { DriverDialog } from './driver-dialog';
import { DriversPage } from './drivers-page';

const ZONES = [
  { id: 'centro', name: 'Centro' },
  { id: 'vila-nova', name: 'Vila Nova' },
];

const LIST: DriverList = {
  zones: ZONES,
  drivers: [
    {
      id: 2,
      name: 'Ana Lima',
      phone: '11912345678',
      vehicle: 'bicicleta',
      fee: { kind: 'por_zona', defaultCents: 900, byZone: { centro: 500 } },
      isActive: true,
      hasTrips: true,
    },
    {
      id: 1,
      name: 'Carlos Souza',
      phone: '(11) 98765-4321',
      vehicle: 'moto',
      fee: { kind: 'fixa', amountCents: 700 },
      isActive: true,
      hasTrips: false,
    },
    {
      id: 3,
      name: 'Bruno Reis',
      phone: '(11) 97777-1111',
      vehicle: 'carro',
      fee: { kind: 'fixa', amountCents: 1000 },
      isActive: false,
      hasTrips: true,
    },
  ],
};

/** What the screen sent to the API. */
const sent: { url: string; method: string; body: unknown }[] = [];
/** The answer to the next save, when a test wants another than 200. */
let nextSave: { status: number; body: unknown } | null = null;

beforeEach(() => {
  sent.length = 0;
  nextSave = null;
  // jsdom has no layout: the 'Ativo' switch measures itself
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const json = (body: unknown, status = 200) => Promise.resolve(jsonResponse(body, status));
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url.endsWith('/api/admin/drivers')) return json(LIST);
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ url, method, body });
      if (url.endsWith('/access-link')) {
        return json({
          url: 'http://pizzaria.test/entregador/entrar#abc',
          whatsappUrl: 'https://wa.me/5511987654321?text=Ol%C3%A1',
          expiresAt: '2026-11-28T21:00:00.000Z',
        });
      }
      if (nextSave) return json(nextSave.body, nextSave.status);
      return json({ id: 9, ...(body as object) }, method === 'POST' ? 201 : 200);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWithClient(ui: React.ReactElement) {
  renderWithQueryClient(<MemoryRouter>{ui}</MemoryRouter>);
}

async function fill(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar entregador' }));

describe("the driver's form", () => {
  it("sends a fixed fee in centavos, 'Fixa por entrega' being the default", async () => {
    renderWithClient(<DriverDialog open driver={null} zones={ZONES} onOpenChange={() => {}} />);
    await fill('Nome', 'Carlos Souza');
    await fill('Celular (WhatsApp)', '(11) 98765-4321');
    await fill('Valor por entrega (R$)', '7,50');
    await save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ url: '/api/admin/drivers', method: 'POST' });
    expect(sent[0]?.body).toEqual({
      name: 'Carlos Souza',
      phone: '(11) 98765-4321',
      vehicle: 'moto',
      fee: { kind: 'fixa', amountCents: 750 },
      isActive: true,
    });
  });

  it("'Por bairro' shows one field per delivery zone and 'Demais bairros'; an empty zone pays the default", async () => {
    renderWithClient(<DriverDialog open driver={null} zones={ZONES} onOpenChange={() => {}} />);
    await fill('Nome', 'Ana Lima');
    await fill('Celular (WhatsApp)', '11 91234-5678');
    await userEvent.selectOptions(screen.getByLabelText('Veículo'), 'bicicleta');
    await userEvent.click(screen.getByRole('radio', { name: /Por bairro/ }));
    expect(screen.queryByLabelText('Valor por entrega (R$)')).toBeNull();
    await fill('Centro', '5');
    expect(screen.getByLabelText('Vila Nova')).toHaveValue('');
    await fill('Demais bairros', '9,00');
    await userEvent.click(screen.getByRole('switch', { name: 'Ativo' }));
    await save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      name: 'Ana Lima',
      phone: '11 91234-5678',
      vehicle: 'bicicleta',
      fee: { kind: 'por_zona', defaultCents: 900, byZone: { centro: 500 } },
      isActive: false,
    });
  });

  it("shows the API schema's pt-BR messages by the fields and sends nothing", async () => {
    renderWithClient(<DriverDialog open driver={null} zones={ZONES} onOpenChange={() => {}} />);
    await fill('Celular (WhatsApp)', '1234');
    await userEvent.click(screen.getByRole('radio', { name: /Por bairro/ }));
    await fill('Centro', '600,00');
    await save();
    expect(await screen.findByText('Informe o nome do entregador.')).toBeVisible();
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Informe um celular com DDD, como (11) 98765-4321.')).toBeVisible();
    expect(screen.getByText('Informe a taxa em reais.')).toBeVisible();
    expect(screen.getByLabelText('Demais bairros')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Taxa alta demais para uma entrega.')).toBeVisible();
    expect(screen.getByLabelText('Centro')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it("edits a per-zone driver with the zones' fees filled, and shows the API's zone refusal", async () => {
    const ana = LIST.drivers[0]!;
    nextSave = {
      status: 422,
      body: {
        error: {
          code: 'UNKNOWN_FEE_ZONE',
          message:
            'Um dos bairros desta taxa não existe mais nas configurações de entrega. Recarregue a página e confira as taxas.',
        },
      },
    };
    renderWithClient(<DriverDialog open driver={ana} zones={ZONES} onOpenChange={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Editar Ana Lima' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Por bairro/ })).toBeChecked();
    expect(screen.getByLabelText('Centro')).toHaveValue('5,00');
    expect(screen.getByLabelText('Demais bairros')).toHaveValue('9,00');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Um dos bairros desta taxa não existe mais nas configurações de entrega.',
    );
    expect(sent[0]).toMatchObject({ url: '/api/admin/drivers/2', method: 'PUT' });
  });
});

describe("the 'Entregadores' page", () => {
  it('lists each driver with phone, vehicle, fee and status, and links to the night closing', async () => {
    renderWithClient(<DriversPage />);
    const carlos = await screen.findByRole('listitem', { name: 'Carlos Souza' });
    expect(carlos).toHaveTextContent('(11) 98765-4321 · Moto');
    expect(carlos).toHaveTextContent(/R\$\s7,00 por entrega/);
    expect(carlos).toHaveTextContent('Ativo');
    const ana = screen.getByRole('listitem', { name: 'Ana Lima' });
    expect(ana).toHaveTextContent('(11) 91234-5678 · Bicicleta');
    expect(ana).toHaveTextContent('Por bairro');
    // a driver who drove is never deleted (decision 066)
    expect(within(ana).queryByRole('button', { name: /Excluir/ })).toBeNull();
    const bruno = screen.getByRole('listitem', { name: 'Bruno Reis' });
    expect(bruno).toHaveTextContent('Inativo');
    expect(within(bruno).queryByRole('button', { name: /Enviar acesso/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Acerto da noite' })).toHaveAttribute(
      'href',
      '/admin/entregadores/acerto',
    );
  });

  it("'Enviar acesso' makes one link and offers it by WhatsApp and to copy", async () => {
    renderWithClient(<DriversPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Enviar acesso para Carlos Souza' }),
    );
    const whatsapp = await screen.findByRole('link', { name: 'Enviar pelo WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5511987654321?text=Ol%C3%A1');
    expect(screen.getByLabelText('Link de acesso')).toHaveValue(
      'http://pizzaria.test/entregador/entrar#abc',
    );
    expect(screen.getByText(/funciona uma vez, em até 24 horas/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeVisible();
    expect(sent).toEqual([
      { url: '/api/admin/drivers/1/access-link', method: 'POST', body: undefined },
    ]);
  });
});
