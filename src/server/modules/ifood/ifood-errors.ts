import { AppError } from '../../errors';
import { IfoodHttpError } from './ifood-api';

export const IFOOD_NOT_AVAILABLE_MESSAGE =
  'O iFood não está disponível neste servidor: defina IFOOD_CLIENT_ID, IFOOD_CLIENT_SECRET e FORNO_SECRETS_KEY.';

/** An iFood refusal as the screen's message (502): iFood, not the owner, said no. */
export function refusedByIfood(error: unknown): never {
  if (error instanceof IfoodHttpError) {
    throw new AppError(
      'IFOOD_REFUSED',
      error.status === 400 || error.status === 401
        ? 'O iFood recusou o código. Confira o código de autorização ou peça um novo código de vínculo.'
        : 'O iFood não respondeu agora. Tente de novo em instantes.',
    );
  }
  throw error;
}
