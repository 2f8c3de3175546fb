/**
 * What a global setup makes once per vitest run, shared by every project that names it: each API
 * database has two projects (files sharing a module graph, and the few that need their own,
 * vitest.config.ts), and they need the same migrated template, PostgreSQL server and built bundle.
 * Vitest runs each project's global setup in the same process, one project after the other, and
 * each project's teardown after all tests, so the first project makes the thing and the last one
 * to let it go disposes of it. Kept on `globalThis`: each project imports its setup files anew.
 */
interface Shared<T> {
  made: Promise<{ value: T; dispose: () => void | Promise<void> }>;
  users: number;
}

type SharedRegistry = Map<string, Shared<unknown>>;

const REGISTRY_KEY = Symbol.for('forno.test.sharedAcrossProjects');

function registry(): SharedRegistry {
  const holder = globalThis as typeof globalThis & { [REGISTRY_KEY]?: SharedRegistry };
  holder[REGISTRY_KEY] ??= new Map();
  return holder[REGISTRY_KEY];
}

/**
 * The thing `key` names, made by `make` for the first project asking, and a `release` for each
 * project's teardown. A failed `make` fails every project that asks, with its error.
 */
export async function sharedAcrossProjects<T>(
  key: string,
  make: () => Promise<{ value: T; dispose: () => void | Promise<void> }>,
): Promise<{ value: T; release: () => Promise<void> }> {
  const shared = registry();
  const entry = (shared.get(key) as Shared<T> | undefined) ?? { made: make(), users: 0 };
  shared.set(key, entry as Shared<unknown>);
  const made = entry.made;
  entry.users += 1;
  let value: T;
  try {
    ({ value } = await made);
  } catch (error) {
    entry.users -= 1;
    if (entry.users === 0) shared.delete(key);
    throw error;
  }
  let released = false;
  return {
    value,
    async release() {
      if (released) return;
      released = true;
      entry.users -= 1;
      if (entry.users > 0) return;
      shared.delete(key);
      await (await made).dispose();
    },
  };
}
