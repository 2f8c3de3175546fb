import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ESTABLISHMENT, type PublicAddress } from '../../../../domain/establishment';
import type { StaffRole } from '../../../../domain/staff-roles';
import { adminKeys } from '../../../admin/api/admin-request';
import { establishmentQueryKey } from '../../../api/get-establishment';
import { PublicUrlWarning } from './public-url-warning';

afterEach(cleanup);

function renderWarning(publicAddress: PublicAddress, role: StaffRole) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(establishmentQueryKey, {
    ...DEFAULT_ESTABLISHMENT,
    isOpen: true,
    lastUpdated: null,
    publicAddress,
  });
  client.setQueryData(adminKeys.session, { id: 1, email: 'a@b.c', role, status: 'active' });
  render(
    <QueryClientProvider client={client}>
      <PublicUrlWarning />
    </QueryClientProvider>,
  );
}

const LOCAL = { origin: 'http://localhost:3000', isConfigured: false };

describe('the desk without PUBLIC_URL (decision 042)', () => {
  it('tells the owner the links only open inside the shop, and how to set PUBLIC_URL', () => {
    renderWarning(LOCAL, 'owner');
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(
      'Os links enviados aos clientes só abrem dentro da pizzaria.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Como corrigir' }));
    expect(warning).toHaveTextContent('Hoje eles levam http://localhost:3000.');
    expect(warning).toHaveTextContent('PUBLIC_URL=https://pizzaria.com.br npm start');
  });

  it('tells anyone else to tell the owner', () => {
    renderWarning(LOCAL, 'attendant');
    expect(screen.getByRole('alert')).toHaveTextContent('Avise o dono da pizzaria.');
    expect(screen.queryByRole('button', { name: 'Como corrigir' })).toBeNull();
  });

  it('says nothing once PUBLIC_URL is set', () => {
    renderWarning({ origin: 'https://forno.example.com.br', isConfigured: true }, 'owner');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
