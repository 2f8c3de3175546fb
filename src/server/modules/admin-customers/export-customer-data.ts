import type { Database } from '../../../db/client';
import type { CustomerExport } from '../../../domain/admin-customers';
import { AppError } from '../../errors';
import { findSettings } from '../establishment/repository';
import { CUSTOMER_NOT_FOUND, getCustomerHistory } from './get-customer-history';
import { findCustomerRow, recordCustomerAudit } from './repository';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';

/**
 * 'Exportar dados (JSON)' (LGPD, docs/decisions/033): everything kept about one customer, the
 * export itself recorded (who, when) in the same transaction, so it is in the file too.
 */
export async function exportCustomerData(
  db: Database,
  customerId: number,
  actor: { id: number; name: string },
  now: Date,
): Promise<CustomerExport> {
  return db.transaction(async (tx) => {
    const row = await findCustomerRow(tx, customerId);
    if (!row) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
    await recordCustomerAudit(tx, { customerId, kind: 'export', actor, at: now });
    const history = await getCustomerHistory(tx, customerId);
    const shop = (await findSettings(tx))?.settings.name ?? DEFAULT_ESTABLISHMENT.name;
    return {
      exportedAt: now.toISOString(),
      shop,
      customer: {
        ...history.customer,
        addressParts: {
          cep: row.cep,
          street: row.street,
          number: row.number,
          complement: row.complement,
          district: row.district,
          city: row.city,
          state: row.state,
        },
        updatedAt: row.updatedAt.toISOString(),
      },
      orders: history.orders,
      consents: history.consents,
      audit: history.audit,
    };
  });
}
