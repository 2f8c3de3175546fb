import type { DatabaseHandle } from '../db/client';
import type { EventBus } from './events/event-bus';
import type { JobRunner } from './jobs/job-queue';
import type { SecretBox } from './security/secret-box';
import type { PixProviderFactory } from './modules/pix/providers/create-provider';
import type { CepService } from './modules/cep/cep-services';
import type { MenuCache } from './modules/menu/menu-cache';
import type { ArrivalHoldHook, PlacedOrderHook } from './modules/orders/place-order';
import type { IfoodDependencies } from './modules/ifood/connection';

/** Which postal-code services the lookup asks, in order, and how long it waits for each. */
export interface CepConfig {
  services: readonly CepService[];
  timeoutMs: number;
}

/** What every route module receives from `buildApp`. */
export interface AppContext {
  database: DatabaseHandle;
  /** The clock, replaceable in tests. */
  now: () => Date;
  cep: CepConfig;
  /** Order events for the admin screens and the tracking pages (server-sent events). */
  events: EventBus;
  /**
   * `GET /api/menu`, read and compressed once for the requests of the last few seconds. Every
   * successful admin write invalidates it (app.ts); other instances see a change within its TTL.
   */
  menu: MenuCache;
  /**
   * Durable outgoing work (decision 049): features register their job kinds here at start; the
   * runner runs only when `buildApp` was asked to start it (the server), tests call `drain()`.
   */
  jobs: JobRunner;
  /**
   * Seals and opens the credentials of outside services (decision 060); null without
   * FORNO_SECRETS_KEY, when no provider can be connected.
   */
  secrets: SecretBox | null;
  /** Builds a Pix provider's adapter from its saved configuration (decision 060). */
  pixProviders: PixProviderFactory;
  /**
   * Runs in a new order's transaction: the shop's Pix provider starts its dynamic charge
   * (docs/decisions/063). Given by app.ts, so the orders module does not import pix.
   */
  onOrderPlaced?: PlacedOrderHook;
  /**
   * Whether a customer's new Pix order waits for its payment before it is accepted automatically
   * and printed (decision 064). Given by app.ts, like `onOrderPlaced`.
   */
  holdOrderUntilPaid?: ArrivalHoldHook;
  /**
   * Whether a connection's peer is one of the shop's proxies (TRUST_PROXY): only their headers
   * about a client certificate are believed (the Pix webhook, decision 064).
   */
  isTrustedPeer?: (address: string) => boolean;
  /** PUBLIC_URL, when set: the origin of links sent to customers (public-origin.ts). */
  publicUrl?: string;
  /** WHATSAPP_API_URL: the Cloud API's address with its version (decision 073). */
  whatsappApiUrl: string;
  /** Fault tests only (env FORNO_FAULT_INJECTION). */
  faultInjection?: 'pause-inside-order-write';
  /** The shop's iFood store (decision 072): its API adapter, tokens and jobs' dependencies. */
  ifood: IfoodDependencies;
}
