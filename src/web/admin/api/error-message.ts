import { ApiError } from '../../lib/api-client';

/** spec §8: login and register errors show the server's message, or a default. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
