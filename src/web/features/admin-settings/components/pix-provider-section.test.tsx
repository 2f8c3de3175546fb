import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PixProviderView } from '../../../../domain/admin-pix-provider';
import { PixProviderSection } from './pix-provider-section';

const NONE: PixProviderView = {
  hasSecretsKey: true,
  status: 'none',
  kind: null,
  bank: null,
  baseUrl: '',
  tokenUrl: '',
  isActive: false,
  choices: { expiryMinutes: 15, unpaidPolicy: 'aguardar', ringOn: 'chegada' },
  webhookUrl: '',
  isWebhookUrlPublic: true,
  webhookRegisteredAt: null,
  summary: {},
};

const CONNECTED: PixProviderView = {
  ...NONE,
  status: 'ready',
  kind: 'api_pix',
  bank: 'efi',
  baseUrl: 'https://pix.api.efipay.com.br',
  isActive: true,
  webhookUrl: 'https://forno.example.com.br/api/pix/webhook/abc123',
  webhookRegisteredAt: '2026-11-27T22:00:00.000Z',
  summary: {
    clientId: 'Clie…_abc',
    certificateSubject: 'PIZZARIA FORNO LTDA:12345678000190',
    certificateValidTo: '2036-11-24T22:38:38.000Z',
    pixKey: 'pix@forno.test',
    connectedAt: '2026-11-27T21:00:00.000Z',
  },
};

let stored: PixProviderView = NONE;
let sent: { method: string; url: string; body: unknown }[] = [];
let testAnswer: unknown = { ok: true, message: 'Conexão funcionando.' };
/** The next PUT's refusal, if any. */
let putRefusal: { status: number; code: string; message: string } | null = null;

function json(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

beforeEach(() => {
  stored = NONE;
  sent = [];
  putRefusal = null;
  testAnswer = { ok: true, message: 'Conexão funcionando.' };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      sent.push({ method, url, body });
      if (url.endsWith('/admin/pix-provider/test')) return json(testAnswer);
      if (url.includes('/admin/pix-provider')) {
        if (method === 'PUT') {
          if (putRefusal) {
            const { status, code, message } = putRefusal;
            return json({ error: { code, message } }, status);
          }
          stored = { ...CONNECTED };
        }
        if (method === 'DELETE') stored = { ...NONE, isActive: false };
        return json(stored);
      }
      // the shop's time zone, and the history
      if (url.includes('payment-changes')) return json({ changes: [] });
      return json({ timeZone: 'America/Sao_Paulo' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PixProviderSection shopPixKey="pix@forno.test" />
    </QueryClientProvider>,
  );
}

const sentTo = (method: string, suffix: string) =>
  sent.filter((r) => r.method === method && r.url.endsWith(suffix));

describe("'Pix automático' in Configurações › Pagamento", () => {
  it('fills the bank’s address, tests the typed connection and shows the answer inline', async () => {
    testAnswer = { ok: false, message: 'A Efí recusou o client_id ou o client_secret.' };
    openSection();
    await userEvent.type(await screen.findByLabelText('Client ID'), 'Client_Id_1');
    await userEvent.type(screen.getByLabelText('Client Secret'), 'segredo');
    expect(screen.getByLabelText('Endereço da API')).toHaveValue('https://pix.api.efipay.com.br');
    await userEvent.selectOptions(screen.getByLabelText('Banco'), 'inter');
    // the host alone: the adapter adds the bank's path (/pix/v2)
    expect(screen.getByLabelText('Endereço da API')).toHaveValue(
      'https://cdpj.partners.bancointer.com.br',
    );
    // the Pix key of the charges starts as the shop's
    expect(screen.getByLabelText('Chave Pix das cobranças')).toHaveValue('pix@forno.test');

    await userEvent.click(screen.getByRole('button', { name: 'Testar conexão' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A Efí recusou o client_id ou o client_secret.',
    );
    expect(sentTo('POST', '/admin/pix-provider/test')[0]?.body).toMatchObject({
      kind: 'api_pix',
      bank: 'inter',
      clientId: 'Client_Id_1',
      clientSecret: 'segredo',
    });
  });

  it('says under the field what is missing before sending anything', async () => {
    openSection();
    await userEvent.clear(await screen.findByLabelText('Validade do código (minutos)'));
    await userEvent.type(screen.getByLabelText('Validade do código (minutos)'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Conectar' }));
    expect(await screen.findByText('Informe de 5 a 1440 minutos')).toBeVisible();
    expect(sentTo('PUT', '/admin/pix-provider')).toEqual([]);
  });

  it('asks the password to connect, and sends it with the save', async () => {
    openSection();
    await userEvent.type(await screen.findByLabelText('Client ID'), 'Client_Id_1');
    await userEvent.type(screen.getByLabelText('Client Secret'), 'segredo');
    await userEvent.click(screen.getByRole('button', { name: 'Conectar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'minha-senha');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar e salvar' }));
    await waitFor(() => expect(sentTo('PUT', '/admin/pix-provider')).toHaveLength(1));
    expect(sentTo('PUT', '/admin/pix-provider')[0]?.body).toMatchObject({
      connection: { kind: 'api_pix', bank: 'efi', clientId: 'Client_Id_1' },
      choices: { expiryMinutes: 15 },
      currentPassword: 'minha-senha',
    });
    // the saved state replaces the form: masked, with its dates
    expect(await screen.findByText('Clie…_abc')).toBeVisible();
    expect(screen.getByText(/Conectado desde/)).toBeVisible();
    expect(screen.getByText(/Registrado às/)).toBeVisible();
  });

  it('changes only the choices without the password, leaving the secrets out', async () => {
    stored = CONNECTED;
    openSection();
    expect(
      await screen.findByText('PIZZARIA FORNO LTDA:12345678000190 · válido até 24/11/2036'),
    ).toBeVisible();
    expect(screen.getByLabelText('Client Secret')).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText('Pedidos não pagos'), 'ocultar');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar conexão' }));
    await waitFor(() => expect(sentTo('PUT', '/admin/pix-provider')).toHaveLength(1));
    const body = sentTo('PUT', '/admin/pix-provider')[0]?.body as {
      connection: Record<string, unknown>;
      choices: Record<string, unknown>;
      currentPassword?: string;
    };
    expect(body.choices.unpaidPolicy).toBe('ocultar');
    expect(body.currentPassword).toBeUndefined();
    expect(body.connection.clientSecret).toBeUndefined();
    expect(body.connection.certificate).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("sends the bank's webhook certificate from a .crt file, shows it saved, and removes it", async () => {
    const chain = '-----BEGIN CERTIFICATE-----\nMIIBcadeiadobanco\n-----END CERTIFICATE-----\n';
    stored = CONNECTED;
    openSection();
    const input = await screen.findByLabelText('Certificado do banco para webhooks (.crt/.pem)');
    expect(screen.queryByRole('button', { name: 'Remover certificado' })).toBeNull();
    await userEvent.upload(
      input,
      new File([chain], 'chain-prod.crt', { type: 'application/x-x509-ca-cert' }),
    );
    expect(await screen.findByText('Escolhido: chain-prod.crt')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar conexão' }));
    // a new certificate changes the connection: the password first
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'minha-senha');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar e salvar' }));
    await waitFor(() => expect(sentTo('PUT', '/admin/pix-provider')).toHaveLength(1));
    expect(sentTo('PUT', '/admin/pix-provider')[0]?.body).toMatchObject({
      connection: { kind: 'api_pix', webhookCertificate: chain.trim() },
      currentPassword: 'minha-senha',
    });
    cleanup();

    // saved: its holder and validity, kept unless replaced or removed
    stored = {
      ...CONNECTED,
      summary: {
        ...CONNECTED.summary,
        webhookCertificateSubject: 'PSP de Teste CA',
        webhookCertificateValidTo: '2056-11-19T22:40:59.000Z',
      },
    };
    sent = [];
    openSection();
    expect(await screen.findByText('PSP de Teste CA · válido até 19/11/2056')).toBeVisible();
    expect(screen.getByText('Certificado dos webhooks')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remover certificado' }));
    expect(screen.getByText(/Será removido ao salvar/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar conexão' }));
    const again = await screen.findByRole('dialog');
    await userEvent.type(within(again).getByLabelText('Senha'), 'minha-senha');
    await userEvent.click(within(again).getByRole('button', { name: 'Confirmar e salvar' }));
    await waitFor(() => expect(sentTo('PUT', '/admin/pix-provider')).toHaveLength(1));
    const body = sentTo('PUT', '/admin/pix-provider')[0]?.body as {
      connection: Record<string, unknown>;
    };
    expect(body.connection.removeWebhookCertificate).toBe(true);
    expect(body.connection.webhookCertificate).toBeUndefined();
  });

  it('shows the webhook address with Copiar, and disconnects with the password', async () => {
    stored = CONNECTED;
    openSection();
    expect(await screen.findByLabelText('Endereço do webhook')).toHaveValue(CONNECTED.webhookUrl);
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Desconectar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'minha-senha');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar e salvar' }));
    await waitFor(() =>
      expect(sentTo('DELETE', '/admin/pix-provider')[0]?.body).toEqual({
        currentPassword: 'minha-senha',
      }),
    );
    expect(await screen.findByText('Desligado')).toBeVisible();
  });

  it('explains the missing FORNO_SECRETS_KEY and stays read-only', async () => {
    stored = { ...NONE, hasSecretsKey: false };
    openSection();
    expect(await screen.findByText(/Falta a chave de criptografia do servidor/)).toBeVisible();
    expect(screen.getByLabelText('Client ID')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Testar conexão' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Conectar' })).toBeDisabled();
  });

  it('shows a save refused by the server', async () => {
    stored = CONNECTED;
    putRefusal = {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Senha do certificado incorreta',
    };
    openSection();
    await userEvent.selectOptions(await screen.findByLabelText('Tocar o alarme'), 'pagamento');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar conexão' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Senha do certificado incorreta');
  });
});
