import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import type { CustomerHistorySchema } from '../../../domain/admin-customers';
import { AppError } from '../../errors';
import { loadOrderDetails } from '../orders/repository';
import { findCustomer, listCustomerOrderRows } from './repository';

export type CustomerHistory = z.infer<typeof CustomerHistorySchema>;

/** The CRM's history dialog: the customer and each of their orders in full, newest first. */
export async function getCustomerHistory(db: Executor, id: number): Promise<CustomerHistory> {
  const customer = await findCustomer(db, id);
  if (!customer) throw new AppError('NOT_FOUND', 'Cliente não encontrado.');
  const orders = await loadOrderDetails(db, await listCustomerOrderRows(db, id));
  return { customer, orders };
}
