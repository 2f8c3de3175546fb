import { ApiError } from '../../lib/api-client';

/** docs/product/errors.md#back-office: login and register errors show the server's message, or a default. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
