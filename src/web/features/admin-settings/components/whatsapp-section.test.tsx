import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WhatsAppSettingsView } from '../../../../domain/admin-whatsapp';
import { jsonResponse, renderWithQueryClient } from '../../../test/admin-test-kit';
import { WhatsAppSection } from './whatsapp-section';

const OFF: WhatsAppSettingsView = {
  hasSecretsKey: true,
  isConnected: false,
  isLocked: false,
  phoneNumberId: '',
  businessAccountId: '',
  tokenMasked: '',
  appSecretMasked: '',
  webhookUrl: 'https://forno.example/api/whatsapp/webhook',
  verifyToken: '',
  isWebhookUrlGuessed: false,
  updatedAt: null,
};
const ON: WhatsAppSettingsView = {
  ...OFF,
  isConnected: true,
  phoneNumberId: '109876543210987',
  tokenMasked: '••••9f8e',
  appSecretMasked: '••••c9d0',
  verifyToken: 'verifica-123456789012',
  updatedAt: '2026-11-28T22:00:00.000Z',
};

let stored: WhatsAppSettingsView = OFF;
let sent: { method: string; url: string; body: unknown }[] = [];

beforeEach(() => {
  stored = OFF;
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      sent.push({ method, url, body });
      if (url.endsWith('/admin/whatsapp/test')) {
        return Promise.resolve(
          jsonResponse({
            ok: false,
            message: 'Token de acesso inválido ou expirado (código 190).',
          }),
        );
      }
      if (method === 'PUT') stored = ON;
      if (method === 'DELETE') stored = { ...OFF, verifyToken: ON.verifyToken };
      return Promise.resolve(jsonResponse(stored));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the settings' 'WhatsApp oficial'", () => {
  it('asks for the token and the secret in pt-BR before sending anything', async () => {
    renderWithQueryClient(<WhatsAppSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Conectar' }));
    const form = screen.getByRole('form', { name: 'Conectar WhatsApp oficial' });
    await userEvent.type(within(form).getByLabelText('ID do número de telefone'), 'abc');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText(/O ID do número de telefone tem só dígitos/)).toBeTruthy();
    expect(within(form).getByText('Informe o token de acesso do WhatsApp.')).toBeTruthy();
    expect(within(form).getByText('Informe a chave secreta do app (App Secret).')).toBeTruthy();
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("tests at once, saves, then shows the masked summary and what to paste in Meta's app", async () => {
    renderWithQueryClient(<WhatsAppSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Conectar' }));
    const form = screen.getByRole('form', { name: 'Conectar WhatsApp oficial' });
    await userEvent.type(within(form).getByLabelText('ID do número de telefone'), ON.phoneNumberId);
    await userEvent.type(within(form).getByLabelText('Token de acesso'), 'EAAGtoken');
    await userEvent.type(
      within(form).getByLabelText('Chave secreta do app (App Secret)'),
      'segredo',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Testar conexão' }));
    expect((await within(form).findByRole('status')).textContent).toContain(
      'Token de acesso inválido',
    );

    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Conectado')).toBeTruthy();
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
      phoneNumberId: ON.phoneNumberId,
      businessAccountId: '',
      accessToken: 'EAAGtoken',
      appSecret: 'segredo',
    });
    expect(screen.getByText('••••9f8e')).toBeTruthy();
    expect(screen.getByText(ON.webhookUrl)).toBeTruthy();
    expect(screen.getByText(ON.verifyToken)).toBeTruthy();
    expect(document.body.textContent).not.toContain('EAAGtoken');
  });

  it('disconnects after a confirmation', async () => {
    stored = ON;
    renderWithQueryClient(<WhatsAppSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Desconectar' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText('Desconectado')).toBeTruthy();
    expect(sent.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
