import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../../domain/admin-accounts';
import type { StaffRole } from '../../../../domain/staff-roles';
import { RequirePage } from '../../../admin/access/require-page';
import { adminKeys } from '../../../admin/api/admin-request';
import { SidebarContent } from './admin-sidebar';

function signedIn(role: StaffRole): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user: AdminUser = {
    id: 1,
    email: `${role}@forno.test`,
    role,
    status: 'active',
    createdAt: '2026-11-20T20:00:00.000Z',
  };
  client.setQueryData(adminKeys.session, user);
  return client;
}

function renderSidebar(role: StaffRole) {
  render(
    <QueryClientProvider client={signedIn(role)}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <SidebarContent />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Menu do painel' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

afterEach(cleanup);

describe('the sidebar of each role (decision 039)', () => {
  it('shows the owner every screen', () => {
    expect(renderSidebar('owner')).toEqual([
      'Dashboard',
      'Pedidos',
      'Cozinha',
      'Entregas',
      'Comandas',
      'Clientes',
      'Produtos',
      'Preços',
      'Promoções',
      'Relatórios',
      'Conciliação Pix',
      'Tarefas',
      'Caixa',
      'Mesas',
      'Entregadores',
      'Acerto entregadores',
      'Configurações',
    ]);
    expect(screen.getByText('Dono')).toBeTruthy();
  });

  it('shows the manager everything but the settings', () => {
    expect(renderSidebar('manager')).toEqual([
      'Dashboard',
      'Pedidos',
      'Cozinha',
      'Entregas',
      'Comandas',
      'Clientes',
      'Produtos',
      'Preços',
      'Promoções',
      'Relatórios',
      'Conciliação Pix',
      'Tarefas',
      'Caixa',
      'Mesas',
      'Entregadores',
      'Acerto entregadores',
    ]);
  });

  it("counts 'Tarefas com problema' beside its entry when there are some (decision 049)", () => {
    const client = signedIn('owner');
    client.setQueryData([...adminKeys.jobs, 'count'], { count: 2 });
    client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin/dashboard']}>
          <SidebarContent />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const entry = screen.getByRole('link', { name: /Tarefas/ });
    expect(within(entry).getByLabelText('2 tarefas com problema').textContent).toBe('2');
  });

  it('shows the attendant the desk, the kitchen, dispatch, the comandas and the customers only', () => {
    expect(renderSidebar('attendant')).toEqual([
      'Dashboard',
      'Pedidos',
      'Cozinha',
      'Entregas',
      'Comandas',
      'Clientes',
    ]);
    expect(screen.getByText('Atendente')).toBeTruthy();
  });

  it('lights the closing alone on its page, not the drivers’ entry above it', () => {
    render(
      <QueryClientProvider client={signedIn('owner')}>
        <MemoryRouter initialEntries={['/admin/entregadores/acerto']}>
          <SidebarContent />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Menu do painel' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(current).toEqual(['Acerto entregadores']);
  });

  it('shows the cook the kitchen alone', () => {
    expect(renderSidebar('kitchen')).toEqual(['Cozinha']);
  });
});

describe('a screen the role may not open', () => {
  it('says so, with a way to the role’s own screen, instead of the page', () => {
    render(
      <QueryClientProvider client={signedIn('kitchen')}>
        <MemoryRouter initialEntries={['/admin/settings']}>
          <RequirePage page="settings">
            <p>Configurações da Pizzaria</p>
          </RequirePage>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.queryByText('Configurações da Pizzaria')).toBeNull();
    expect(
      screen.getByRole('heading', { name: 'Sua função não dá acesso a esta página.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para a Cozinha' }).getAttribute('href')).toBe(
      '/admin/cozinha',
    );
  });

  it('shows the page to a role that may open it', () => {
    render(
      <QueryClientProvider client={signedIn('owner')}>
        <MemoryRouter initialEntries={['/admin/settings']}>
          <RequirePage page="settings">
            <p>Configurações da Pizzaria</p>
          </RequirePage>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Configurações da Pizzaria')).toBeTruthy();
  });
});
