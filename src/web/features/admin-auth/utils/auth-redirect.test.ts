import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './auth-redirect';

const at = (state: unknown): Location => ({
  pathname: '/admin/login',
  search: '',
  hash: '',
  state,
  key: 'k',
});

describe('afterLoginPath', () => {
  it('returns to the admin page that asked for the login', () => {
    expect(afterLoginPath(at({ from: '/admin/orders?pedido=12' }), 'owner')).toBe(
      '/admin/orders?pedido=12',
    );
  });

  it('goes to the dashboard otherwise, and never back to login, register or the storefront', () => {
    expect(afterLoginPath(at(null), 'owner')).toBe('/admin/dashboard');
    expect(afterLoginPath(at({ from: '/admin/login' }), 'owner')).toBe('/admin/dashboard');
    expect(afterLoginPath(at({ from: '/admin/register' }), 'owner')).toBe('/admin/dashboard');
    expect(afterLoginPath(at({ from: 'https://evil.example/admin/' }), 'owner')).toBe(
      '/admin/dashboard',
    );
    expect(afterLoginPath(at({ from: '/cart' }), 'owner')).toBe('/admin/dashboard');
  });

  it('sends a cook to the kitchen, and any role away from a page it may not open', () => {
    expect(afterLoginPath(at(null), 'kitchen')).toBe('/admin/cozinha');
    expect(afterLoginPath(at({ from: '/admin/orders?pedido=12' }), 'kitchen')).toBe(
      '/admin/cozinha',
    );
    expect(afterLoginPath(at({ from: '/admin/settings' }), 'attendant')).toBe('/admin/dashboard');
    expect(afterLoginPath(at({ from: '/admin/orders' }), 'attendant')).toBe('/admin/orders');
    expect(afterLoginPath(at({ from: '/admin/cozinha' }), 'kitchen')).toBe('/admin/cozinha');
  });
});
