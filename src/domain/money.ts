/** Money is integer centavos everywhere in code and in the database (docs/product/principles.md#data). */
export type Centavos = number;

const BRL = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `4600` → `R$ 46,00` (pt-BR, two decimals; the space is a no-break space). */
export function formatBRL(centavos: Centavos): string {
  return BRL.format(centavos / 100);
}

/** `46` or `46.5` (reais, as typed in a form) → centavos, rounded to the nearest centavo. */
export function reaisToCentavos(reais: number): Centavos {
  return Math.round(reais * 100);
}

export function centavosToReais(centavos: Centavos): number {
  return centavos / 100;
}
