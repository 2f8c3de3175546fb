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
    expect(afterLoginPath(at({ from: '/admin/orders?pedido=12' }))).toBe('/admin/orders?pedido=12');
  });

  it('goes to the dashboard otherwise, and never back to login, register or the storefront', () => {
    expect(afterLoginPath(at(null))).toBe('/admin/dashboard');
    expect(afterLoginPath(at({ from: '/admin/login' }))).toBe('/admin/dashboard');
    expect(afterLoginPath(at({ from: '/admin/register' }))).toBe('/admin/dashboard');
    expect(afterLoginPath(at({ from: 'https://evil.example/admin/' }))).toBe('/admin/dashboard');
    expect(afterLoginPath(at({ from: '/cart' }))).toBe('/admin/dashboard');
  });
});
