// The ceiling of GET /api/menu: a Fastify server with nothing but the same compression plugin,
// answering the exact bytes the real server sent (read from CEILING_BODIES_DIR: one file per
// content encoding), with no database and no serialization. Started by bench/api.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import Fastify from 'fastify';

const dir = process.env.CEILING_BODIES_DIR;
if (!dir) throw new Error('CEILING_BODIES_DIR is required');
const bodies = {
  identity: readFileSync(join(dir, 'identity')),
  gzip: readFileSync(join(dir, 'gzip')),
  br: readFileSync(join(dir, 'br')),
};

const app = Fastify({ logger: false });
// as src/server/app.ts registers it
await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
app.get('/api/menu', async (request, reply) => {
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bodies[encoding ?? 'identity']);
});
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
