/** What an unknown (or deleted) item answers, and the conflict of a list that changed. */
export const EXTRA_NOT_FOUND = 'Adicional não encontrado.';
export const CRUST_NOT_FOUND = 'Borda não encontrada.';
export const FILLING_NOT_FOUND = 'Recheio não encontrado.';
export const LIST_CHANGED =
  'A lista mudou enquanto você a ordenava. Confira a ordem atual e tente de novo.';
