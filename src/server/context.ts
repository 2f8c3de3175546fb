import type { DatabaseHandle } from '../db/client';

/** What every route module receives from `buildApp`. */
export interface AppContext {
  database: DatabaseHandle;
  /** The clock, replaceable in tests. */
  now: () => Date;
}
