import { connect } from 'node:net';
import type { JobRunner } from './job-queue';

/**
 * Process tests only (env FORNO_TEST_JOBS=on, never set in production): `test.block` connects to
 * the test's TCP server on `payload.port`, says `started <job> <attempt>`, waits for the line
 * `go`, says `finished <job> <attempt>` and ends. So a test can kill the server while the job
 * runs, and count what each run did.
 */
export function registerTestJobKinds(jobs: JobRunner): void {
  jobs.register('test.block', async (payload, { jobId, attempt, signal }) => {
    const port =
      typeof payload === 'object' && payload !== null && 'port' in payload
        ? Number(payload.port)
        : NaN;
    if (!Number.isInteger(port)) throw new Error('test.block needs a port');
    await new Promise<void>((done, failed) => {
      const socket = connect({ host: '127.0.0.1', port });
      let heard = '';
      const fail = (error: unknown) => {
        socket.destroy();
        failed(error instanceof Error ? error : new Error(String(error)));
      };
      signal.addEventListener('abort', () => fail(signal.reason), { once: true });
      socket.on('error', fail);
      socket.on('connect', () => socket.write(`started ${jobId} ${attempt}\n`));
      socket.on('data', (chunk: Buffer) => {
        heard += chunk.toString('utf8');
        if (!heard.includes('go\n')) return;
        socket.end(`finished ${jobId} ${attempt}\n`, () => done());
      });
      socket.on('close', () => fail(new Error('the test peer closed before go')));
    });
  });
}
