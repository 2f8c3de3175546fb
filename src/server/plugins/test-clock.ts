import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * Browser journeys only (env FORNO_TEST_CLOCK=header, off unless set): a request carrying this
 * header sees its instant as the server's `now` — the hours, the business day, the till. Only that
 * request: the journeys sharing the server keep the real clock (docs/decisions/048).
 */
const TEST_CLOCK_HEADER = 'x-forno-test-now';

/** The clock the app reads: the request's test instant when it sent one, the real one otherwise. */
export function installTestClock(app: FastifyInstance): () => Date {
  const instants = new AsyncLocalStorage<Date>();
  // the first hook of every request: the rest of its life runs inside the instant it asked for
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers[TEST_CLOCK_HEADER];
    const at = typeof header === 'string' ? new Date(header) : null;
    if (at && !Number.isNaN(at.getTime())) instants.run(at, done);
    else done();
  });
  app.log.warn(
    `FORNO_TEST_CLOCK is on: requests may set the server's clock (${TEST_CLOCK_HEADER})`,
  );
  return () => instants.getStore() ?? new Date();
}
