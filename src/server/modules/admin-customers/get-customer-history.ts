import type { Executor } from '../../../db/client';
import type { CustomerHistory } from '../../../domain/admin-customers';
import { AppError } from '../../errors';
import { loadOrderDetails } from '../orders/repository';
import { findCustomer, listConsents, listCustomerAudit, listCustomerOrderRows } from './repository';

export const CUSTOMER_NOT_FOUND = 'Cliente não encontrado.';

/**
 * The CRM's history dialog: the customer and each of their orders in full, newest first, with
 * their marketing consents and who exported or anonymised their data.
 */
export async function getCustomerHistory(db: Executor, id: number): Promise<CustomerHistory> {
  const customer = await findCustomer(db, id);
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  const orders = await loadOrderDetails(db, await listCustomerOrderRows(db, id));
  return {
    customer,
    orders,
    consents: await listConsents(db, id),
    audit: await listCustomerAudit(db, id),
  };
}
