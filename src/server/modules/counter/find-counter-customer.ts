import type { Executor } from '../../../db/client';
import { addressParts } from '../../../domain/customer';
import { COUNTER_RECENT_ORDERS, type CounterCustomer } from '../../../domain/admin-counter';
import { findDeliveryZone } from '../../../domain/delivery-quote';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { findSettings } from '../establishment/repository';
import { loadOrderDetails } from '../orders/repository';
import { findCustomerByPhone, listRecentOrderRows } from './repository';

/**
 * The customer card of 'Novo pedido' (docs/decisions/056): who this phone is, their last address
 * with the zone it falls in today, and their latest orders to repeat. A new phone is nobody yet:
 * the order creates the customer.
 */
export async function findCounterCustomer(db: Executor, phone: string): Promise<CounterCustomer> {
  const customer = await findCustomerByPhone(db, phone);
  if (!customer) return { customer: null, orders: [] };
  const { delivery } = (await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT;
  const address = addressParts(customer);
  const found = findDeliveryZone(delivery.zones, address, null);
  const { rows, total } = await listRecentOrderRows(db, customer.id, COUNTER_RECENT_ORDERS);
  return {
    customer: {
      id: customer.id,
      name: customer.name,
      phone: customer.phone,
      address,
      zone: found.zone
        ? { id: found.zone.id, name: found.zone.name, feeCents: found.zone.feeCents }
        : null,
      orderCount: total,
      isAnonymised: customer.anonymisedAt !== null,
    },
    orders: await loadOrderDetails(db, rows),
  };
}
