import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Menu } from '../../domain/menu';
import type { PlacedOrder, PlaceOrderInput } from '../../domain/order';
import type { ServerProcess } from './server-process';

/**
 * A Pix order of 1–3 Calabresas placed over HTTP on a built server, as a customer's phone places
 * it: `n` makes the customer (name, phone, number) and the quantity its own.
 */
export async function placeServedPixOrder(
  on: ServerProcess,
  n: number,
): Promise<PlacedOrder['order']> {
  const menu = (await (await fetch(`${on.baseUrl}/api/menu`)).json()) as Menu;
  const calabresa = menu.products.find((p) => p.name === 'Calabresa');
  if (!calabresa) throw new Error('no Calabresa on the seed menu');
  const body: PlaceOrderInput = {
    customer: {
      name: `Cliente ${n}`,
      phone: `1198765${String(n).padStart(4, '0')}`,
      cep: '01310-100',
      street: 'Avenida Paulista',
      number: String(100 + n),
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    items: [{ productId: calabresa.id, size: 'normal', quantity: 1 + (n % 3) }],
    paymentMethod: 'Pix',
  };
  const res = await fetch(`${on.baseUrl}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomBytes(18).toString('base64url'),
    },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as PlacedOrder).order;
}
