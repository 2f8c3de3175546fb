export const SIZE_NOT_FOUND = 'Tamanho não encontrado.';
export const SIZE_USED_BY_ORDERS =
  'Este tamanho já foi usado em pedidos e não pode ser excluído. Desative-o para tirá-lo do cardápio.';
export const LAST_ACTIVE_SIZE = 'A loja precisa de pelo menos um tamanho ativo no cardápio.';
