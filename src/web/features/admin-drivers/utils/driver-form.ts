import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod/mini';
import {
  DEFAULT_DRIVER_FEE,
  DriverInputSchema,
  type Driver,
  type DriverInput,
  type DriverList,
  type DriverVehicle,
} from '../../../../domain/delivery-drivers';
import { formatBRL } from '../../../../domain/money';
import type { MoneyValue } from '../../../admin/ui/money-input';

export type FeeKind = DriverInput['fee']['kind'];
export type Zone = DriverList['zones'][number];

/** The form's fields: both kinds of fee are kept while the owner switches between them. */
export interface DriverFormValues {
  name: string;
  phone: string;
  vehicle: DriverVehicle;
  feeKind: FeeKind;
  /** 'Fixa por entrega'. */
  amountCents: MoneyValue;
  /** 'Demais bairros', in 'Por bairro'. */
  defaultCents: MoneyValue;
  /** One per delivery zone, in the zones' order; empty: that zone pays 'Demais bairros'. */
  zoneFees: MoneyValue[];
  isActive: boolean;
}

/** The form filled with a driver (editing) or the defaults of a new one. */
export function driverFormValues(driver: Driver | null, zones: readonly Zone[]): DriverFormValues {
  const fee = driver?.fee ?? DEFAULT_DRIVER_FEE;
  return {
    name: driver?.name ?? '',
    phone: driver?.phone ?? '',
    vehicle: driver?.vehicle ?? 'moto',
    feeKind: fee.kind,
    amountCents: fee.kind === 'fixa' ? fee.amountCents : null,
    defaultCents: fee.kind === 'por_zona' ? fee.defaultCents : null,
    zoneFees: zones.map((zone) => (fee.kind === 'por_zona' ? (fee.byZone[zone.id] ?? null) : null)),
    isActive: driver?.isActive ?? true,
  };
}

// an empty money field is no number: the schema's own message asks for the fee ('Informe a taxa')
const centsOf = (value: MoneyValue): unknown => value ?? undefined;

/** What the API gets: the fee of the chosen kind only; zones left empty are not listed. */
function driverInputOf(values: DriverFormValues, zones: readonly Zone[]): unknown {
  const byZone: Record<string, unknown> = {};
  zones.forEach((zone, index) => {
    const cents = values.zoneFees[index];
    if (cents !== null && cents !== undefined) byZone[zone.id] = cents;
  });
  return {
    name: values.name,
    phone: values.phone,
    vehicle: values.vehicle,
    fee:
      values.feeKind === 'fixa'
        ? { kind: 'fixa', amountCents: centsOf(values.amountCents) }
        : { kind: 'por_zona', defaultCents: centsOf(values.defaultCents), byZone },
    isActive: values.isActive,
  };
}

/** The form's field of an issue of DriverInputSchema (or of the API's details, 'body/…'). */
function fieldOfIssue(path: readonly PropertyKey[], zones: readonly Zone[]): string {
  const [first, second, third] = path.map(String);
  if (first !== 'fee') return first ?? 'root';
  if (second === 'byZone' && third !== undefined) {
    const index = zones.findIndex((zone) => zone.id === third);
    return index >= 0 ? `zoneFees.${index}` : 'defaultCents';
  }
  return second === 'amountCents' || second === 'defaultCents' ? second : 'defaultCents';
}

/**
 * Checks the form with the API's own schema (DriverInputSchema), so the fields show the same
 * pt-BR messages the API would answer with.
 */
export function driverResolver(
  zones: readonly Zone[],
): Resolver<DriverFormValues, unknown, DriverInput> {
  return async (values) => {
    const parsed = z.safeParse(DriverInputSchema, driverInputOf(values, zones));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOfIssue(issue.path, zones);
      const message = issue.message;
      if (field.startsWith('zoneFees.')) {
        const index = Number(field.split('.')[1]);
        const list = (errors.zoneFees ??= []) as unknown[];
        list[index] ??= { type: 'validate', message };
      } else {
        errors[field] ??= { type: 'validate', message };
      }
    }
    return { values: {}, errors: errors as FieldErrors<DriverFormValues> };
  };
}

/** The list's fee column: 'R$ 7,00 por entrega' or 'Por bairro'. */
export function feeSummary(fee: DriverInput['fee']): string {
  return fee.kind === 'fixa' ? `${formatBRL(fee.amountCents)} por entrega` : 'Por bairro';
}
