import type { Database } from '../../../db/client';
import type { AdminCustomer } from '../../../domain/admin-customers';
import { ANONYMISED_NAME, anonymisedPhone } from '../../../domain/privacy';
import { AppError } from '../../errors';
import { CUSTOMER_NOT_FOUND } from './get-customer-history';
import {
  anonymiseCustomerRows,
  findCustomer,
  findCustomerRow,
  recordCustomerAudit,
  withdrawMarketing,
} from './repository';

/**
 * 'Anonimizar cliente' (LGPD, docs/decisions/033): in one transaction the customer's and their
 * orders' personal data are removed, any marketing consent ends, and who did it is recorded.
 * The orders stay, with their items and totals, for the shop's accounts. Once done it cannot be
 * undone: a second request is refused.
 */
export async function anonymiseCustomer(
  db: Database,
  customerId: number,
  actor: { id: number; name: string },
  now: Date,
): Promise<AdminCustomer> {
  return db.transaction(async (tx) => {
    const row = await findCustomerRow(tx, customerId, { forUpdate: true });
    if (!row) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
    if (row.anonymisedAt) {
      throw new AppError('ALREADY_ANONYMISED', 'Este cliente já foi anonimizado.');
    }
    if (row.marketingOptIn) await withdrawMarketing(tx, customerId, now);
    await anonymiseCustomerRows(
      tx,
      customerId,
      { name: ANONYMISED_NAME, phone: anonymisedPhone(customerId) },
      now,
    );
    await recordCustomerAudit(tx, { customerId, kind: 'anonymise', actor, at: now });
    const customer = await findCustomer(tx, customerId);
    if (!customer) throw new Error(`customer ${customerId} vanished`);
    return customer;
  });
}
