import type { CepLookup } from '../../../domain/customer';

/** A day: streets rarely change, and ViaCEP asks its users not to hammer it. */
export const CEP_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** Both services failed for this CEP: asking again at once would fail again, and load them. */
export const CEP_FAILURE_TTL_MS = 60 * 1000;
export const CEP_CACHE_MAX_ENTRIES = 5_000;

/** An address, null for a CEP the postal service says does not exist, or a recent failure. */
export type CachedCep = CepLookup | null | 'unavailable';

/**
 * In-memory answers of the postal-code services, per app instance. A Map keeps insertion order,
 * so the oldest entry is the first key: evicting it keeps the cache bounded.
 */
export class CepCache {
  private readonly entries = new Map<string, { value: CachedCep; expiresAt: number }>();

  constructor(
    private readonly ttlMs = CEP_CACHE_TTL_MS,
    private readonly maxEntries = CEP_CACHE_MAX_ENTRIES,
    private readonly failureTtlMs = CEP_FAILURE_TTL_MS,
  ) {}

  /** undefined when unknown or expired; null for a CEP known not to exist. */
  get(cep: string, now: Date): CachedCep | undefined {
    const entry = this.entries.get(cep);
    if (!entry) return undefined;
    if (entry.expiresAt <= now.getTime()) {
      this.entries.delete(cep);
      return undefined;
    }
    return entry.value;
  }

  set(cep: string, value: CachedCep, now: Date): void {
    this.entries.delete(cep);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    const ttl = value === 'unavailable' ? this.failureTtlMs : this.ttlMs;
    this.entries.set(cep, { value, expiresAt: now.getTime() + ttl });
  }

  get size(): number {
    return this.entries.size;
  }
}
