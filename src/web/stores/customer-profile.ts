import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { createStoredValue, removeStored, writeStored } from '../lib/local-store';
import { readStored } from '../lib/read-stored';

/**
 * docs/product/device-and-server.md#device-storage, local storage keys: the customer's own data stays on the device under these. The
 * server learns it with each order (docs/decisions/017): no anonymous request writes a profile.
 */
export const CUSTOMER_DATA_KEY = 'customer_data';
const CUSTOMER_PHONE_KEY = 'customerPhone';

/** The customer's fields as typed, before any check: what the form and the device keep. */
export const CustomerFormFields = {
  name: z.string(),
  phone: z.string(),
  cep: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
};

export const StoredProfileSchema = z.object({
  ...CustomerFormFields,
  savedAt: z.string(),
  /** The checkout's marketing box as the customer last left it on this device (decision 033). */
  marketingOptIn: z.optional(z.boolean()),
});
export type StoredProfile = z.infer<typeof StoredProfileSchema>;

const store = createStoredValue<StoredProfile | null>(CUSTOMER_DATA_KEY, () =>
  readStored(CUSTOMER_DATA_KEY, StoredProfileSchema),
);

export function saveProfileLocally(profile: StoredProfile): void {
  store.set(profile, (value) => {
    if (!value) {
      removeStored(CUSTOMER_DATA_KEY);
      removeStored(CUSTOMER_PHONE_KEY);
      return;
    }
    writeStored(CUSTOMER_DATA_KEY, value);
    writeStored(CUSTOMER_PHONE_KEY, value.phone);
  });
}

export function useStoredProfile(): StoredProfile | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}
