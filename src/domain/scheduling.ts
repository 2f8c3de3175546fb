import { z } from 'zod/mini';

/** Orders for a later time slot: whether the shop takes them, the slot size, lead time, capacity. */

export const SLOT_LENGTHS_MINUTES = [15, 30] as const;
export type SlotLengthMinutes = (typeof SLOT_LENGTHS_MINUTES)[number];
export const MAX_LEAD_MINUTES = 24 * 60;
export const MAX_SLOT_CAPACITY = 500;

export const SchedulingSettingsSchema = z.strictObject({
  enabled: z._default(z.boolean(), false),
  slotMinutes: z._default(z.union([z.literal(15), z.literal(30)]), 30),
  /** No slot starts earlier than now plus this. */
  leadMinutes: z._default(
    z
      .int()
      .check(
        z.minimum(0, 'A antecedência não pode ser negativa'),
        z.maximum(MAX_LEAD_MINUTES, 'A antecedência pode ser no máximo 24 horas'),
      ),
    45,
  ),
  /** Orders one slot takes; a full slot is not offered. */
  slotCapacity: z._default(
    z
      .int()
      .check(
        z.minimum(1, 'Cada horário deve aceitar pelo menos 1 pedido'),
        z.maximum(MAX_SLOT_CAPACITY, `No máximo ${MAX_SLOT_CAPACITY} pedidos por horário`),
      ),
    10,
  ),
});
export type SchedulingSettings = z.output<typeof SchedulingSettingsSchema>;

export const DEFAULT_SCHEDULING_SETTINGS: SchedulingSettings = {
  enabled: false,
  slotMinutes: 30,
  leadMinutes: 45,
  slotCapacity: 10,
};
