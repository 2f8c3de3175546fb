import type { AdminProduct, SoldOutList } from '../../../../domain/admin-catalogue';
import type { SoldOutTarget } from '../api/sold-out-api';

/**
 * One line of the 'Acabou?' panel: a flavour (product), a drink's variant (decision 052), an
 * extra, a crust or a filling.
 */
export type SoldOutRow =
  | {
      key: string;
      group: 'Sabores e produtos';
      name: string;
      detail: string;
      isAvailable: boolean;
      product: AdminProduct;
    }
  | {
      key: string;
      group: 'Opções de bebidas' | 'Adicionais' | 'Bordas' | 'Recheios de borda';
      name: string;
      detail: string;
      isAvailable: boolean;
      target: SoldOutTarget;
    };

export const SOLD_OUT_GROUPS = [
  'Sabores e produtos',
  'Opções de bebidas',
  'Adicionais',
  'Bordas',
  'Recheios de borda',
] as const;

/** Lower case without accents: 'calabresa' finds 'Calabresa', 'vulcao' finds 'Vulcão'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('pt-BR');
}

/**
 * Everything the kitchen can run out of, in the panel's groups, narrowed to the rows whose name
 * or detail (category, crust) contains the search, accents and case ignored. Products by name.
 */
export function soldOutRows(
  products: readonly AdminProduct[],
  list: SoldOutList,
  search: string,
): SoldOutRow[] {
  const byName = [...products].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  const rows: SoldOutRow[] = [
    ...byName.map((product): SoldOutRow => ({
      key: `product-${product.id}`,
      group: 'Sabores e produtos',
      name: product.name,
      detail: product.categoryName,
      isAvailable: product.isAvailable,
      product,
    })),
    // a drink's variants in the shop's order, under its name, as a crust's fillings
    ...byName.flatMap((product) =>
      (product.variants ?? []).map((variant): SoldOutRow => ({
        key: `variant-${variant.id}`,
        group: 'Opções de bebidas',
        name: variant.name,
        detail: product.name,
        isAvailable: variant.isActive,
        target: { kind: 'variant', id: variant.id },
      })),
    ),
    ...list.extras.map((extra): SoldOutRow => ({
      key: `extra-${extra.id}`,
      group: 'Adicionais',
      name: extra.name,
      detail: extra.type === 'doce' ? 'Adicional doce' : 'Adicional salgado',
      isAvailable: extra.isAvailable,
      target: { kind: 'extra', id: extra.id },
    })),
    ...list.crusts.map((crust): SoldOutRow => ({
      key: `crust-${crust.id}`,
      group: 'Bordas',
      name: crust.name,
      detail: 'Borda',
      isAvailable: crust.isAvailable,
      target: { kind: 'crust', id: crust.id },
    })),
    ...list.crusts.flatMap((crust) =>
      crust.fillings.map((filling): SoldOutRow => ({
        key: `filling-${crust.id}-${filling.id}`,
        group: 'Recheios de borda',
        name: filling.name,
        detail: crust.name,
        isAvailable: filling.isAvailable,
        target: { kind: 'filling', crustId: crust.id, id: filling.id },
      })),
    ),
  ];
  const needle = fold(search.trim());
  if (needle === '') return rows;
  return rows.filter((row) => fold(`${row.name} ${row.detail}`).includes(needle));
}
