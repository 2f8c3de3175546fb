/**
 * The id of a product's row in the menu as a browser without scripts gets it (the server renders
 * it whole): `/menu#<id>` opens there. The search's results link to it when scripts do not run
 * (decision 045).
 */
export function productAnchorWithoutScripts(productId: number): string {
  return `sem-js-produto-${productId}`;
}
