import { z } from 'zod/mini';
import { bairroKey } from './bairro';

/**
 * How an order reaches the customer, and what the shop charges for it: delivery zones with their
 * fee, estimate and minimum; what happens outside every zone; pickup at the counter.
 */

/**
 * Delivered, picked up at the counter, eaten at the counter ('balcao') or at a table ('mesa'). The
 * storefront's customers choose between the first two; staff and tables place the others
 * (decision 055, src/domain/order-channel.ts).
 */
export const FULFILMENTS = ['entrega', 'retirada', 'balcao', 'mesa'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

export const FULFILMENT_LABELS: Readonly<Record<Fulfilment, string>> = {
  entrega: 'Entrega',
  retirada: 'Retirada no local',
  balcao: 'Comer no local',
  mesa: 'Mesa',
};

/** Only a delivery has an address and a fee; every other order is handed over at the shop. */
export function hasDelivery(fulfilment: Fulfilment): boolean {
  return fulfilment === 'entrega';
}

/** An address outside every zone: refused (pickup offered instead) or taken with the fee 'a combinar'. */
const OUTSIDE_ZONE_POLICIES = ['recusar', 'a_combinar'] as const;
export type OutsideZonePolicy = (typeof OUTSIDE_ZONE_POLICIES)[number];

export const MAX_DELIVERY_ZONES = 100;
export const MAX_CEP_RANGES_PER_ZONE = 20;
/** R$ 1.000,00: no delivery fee is larger. */
const MAX_DELIVERY_FEE_CENTS = 100_000;
export const ZONE_NAME_MAX = 80;
const ZONE_ID_MAX = 40;
export const ESTIMATE_MAX = 60;
const DEFAULT_PICKUP_ESTIMATE = '20 a 30 minutos';

const cepDigits = z.string().check(z.regex(/^\d{8}$/, 'CEP inválido'));

const CepRangeSchema = z.strictObject({ from: cepDigits, to: cepDigits });
type CepRange = z.infer<typeof CepRangeSchema>;

const DeliveryZoneSchema = z.strictObject({
  /** Stable while the zone is renamed: what the customer's choice refers to. */
  id: z.string().check(z.minLength(1), z.maxLength(ZONE_ID_MAX)),
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Informe o nome do bairro'),
      z.maxLength(ZONE_NAME_MAX, `Use no máximo ${ZONE_NAME_MAX} caracteres`),
    ),
  feeCents: z
    .int()
    .check(
      z.minimum(0, 'A taxa não pode ser negativa'),
      z.maximum(MAX_DELIVERY_FEE_CENTS, 'A taxa pode ser no máximo R$ 1.000,00'),
    ),
  estimate: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Informe a previsão de entrega'),
      z.maxLength(ESTIMATE_MAX, `Use no máximo ${ESTIMATE_MAX} caracteres`),
    ),
  /** The smallest subtotal delivered to this zone; null: none. */
  minimumCents: z.nullable(z.int().check(z.minimum(0, 'O pedido mínimo não pode ser negativo'))),
  cepRanges: z._default(z.array(CepRangeSchema).check(z.maxLength(MAX_CEP_RANGES_PER_ZONE)), []),
});
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>;

export const DeliverySettingsSchema = z
  .strictObject({
    zones: z._default(
      z
        .array(DeliveryZoneSchema)
        .check(z.maxLength(MAX_DELIVERY_ZONES, `No máximo ${MAX_DELIVERY_ZONES} bairros`)),
      [],
    ),
    outsideZone: z._default(z.enum(OUTSIDE_ZONE_POLICIES), 'a_combinar'),
    pickupEnabled: z._default(z.boolean(), false),
    pickupEstimate: z._default(
      z
        .string()
        .check(z.trim(), z.maxLength(ESTIMATE_MAX, `Use no máximo ${ESTIMATE_MAX} caracteres`)),
      DEFAULT_PICKUP_ESTIMATE,
    ),
  })
  .check(
    z.superRefine((settings, ctx) => {
      for (const issue of deliverySettingsIssues(settings)) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: settings });
      }
    }),
  );
export type DeliverySettings = z.output<typeof DeliverySettingsSchema>;

/** A shop that has set nothing up delivers everywhere with the fee 'a combinar', as before zones. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  zones: [],
  outsideZone: 'a_combinar',
  pickupEnabled: false,
  pickupEstimate: DEFAULT_PICKUP_ESTIMATE,
};

export interface DeliverySettingsIssue {
  path: (string | number)[];
  message: string;
}

/**
 * What the field checks cannot see: two zones that are the same bairro however spelled, a CEP
 * range that ends before it starts or overlaps another zone's, and settings that take no order.
 */
function deliverySettingsIssues(settings: DeliverySettings): DeliverySettingsIssue[] {
  const issues: DeliverySettingsIssue[] = [];
  const byKey = new Map<string, string>();
  const ids = new Set<string>();
  const ranges: { zoneName: string; range: CepRange; zoneIndex: number }[] = [];
  settings.zones.forEach((zone, zoneIndex) => {
    const key = bairroKey(zone.name);
    const same = byKey.get(key);
    if (key === '' && zone.name.trim() !== '') {
      issues.push({ path: ['zones', zoneIndex, 'name'], message: 'Informe o nome do bairro' });
    } else if (same !== undefined) {
      issues.push({
        path: ['zones', zoneIndex, 'name'],
        message: `Este bairro já está na lista (${same})`,
      });
    } else if (key !== '') {
      byKey.set(key, zone.name.trim());
    }
    if (ids.has(zone.id)) {
      issues.push({ path: ['zones', zoneIndex, 'id'], message: 'Bairro repetido' });
    }
    ids.add(zone.id);
    zone.cepRanges.forEach((range, rangeIndex) => {
      const path = ['zones', zoneIndex, 'cepRanges', rangeIndex, 'to'];
      if (range.from > range.to) {
        issues.push({ path, message: 'O CEP final deve ser igual ou maior que o inicial' });
        return;
      }
      const overlap = ranges.find(
        (other) => range.from <= other.range.to && other.range.from <= range.to,
      );
      if (overlap) {
        issues.push({
          path,
          message:
            overlap.zoneIndex === zoneIndex
              ? 'Esta faixa de CEP se sobrepõe a outra faixa deste bairro'
              : `Esta faixa de CEP se sobrepõe à de ${overlap.zoneName}`,
        });
        return;
      }
      ranges.push({ zoneName: zone.name.trim(), range, zoneIndex });
    });
  });
  if (settings.pickupEnabled && settings.pickupEstimate.trim() === '') {
    issues.push({ path: ['pickupEstimate'], message: 'Informe a previsão para retirada' });
  }
  if (
    settings.zones.length === 0 &&
    settings.outsideZone === 'recusar' &&
    !settings.pickupEnabled
  ) {
    issues.push({
      path: ['outsideZone'],
      message:
        'Sem bairros cadastrados e sem retirada, nenhum pedido pode ser feito. Cadastre um bairro ou ative a retirada no local.',
    });
  }
  return issues;
}
