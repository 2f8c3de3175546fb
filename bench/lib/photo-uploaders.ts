// The hostile side of `npm run bench:photos`, in a process of its own so that its work never
// delays the requests being timed: UPLOADERS clients each upload one of the photos in PHOTOS_DIR
// (round robin) again and again, one every INTERVAL_MS at most (0: at once after each answer),
// until told to stop on stdin, then print what they were answered as one JSON line.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const url = process.env.SERVER_URL ?? '';
const cookie = process.env.COOKIE ?? '';
const productId = process.env.PRODUCT_ID ?? '1';
const clients = Number(process.env.UPLOADERS ?? 20);
const dir = process.env.PHOTOS_DIR ?? '';
const intervalMs = Number(process.env.INTERVAL_MS ?? 0);
const TYPES: Record<string, string> = { heic: 'image/heic', png: 'image/png', jpg: 'image/jpeg' };

const photos = readdirSync(dir)
  .sort()
  .map((file) => ({
    file,
    bytes: new Uint8Array(readFileSync(join(dir, file))),
    type: TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream',
  }));

let stop = false;
process.stdin.on('data', () => {
  stop = true;
});

const outcomes: Record<string, number> = {};
async function client(n: number) {
  const photo = photos[n % photos.length];
  if (!photo) return;
  while (!stop) {
    const started = performance.now();
    const form = new FormData();
    form.append('photo', new Blob([photo.bytes], { type: photo.type }), photo.file);
    let key: string;
    try {
      const res = await fetch(`${url}/api/admin/products/${productId}/photo`, {
        method: 'PUT',
        headers: { cookie, 'x-forno-csrf': '1' },
        body: form,
      });
      const body = (await res.json()) as { error?: { code: string } };
      key = `${photo.file} → ${res.status} ${body.error?.code ?? ''}`.trim();
    } catch (error) {
      key = `${photo.file} → ${(error as Error).message}`;
    }
    outcomes[key] = (outcomes[key] ?? 0) + 1;
    const wait = intervalMs - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
process.stdout.write(`${JSON.stringify(outcomes)}\n`);
process.exit(0);
