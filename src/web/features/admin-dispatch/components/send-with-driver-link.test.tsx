import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../../domain/admin-accounts';
import type { AdminOrder } from '../../../../domain/admin-orders';
import type { StaffRole } from '../../../../domain/staff-roles';
import { adminKeys } from '../../../admin/api/admin-request';
import { trackedOrder } from '../../../test/tracked-order';
import { SendWithDriverLink } from './send-with-driver-link';

const { acceptedAt: _accepted, ...stored } = trackedOrder({ id: 12, status: 'em preparo' });
const READY: AdminOrder = {
  ...stored,
  customerPhone: '11987654321',
  customerId: 1,
  printedAt: null,
  printCount: 0,
};

afterEach(cleanup);

function renderLink(order: AdminOrder, role: StaffRole = 'attendant') {
  const client = new QueryClient();
  const user: AdminUser = {
    id: 1,
    email: 'a@forno.test',
    role,
    status: 'active',
    createdAt: '2026-11-20T20:00:00.000Z',
  };
  client.setQueryData(adminKeys.session, user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SendWithDriverLink order={order} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.queryByRole('link', { name: 'Enviar com entregador' });
}

describe("the desk card's 'Enviar com entregador'", () => {
  it('opens Entregas with the order picked, for a delivery waiting for a driver', () => {
    expect(renderLink(READY)?.getAttribute('href')).toBe('/admin/entregas?pedido=12');
    cleanup();
    // out with nobody (the kitchen's 'pronto', or taken back)
    const out = { ...READY, status: 'saiu para entrega' as const, delivery: null };
    expect(renderLink(out)).not.toBeNull();
  });

  it('is not offered for a pickup, an order out with a driver, or the kitchen', () => {
    expect(renderLink({ ...READY, fulfilment: 'retirada' })).toBeNull();
    cleanup();
    const withDriver: AdminOrder = {
      ...READY,
      status: 'saiu para entrega',
      delivery: {
        driverId: 1,
        driverName: 'Carlos',
        status: 'em_rota',
        since: '2026-11-20T23:31:00.000Z',
        reason: null,
      },
    };
    expect(renderLink(withDriver)).toBeNull();
    cleanup();
    expect(renderLink(READY, 'kitchen')).toBeNull();
  });
});
