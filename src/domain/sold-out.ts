/**
 * One word for a product the shop has paused, wherever a screen names it: 'Esgotado', as the back
 * office, the menu's badge and the 'Acabou?' panel say it (docs/product/screens.md#menu). After a
 * name it is the product's state, so it reads the same for 'Calabresa' and 'Pizza Doce'
 * without agreeing with the name's gender ('Calabresa: esgotado').
 */
export const SOLD_OUT_LABEL = 'Esgotado';

/** A sold-out product's disabled 'Adicionar', as a screen reader names it: 'Calabresa: esgotado'. */
export function soldOutButtonName(productName: string): string {
  return `${productName}: esgotado`;
}

/** A sold-out product in a plain list (the menu without scripts): 'Calabresa (esgotado)'. */
export function soldOutInList(productName: string): string {
  return `${productName} (esgotado)`;
}

/**
 * Why a cart line cannot be ordered now: the product itself ('Calabresa: esgotado no momento.')
 * or one of its flavours ('O sabor Mussarela está esgotado no momento.': 'sabor' is masculine).
 */
export function soldOutInCart(name: string, part: 'product' | 'flavour'): string {
  return part === 'product'
    ? `${name}: esgotado no momento.`
    : `O sabor ${name} está esgotado no momento.`;
}
