import { desc } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { settingsToRow } from '../../../db/establishment-row';
import { establishmentSettings, paymentCredentialChanges } from '../../../db/schema';
import {
  PAYMENT_CREDENTIAL_FIELDS,
  type PaymentCredentialChange,
  type PaymentCredentialField,
} from '../../../domain/admin-payment-credentials';
import { DEFAULT_ESTABLISHMENT, type EstablishmentSettings } from '../../../domain/establishment';
import type { PrivacySettings } from '../../../domain/privacy';

/** Writes the one settings row (id = 1), creating it if a database somehow lacks it. */
export async function saveSettingsRow(
  db: Executor,
  settings: EstablishmentSettings,
  lastUpdated: Date,
): Promise<void> {
  const row = { ...settingsToRow(settings), lastUpdated };
  const { id: _id, ...changes } = row;
  await db
    .insert(establishmentSettings)
    .values(row)
    .onConflictDoUpdate({ target: establishmentSettings.id, set: changes });
}

/** Writes the privacy page's text alone; a database without the settings row gets a new shop's. */
export async function savePrivacyRow(db: Executor, privacy: PrivacySettings): Promise<void> {
  await db
    .insert(establishmentSettings)
    .values({ ...settingsToRow(DEFAULT_ESTABLISHMENT), privacy })
    .onConflictDoUpdate({ target: establishmentSettings.id, set: { privacy } });
}

/** One change of the Pix receiver, in the transaction that saves it (decision 039). */
export async function insertPaymentCredentialChange(
  db: Executor,
  change: {
    actorId: number;
    actorName: string;
    fields: readonly PaymentCredentialField[];
    oldKeyMasked: string;
    newKeyMasked: string;
    at: Date;
  },
): Promise<void> {
  await db.insert(paymentCredentialChanges).values({ ...change, fields: [...change.fields] });
}

/** The latest changes of the Pix receiver, newest first. */
export async function listPaymentCredentialChanges(
  db: Executor,
  limit: number,
): Promise<PaymentCredentialChange[]> {
  const rows = await db
    .select()
    .from(paymentCredentialChanges)
    .orderBy(desc(paymentCredentialChanges.at), desc(paymentCredentialChanges.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    actorName: row.actorName,
    fields: row.fields.filter((f): f is PaymentCredentialField =>
      (PAYMENT_CREDENTIAL_FIELDS as readonly string[]).includes(f),
    ),
    oldKeyMasked: row.oldKeyMasked,
    newKeyMasked: row.newKeyMasked,
    at: row.at.toISOString(),
  }));
}
