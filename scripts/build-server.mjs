// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and writes
// gzip and brotli copies of the web app's files, which the server sends as they are.
// `--outfile <path>` bundles the same server elsewhere and leaves the web app alone: the API
// tests that run the built server as a child process make their own copy this way.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const { values: args } = parseArgs({ options: { outfile: { type: 'string' } } });

// the photo worker (a worker thread, decision 037) is a file of its own beside the server, which
// finds it as ./photo-worker.js
const outfile = args.outfile ?? 'dist/server/main.js';
await build({
  entryPoints: {
    [basename(outfile, '.js')]: 'src/server/main.ts',
    'photo-worker': 'src/server/modules/product-photos/photo-worker.ts',
  },
  outdir: dirname(outfile),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|map)$/;
function compressTree(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) compressTree(path);
    else if (COMPRESSIBLE.test(name)) {
      const body = readFileSync(path);
      if (body.length < 1024) continue;
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}
if (args.outfile) {
  console.log(`server bundled to ${args.outfile}`);
} else {
  compressTree('dist/web');
  console.log('server bundled to dist/server/main.js; web files precompressed');
}
