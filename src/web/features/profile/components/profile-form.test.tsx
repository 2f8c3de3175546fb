import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_DATA_KEY } from '../../../stores/customer-profile';

const TRUE_PROMISE =
  'Seus dados ficam guardados neste aparelho e preenchem a entrega dos seus pedidos. A pizzaria os recebe junto com cada pedido que você fizer.';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // the CEP lookup may ask; nothing else may be sent
  // a fresh profile store each time: it keeps what it read in memory
  vi.resetModules();
  fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

async function fillAndSave() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nome'), 'Joana Prado');
  await user.type(screen.getByLabelText('Telefone'), '11912345678');
  await user.type(screen.getByLabelText('Rua'), 'Avenida Paulista');
  await user.type(screen.getByLabelText('Número'), '900');
  await user.type(screen.getByLabelText('Bairro'), 'Bela Vista');
  await user.type(screen.getByLabelText('Cidade'), 'São Paulo');
  await user.type(screen.getByLabelText('Estado'), 'SP');
  await user.type(screen.getByLabelText('CEP'), '01310100');
  await user.click(screen.getByRole('button', { name: 'Salvar Perfil' }));
}

describe.each([
  ['online', true],
  ['offline', false],
])('ProfileForm %s', (_label, onLine) => {
  it('keeps the profile on this device and promises only that', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(onLine);
    const { ProfileForm } = await import('./profile-form');
    render(<ProfileForm />);
    await fillAndSave();

    expect(await screen.findByText('Perfil salvo com sucesso!')).toBeInTheDocument();
    expect(screen.getByText(TRUE_PROMISE)).toBeInTheDocument();
    expect(screen.queryByText(/enviados quando a conexão voltar/)).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CUSTOMER_DATA_KEY) ?? 'null')).toMatchObject({
      name: 'Joana Prado',
      phone: '11912345678',
      number: '900',
    });
    const sent = fetchMock.mock.calls.map(([url]) => String(url));
    expect(sent.filter((url) => !url.includes('/api/cep/'))).toEqual([]);
  });
});

describe('ProfileForm marketing choice', () => {
  const BOX = 'Quero receber promoções da pizzaria pelo WhatsApp';

  it('sets the promotions box, kept for the checkout and sent with the next order', async () => {
    const { ProfileForm } = await import('./profile-form');
    render(<ProfileForm />);
    const box = screen.getByRole('checkbox', { name: BOX });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'Opcional. Sua escolha vai para a pizzaria junto com o próximo pedido e vale a partir dele.',
    );
    await userEvent.click(box);
    await fillAndSave();
    expect(await screen.findByText('Perfil salvo com sucesso!')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CUSTOMER_DATA_KEY) ?? 'null')).toMatchObject({
      name: 'Joana Prado',
      marketingOptIn: true,
    });
  });

  it('starts from the choice kept on this device, and can take it back', async () => {
    window.localStorage.setItem(
      CUSTOMER_DATA_KEY,
      JSON.stringify({
        name: 'Joana Prado',
        phone: '11912345678',
        cep: '01310100',
        street: 'Avenida Paulista',
        number: '900',
        complement: '',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        savedAt: '2026-11-20T12:00:00.000Z',
        marketingOptIn: true,
      }),
    );
    const { ProfileForm } = await import('./profile-form');
    render(<ProfileForm />);
    const box = screen.getByRole('checkbox', { name: BOX });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Perfil' }));
    expect(await screen.findByText('Perfil salvo com sucesso!')).toBeInTheDocument();
    expect(
      JSON.parse(window.localStorage.getItem(CUSTOMER_DATA_KEY) ?? 'null').marketingOptIn,
    ).toBe(false);
  });
});
