import { and, desc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { customerConsents, customers, orders } from '../../../db/schema';
import { addressParts, composeAddress, type Customer } from '../../../domain/customer';
import { UNCONFIRMED_STATUSES } from '../../../domain/order-status';
import { consentChange } from '../../../domain/privacy';

/** An order that says nothing about who the customer is: pending again, or rejected. */

/**
 * The orders that speak for their customer: a person on staff accepted them (docs/decisions/038).
 * Anyone can type anyone's phone, so an order nobody at the shop looked at — pending, or
 * accepted by the 'aceitar automaticamente' setting — never changes the name, the address or the
 * consent the CRM keeps; it is listed in the customer's orders with its own name and address.
 */
function verifiedOrdersOf(customerId: number) {
  return and(
    eq(orders.customerId, customerId),
    isNotNull(orders.staffAcceptedAt),
    notInArray(orders.status, [...UNCONFIRMED_STATUSES]),
  );
}

/**
 * The customer of this phone, created from this order when the phone is new (docs/product/device-and-server.md#customers: customers
 * are identified by their phone): its name and address, never a marketing consent (that waits for
 * a person on staff to accept an order, decision 038). An order for a known phone changes nothing
 * here: an anonymous request never rewrites what the shop sees of an existing customer
 * (docs/decisions/017); the CRM follows the orders staff accept (`refreshCustomerFromOrders`).
 */
export async function findOrCreateCustomer(db: Executor, customer: Customer): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({
      phone: customer.phone,
      name: customer.name,
      address: composeAddress(customer),
      ...addressParts(customer),
    })
    // a no-op update, so that the existing row's id comes back
    .onConflictDoUpdate({ target: customers.phone, set: { phone: sql`excluded.phone` } })
    .returning({ id: customers.id });
  if (!row) throw new Error('insert of a customer returned no row');
  return row.id;
}

/**
 * The CRM shows the customer as their latest order that a person on staff accepted says: the name
 * of that order's snapshot, and the address of their latest such delivery (a pickup order has
 * none, docs/decisions/022). Run whenever an order of theirs changes status.
 */
export async function refreshCustomerFromOrders(db: Executor, customerId: number): Promise<void> {
  const accepted = verifiedOrdersOf(customerId);
  const [latest] = await db
    .select({ name: orders.customerName })
    .from(orders)
    .where(accepted)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(1);
  if (!latest) return;
  const [delivered] = await db
    .select({ address: orders.deliveryAddress, parts: orders.deliveryAddressParts })
    .from(orders)
    .where(and(accepted, eq(orders.fulfilment, 'entrega')))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(1);
  await db
    .update(customers)
    .set({
      name: latest.name,
      ...(delivered ? { address: delivered.address, ...addressParts(delivered.parts) } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(customers.id, customerId));
  await followMarketingChoice(db, customerId);
}

/**
 * The customer's marketing consent follows the latest order a person on staff accepted that asked
 * (LGPD, docs/decisions/033 and 038): stored on the customer with the date the customer said it,
 * and added to their consent history when it changes what was stored. Like the name and address,
 * an order nobody at the shop accepted (automatic acceptance included) changes nothing.
 */
async function followMarketingChoice(db: Executor, customerId: number): Promise<void> {
  const [latest] = await db
    .select({ orderId: orders.id, chosen: orders.marketingOptIn, at: orders.placedAt })
    .from(orders)
    .where(and(verifiedOrdersOf(customerId), isNotNull(orders.marketingOptIn)))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(1);
  if (!latest || latest.chosen === null) return;
  const [row] = await db
    .select({ current: customers.marketingOptIn })
    .from(customers)
    .where(eq(customers.id, customerId));
  const change = consentChange(row?.current ?? false, latest.chosen);
  if (!change) return;
  await db
    .update(customers)
    .set({ marketingOptIn: change.granted, marketingOptInAt: latest.at, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
  await db.insert(customerConsents).values({
    customerId,
    kind: 'marketing',
    granted: change.granted,
    orderId: latest.orderId,
    at: latest.at,
  });
}
